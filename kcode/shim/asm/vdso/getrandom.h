/* SPDX-License-Identifier: GPL-2.0 */
/*
 * getrandom.h - what the architecture gives lib/vdso/getrandom.c: the
 * syscall (the model's kernel side, which may play a CRNG that is not
 * ready) and, before 7.x, the accessor of the RNG data page; for kcode/.
 */
#ifndef VGR_KCODE_ASM_GETRANDOM_H
#define VGR_KCODE_ASM_GETRANDOM_H

#include <vdso/datapage.h>
#include <asm/barrier.h>
#include "model/model.h"

static __always_inline ssize_t getrandom_syscall(void *buffer, size_t len,
						 unsigned int flags)
{
	return vgr_model_sys_getrandom(buffer, len, flags);
}

#define __arch_get_vdso_rng_data()	vgr_kcode_rng_data()

#endif /* VGR_KCODE_ASM_GETRANDOM_H */
