// SPDX-License-Identifier: GPL-2.0
/*
 * kcode.c - the kernel's own lib/vdso/getrandom.c (VGR_KCODE_SRC, read
 * from the cached linux-source at build time, never copied here) built
 * for userspace with kcode/shim's headers: VGR_IMPL=kcode of impl.h,
 * over the model's kernel side (model/rng.c), set up by a constructor.
 */
#include "kcode/kernel.h"
#include VGR_KCODE_SRC
#include "impl/impl.h"
#include "model/internal.h"

#ifndef VGR_KCODE_RELEASE
#error "VGR_KCODE_RELEASE: give the release of VGR_KCODE_SRC (-DVGR_KCODE_RELEASE='\"7.x\"')"
#endif

_Static_assert(__builtin_offsetof(struct vdso_rng_data, generation) ==
	       __builtin_offsetof(struct vgr_model_rng, generation), "generation");
_Static_assert(__builtin_offsetof(struct vdso_rng_data, is_ready) ==
	       __builtin_offsetof(struct vgr_model_rng, is_ready), "is_ready");

const struct vdso_rng_data *vgr_kcode_rng_data(void)
{
	return (const struct vdso_rng_data *)vgr_model_rng();
}

static long kcode_getrandom5(void *buf, size_t len, unsigned int flags,
			     void *state, size_t opaque_len)
{
	/* The kernel sets is_ready once its CRNG is: so does its model. */
	vgr_model_rng_ready(vgr_model_rng());
	return __cvdso_getrandom(buf, len, flags, state, opaque_len);
}

static const struct vgr_kcode kcode = {
	.getrandom5 = kcode_getrandom5,
	.release = VGR_KCODE_RELEASE,
	.page_size = PAGE_SIZE,
};

__attribute__((constructor)) static void kcode_register(void)
{
	vgr_kcode = &kcode;
}
