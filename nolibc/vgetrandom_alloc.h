/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgetrandom_alloc.h - the two kernel interfaces of vDSO getrandom that
 * no uapi header of Debian 12 has: the v14 seed's vgetrandom_alloc()
 * syscall (451 on x86_64; cachestat on mainline, so never call it blind)
 * and mainline's struct vgetrandom_opaque_params.
 */
#ifndef VGR_NOLIBC_VGETRANDOM_ALLOC_H
#define VGR_NOLIBC_VGETRANDOM_ALLOC_H

#include "raw_syscall.h"

#define VGR_NR_VGETRANDOM_ALLOC	451

/* Returns the address of the first state, or -errno. */
static inline long vgr_sys_vgetrandom_alloc(unsigned int *num,
					    unsigned int *size_per_each,
					    unsigned long addr,
					    unsigned int flags)
{
	return __nolibc_syscall4(VGR_NR_VGETRANDOM_ALLOC, num, size_per_each,
				 addr, flags);
}

/*
 * The raw getrandom syscall, -errno on failure: __NR_getrandom of the
 * architecture's uapi asm/unistd.h (its number differs between
 * architectures: 7.3's scripts/syscall.tbl, arch/ARCH/.../syscall.tbl).
 * vgetrandom_alloc() was never merged: mainline's 451 everywhere is
 * cachestat, so the v14 call is only made where detection allows it.
 */
static inline long vgr_sys_getrandom(void *buf, size_t len, unsigned int flags)
{
	return __nolibc_syscall3(__NR_getrandom, buf, len, flags);
}

/* Filled by mainline's params query, fn(NULL, 0, 0, &params, ~0UL). */
struct vgr_opaque_params {
	unsigned int size_of_opaque_state;
	unsigned int mmap_prot;
	unsigned int mmap_flags;
	unsigned int reserved[13];
};

#endif /* VGR_NOLIBC_VGETRANDOM_ALLOC_H */
