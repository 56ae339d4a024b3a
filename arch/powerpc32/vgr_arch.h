/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - the C facts of powerpc32 (big-endian): what the generic headers
 * (vdso/arch.h, vdso/elf.h, nolibc/, chacha/testlib.h) read of it,
 * found through -Iarch/powerpc32.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/*
 * The vDSO's getrandom and clock_gettime, and their version (7.3:
 * arch/powerpc/include/asm/vdso.h's VDSO_VERSION_STRING, vdso32.lds.S).
 * The symbol is the code's address, called with mtctr/bctrl as the
 * kernel's vdso_call.h does, which turns an error (cr0.SO) into -errno.
 * vdso32 has __kernel_clock_gettime (a 32-bit time_t) only with
 * CONFIG_COMPAT_32BIT_TIME, and __kernel_clock_gettime64 always (5.11
 * on), whose 64-bit timespec is nolibc's (clock_gettime64).
 */
#define VGR_VDSO_VERSION		"LINUX_2.6.15"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime64"

/*
 * The vDSO's code without unwind tables in 7.3: vdso_parse's unwind
 * cases XFAIL while it lasts (at most VGR_VDSO_UNWIND_GAPS stretches of
 * .text without an FDE: ChaCha20 and crtsavres' helpers), and XPASS once
 * upstream gives them.
 */
#define VGR_VDSO_UNWIND_GAPS		2
#define VGR_VDSO_UNWIND_WHY		\
	"powerpc's __arch_chacha20_blocks_nostack (vgetrandom-chacha.S) has no CFI, nor has crtsavres' _save32gpr_* and _rest32gpr_*: found here, no upstream report"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write, none of them secret: it saves r14-r31
 * and the counter pointer on a 96-byte frame (stwu r1, -96(r1)).
 */
#define VGR_CHACHA_STACK_ALLOWANCE	96

#endif /* VGR_ARCH_H */
