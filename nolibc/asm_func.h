/* SPDX-License-Identifier: GPL-2.0 */
/*
 * asm_func.h - the head and tail of a weak function written in a C
 * file's top-level __asm__, for the ABIs whose function symbol is not
 * its code: big-endian ppc64's ELFv1 puts a descriptor (code address,
 * TOC, environment) in .opd under the name, and the code under .L.name.
 * Elsewhere the name is the code. VGR_FUNC_CODE(f): the code address of
 * C function f, where a branch to it goes (ELFv1 ABI 1.9, 3.2.5: a
 * function pointer there is its descriptor's address).
 */
#ifndef VGR_NOLIBC_ASM_FUNC_H
#define VGR_NOLIBC_ASM_FUNC_H

#if defined(__powerpc64__) && (!defined(_CALL_ELF) || _CALL_ELF == 1)
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
#else
#define VGR_ASM_FUNC(name)						\
	".text\n"							\
	".weak " #name "\n"						\
	".type " #name ", %function\n"					\
	#name ":\n"
#define VGR_ASM_FUNC_END(name)	".size " #name ", . - " #name "\n"
#define VGR_FUNC_CODE(f)	((const void *)(f))
#endif

#endif /* VGR_NOLIBC_ASM_FUNC_H */
