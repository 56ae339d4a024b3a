/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - the C facts of big-endian ppc64 (ELFv1), found through
 * -Iarch/powerpc64: ppc64le's (its vDSO symbols and version, the call,
 * the red zone the kernel's ChaCha uses: the same in either byte order;
 * the symbol is the code's address here too, not an ELFv1 descriptor,
 * as V_FUNCTION_BEGIN defines none), and ELFv1's function descriptors.
 */
#include "../powerpc64le/vgr_arch.h"

/* clang's build is ELFv2 (arch.conf's clang_cflags): ppc64le's alone. */
#if !defined(_CALL_ELF) || _CALL_ELF != 2
#ifndef VGR_ARCH_PPC64_ELFV1_H
#define VGR_ARCH_PPC64_ELFV1_H

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

#endif /* VGR_ARCH_PPC64_ELFV1_H */
#endif /* _CALL_ELF != 2 */
