// SPDX-License-Identifier: GPL-2.0
/*
 * rng.c - the model's "kernel" RNG data: a generation counter, 0 until
 * the CRNG is ready, and an is_ready flag, in a MAP_SHARED page so that
 * forked children see what their parent sees, as with the vvar page; and
 * the getrandom syscall of that kernel side.
 */
#include "model/model.h"
#include "model/internal.h"
#include "nolibc/mm.h"
#include "nolibc/vgetrandom_alloc.h"
#include <linux/random.h>

static struct vgr_model_rng *rng;

struct vgr_model_rng *vgr_model_rng(void)
{
	long page;

	if (rng)
		return rng;
	page = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_ANONYMOUS);
	if (vgr_is_err(page)) {
		fprintf(stderr, "vgr: model: no RNG page (%ld)\n", page);
		exit(1);
	}
	rng = (struct vgr_model_rng *)page;
	vgr_model_rng_ready(rng);
	return rng;
}

/* As random.c at readiness: a reseed publishes generation 1, then ready. */
static void model_rng_set_ready(struct vgr_model_rng *data)
{
	vgr_model_generation_bump(data);
	__atomic_store_n(&data->is_ready, 1, __ATOMIC_RELEASE);
}

int vgr_model_rng_ready(struct vgr_model_rng *data)
{
	char probe;

	if (__atomic_load_n(&data->is_ready, __ATOMIC_ACQUIRE))
		return 1;
	if (data->simulated)
		return 0;
	/* Ready when the kernel's CRNG is: only then may bytes come from us. */
	if (vgr_sys_getrandom(&probe, 1, GRND_NONBLOCK) != 1)
		return 0;
	model_rng_set_ready(data);
	return 1;
}

void vgr_model_crng_unready(void)
{
	struct vgr_model_rng *data = vgr_model_rng();

	data->simulated = 1;
	data->is_ready = 0;
	data->generation = 0;
}

long vgr_model_sys_getrandom(void *buf, size_t len, unsigned int flags)
{
	struct vgr_model_rng *data = vgr_model_rng();
	const unsigned int both = GRND_INSECURE | GRND_RANDOM;

	/* Bad flags are the real syscall's to refuse, before readiness. */
	if (vgr_model_rng_ready(data) || (flags & GRND_INSECURE) ||
	    (flags & ~(both | GRND_NONBLOCK)) || (flags & both) == both)
		return vgr_sys_getrandom(buf, len, flags);
	if (flags & GRND_NONBLOCK)
		return -EAGAIN;
	/* A blocking call waits for the CRNG: here it is ready at once. */
	model_rng_set_ready(data);
	return vgr_sys_getrandom(buf, len, flags);
}

void vgr_model_reseed(void)
{
	struct vgr_model_rng *data = vgr_model_rng();

	if (!vgr_model_generation_bump(data))
		vgr_model_generation_bump(data);
}
