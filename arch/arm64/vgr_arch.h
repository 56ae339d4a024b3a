/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - arm64's C facts: what the generic headers (vdso/arch.h,
 * vdso/elf.h, nolibc/, chacha/testlib.h) read of it, found through
 * -Iarch/arm64.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/* The vDSO's getrandom and clock_gettime, and their version. */
#define VGR_VDSO_VERSION		"LINUX_2.6.39"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"

/*
 * The vDSO has no unwind tables at all (VGR_VDSO_UNWIND_GAPS 0):
 * vdso_parse's unwind cases XFAIL, and XPASS the day it has them.
 */
#define VGR_VDSO_UNWIND_GAPS		0
#define VGR_VDSO_UNWIND_WHY		\
	"arch/arm64/kernel/vdso/vdso.lds.S discards .eh_frame and .eh_frame_hdr: arm64's vDSO has no unwind tables by design (its unwinders use the frame record and the link register)"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write: none, it uses no stack.
 */
#define VGR_CHACHA_STACK_ALLOWANCE	0

#endif /* VGR_ARCH_H */
