/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - arm64's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: none.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	0

__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	stp x29, x30, [sp, #-16]!\n"
	"	mov x29, sp\n"
	"	mov sp, x1\n"
	"	ldr x9, [x0]\n"
	"	ldp x2, x3, [x0, #24]\n"
	"	ldp x0, x1, [x0, #8]\n"
	"	blr x9\n"
	"	mov sp, x29\n"
	"	ldp x29, x30, [sp], #16\n"
	"	ret\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
