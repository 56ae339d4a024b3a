/* SPDX-License-Identifier: GPL-2.0 */
/*
 * asm_func.h - the head and tail of a weak function written in a C
 * file's top-level __asm__, and VGR_FUNC_CODE(f), the code address of C
 * function f, where a branch to it goes: the name is the code, unless
 * the ABI's function symbol is not its code (a descriptor), where the
 * architecture's vgr_arch.h defines all three.
 */
#ifndef VGR_NOLIBC_ASM_FUNC_H
#define VGR_NOLIBC_ASM_FUNC_H

#include "vgr_arch.h"

#ifndef VGR_ASM_FUNC
#define VGR_ASM_FUNC(name)						\
	".text\n"							\
	".weak " #name "\n"						\
	".type " #name ", %function\n"					\
	#name ":\n"
#define VGR_ASM_FUNC_END(name)	".size " #name ", . - " #name "\n"
#define VGR_FUNC_CODE(f)	((const void *)(f))
#endif

#endif /* VGR_NOLIBC_ASM_FUNC_H */
