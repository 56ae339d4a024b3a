// SPDX-License-Identifier: GPL-2.0
/*
 * rng.c - the model's "kernel" RNG data: a generation counter that
 * is never 0 and an is_ready flag, in a MAP_SHARED page so that forked
 * children see the generation their parent sees, as with the vvar page.
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
	char probe;

	if (rng)
		return rng;
	page = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_ANONYMOUS);
	if (vgr_is_err(page)) {
		fprintf(stderr, "vgr: model: no RNG page (%ld)\n", page);
		exit(1);
	}
	rng = (struct vgr_model_rng *)page;
	rng->generation = 1;
	/* Ready when the kernel's CRNG is: only then may bytes come from us. */
	rng->is_ready = vgr_sys_getrandom(&probe, 1, GRND_NONBLOCK) == 1;
	return rng;
}

void vgr_model_reseed(void)
{
	struct vgr_model_rng *data = vgr_model_rng();

	if (!__atomic_add_fetch(&data->generation, 1, __ATOMIC_RELEASE))
		__atomic_add_fetch(&data->generation, 1, __ATOMIC_RELEASE);
}
