/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - x86_64's C facts: what the generic headers (vdso/arch.h,
 * vdso/elf.h, nolibc/, chacha/testlib.h) read of it, found through
 * -Iarch/x86_64.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/* The vDSO's getrandom and clock_gettime, and their version. */
#define VGR_VDSO_VERSION		"LINUX_2.6"
#define VGR_VDSO_GETRANDOM		"__vdso_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__vdso_clock_gettime"

/*
 * The vDSO's code without unwind tables in 7.3: vdso_parse's unwind
 * cases XFAIL while it lasts (at most VGR_VDSO_UNWIND_GAPS stretches of
 * .text without an FDE: the stretch after __vdso_getrandom, the end of
 * .text), and XPASS once upstream gives them.
 */
#define VGR_VDSO_UNWIND_GAPS		1
#define VGR_VDSO_UNWIND_WHY		\
	"x86's __arch_chacha20_blocks_nostack (arch/x86/entry/vdso/vdso64/vgetrandom-chacha.S) has no CFI: \"x86/vdso: Fix DWARF generation for getrandom()\", posted October 2024 and April 2025, is not in 7.3"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write: none, it uses no stack.
 */
#define VGR_CHACHA_STACK_ALLOWANCE	0

#endif /* VGR_ARCH_H */
