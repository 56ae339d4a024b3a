/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - riscv64's C facts: what the generic headers (vdso/arch.h,
 * vdso/elf.h, nolibc/, chacha/testlib.h) read of it, found through
 * -Iarch/riscv64.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/* The vDSO's getrandom and clock_gettime, and their version. */
#define VGR_VDSO_VERSION		"LINUX_4.15"
#define VGR_VDSO_GETRANDOM		"__vdso_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__vdso_clock_gettime"

/*
 * struct sigaction has no sa_restorer (7.3: no __ARCH_HAS_SA_RESTORER in
 * arch/riscv/include/asm/signal.h).
 */
#define VGR_HAS_SA_RESTORER		0

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write, none of them secret: it saves s0-s11
 * on a 96-byte frame.
 */
#define VGR_CHACHA_STACK_ALLOWANCE	96

#endif /* VGR_ARCH_H */
