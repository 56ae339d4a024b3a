/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - s390x's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: the 160-byte register save area, back chain at its bottom.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	160

/* r15 is callee-saved: the back chain of the new frame finds it again. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	stmg %r14, %r15, 112(%r15)\n"
	"	lgr %r0, %r15\n"
	"	lgr %r1, %r2\n"
	"	lay %r15, -" VGR_STR(VGR_ON_STACK_FRAME) "(%r3)\n"
	"	stg %r0, 0(%r15)\n"
	"	lmg %r2, %r5, 8(%r1)\n"
	"	lg %r1, 0(%r1)\n"
	"	basr %r14, %r1\n"
	"	lg %r15, 0(%r15)\n"
	"	lmg %r14, %r15, 112(%r15)\n"
	"	br %r14\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
