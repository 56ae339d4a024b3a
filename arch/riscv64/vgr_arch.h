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
 * The vDSO's code without unwind tables in 7.3: vdso_parse's unwind
 * cases XFAIL while it lasts (at most VGR_VDSO_UNWIND_GAPS stretches of
 * .text, VGR_VDSO_UNWIND_MISSES exported functions without an FDE: the C
 * functions (five exported: gettimeofday, clock_gettime, clock_getres,
 * riscv_hwprobe, getrandom) and ChaCha20), and XPASS once upstream gives
 * them.
 */
#define VGR_VDSO_UNWIND_GAPS		3
#define VGR_VDSO_UNWIND_MISSES		5
#define VGR_VDSO_UNWIND_WHY		\
	"arch/riscv/Makefile builds all C, the vDSO's too, with -fno-asynchronous-unwind-tables -fno-unwind-tables, and vgetrandom-chacha.S has no CFI: only the assembly's own CFI (sigreturn, getcpu, flush_icache) is there; found here, no upstream report"

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
