/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - the C facts of big-endian ppc64 (ELFv1): what the
 * generic headers (vdso/arch.h, vdso/elf.h, nolibc/, chacha/testlib.h)
 * read of it, found through -Iarch/powerpc64.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/*
 * The vDSO's getrandom and clock_gettime, and their version (7.3:
 * arch/powerpc/include/asm/vdso.h's VDSO_VERSION_STRING, vdso64.lds.S).
 * The symbol is the code's address here too, not an ELFv1 descriptor
 * (V_FUNCTION_BEGIN defines none), called with mtctr/bctrl as the
 * kernel's vdso_call.h does, which turns an error (cr0.SO) into -errno.
 */
#define VGR_VDSO_VERSION		"LINUX_2.6.15"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write, none of them secret: it saves r14-r31
 * and the counter pointer in the 288-byte red zone (ELFv1's too).
 */
#define VGR_CHACHA_STACK_ALLOWANCE	288

/*
 * The head and tail of a weak function in a C file's top-level __asm__
 * (nolibc/asm_func.h): ELFv1 puts a descriptor (code address, TOC,
 * environment) in .opd under the name, and the code under .L.name.
 * VGR_FUNC_CODE(f): the code address of C function f, where a branch to
 * it goes (ELFv1 ABI 1.9, 3.2.5: a function pointer is its descriptor's
 * address).
 */
#define VGR_ASM_FUNC(name)						\
	".section \".opd\", \"aw\"\n"					\
	".p2align 3\n"							\
	".weak " #name "\n"						\
	".type " #name ", @function\n"					\
	#name ":\n"							\
	"	.quad .L." #name ", .TOC.@tocbase, 0\n"			\
	".previous\n"							\
	".L." #name ":\n"
#define VGR_ASM_FUNC_END(name)	".size " #name ", . - .L." #name "\n"
#define VGR_FUNC_CODE(f)	(*(const void *const *)(const void *)(f))

#endif /* VGR_ARCH_H */
