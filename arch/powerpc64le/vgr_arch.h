/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - ppc64le's C facts: what the generic headers (vdso/arch.h,
 * vdso/elf.h, nolibc/, chacha/testlib.h) read of it, found through
 * -Iarch/powerpc64le.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/*
 * The vDSO's getrandom and clock_gettime, and their version (7.3:
 * arch/powerpc/include/asm/vdso.h's VDSO_VERSION_STRING, vdso64.lds.S).
 * The symbol is the code's address, called with mtctr/bctrl as the
 * kernel's vdso_call.h does, which turns an error (cr0.SO) into -errno.
 */
#define VGR_VDSO_VERSION		"LINUX_2.6.15"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"

/*
 * The vDSO's code without unwind tables in 7.3: vdso_parse's unwind
 * cases XFAIL while it lasts (at most VGR_VDSO_UNWIND_GAPS stretches of
 * .text without an FDE: ChaCha20, the words after the signal trampoline,
 * and (ppc64 big-endian, both compilers) nops before a function and
 * crtsavres' helpers), and XPASS once upstream gives them.
 */
#define VGR_VDSO_UNWIND_GAPS		4
#define VGR_VDSO_UNWIND_WHY		\
	"powerpc's __arch_chacha20_blocks_nostack (vgetrandom-chacha.S) has no CFI, nor have the 28 bytes after __kernel_sigtramp_rt64 (the magic words of sigtramp64.S, data), the nops before some functions, and (big-endian, GCC) crtsavres' _savegpr0_*: found here, no upstream report"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write, none of them secret: it saves r14-r31
 * and the counter pointer in ELFv2's 288-byte red zone.
 */
#define VGR_CHACHA_STACK_ALLOWANCE	288

#endif /* VGR_ARCH_H */
