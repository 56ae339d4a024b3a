/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - powerpc32's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: the SysV back chain and LR word, 8 bytes, 16 to keep
 * the alignment.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	16

/* SysV ppc32: the callee saves LR at 4 of the frame it is given. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	mflr 0\n"
	"	stw 0, 4(1)\n"
	"	stwu 1, -16(1)\n"
	"	stw 31, 12(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	stw 31, 0(1)\n"
	"	lwz 12, 0(3)\n"
	"	lwz 4, 8(3)\n"
	"	lwz 5, 12(3)\n"
	"	lwz 6, 16(3)\n"
	"	lwz 3, 4(3)\n"
	"	mtctr 12\n"
	"	bctrl\n"
	"	mr 1, 31\n"
	"	lwz 31, 12(1)\n"
	"	addi 1, 1, 16\n"
	"	lwz 0, 4(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
