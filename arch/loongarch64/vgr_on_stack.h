/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - loongarch64's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: none.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	0

__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	addi.d $sp, $sp, -16\n"
	"	st.d $ra, $sp, 8\n"
	"	st.d $fp, $sp, 0\n"
	"	move $fp, $sp\n"
	"	move $sp, $a1\n"
	"	ld.d $t0, $a0, 0\n"
	"	ld.d $a3, $a0, 32\n"
	"	ld.d $a2, $a0, 24\n"
	"	ld.d $a1, $a0, 16\n"
	"	ld.d $a0, $a0, 8\n"
	"	jirl $ra, $t0, 0\n"
	"	move $sp, $fp\n"
	"	ld.d $ra, $sp, 8\n"
	"	ld.d $fp, $sp, 0\n"
	"	addi.d $sp, $sp, 16\n"
	"	jr $ra\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
