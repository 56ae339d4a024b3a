/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - riscv64's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: none.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	0

__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	addi sp, sp, -16\n"
	"	sd ra, 8(sp)\n"
	"	sd s0, 0(sp)\n"
	"	mv s0, sp\n"
	"	mv sp, a1\n"
	"	ld t0, 0(a0)\n"
	"	ld a3, 32(a0)\n"
	"	ld a2, 24(a0)\n"
	"	ld a1, 16(a0)\n"
	"	ld a0, 8(a0)\n"
	"	jalr t0\n"
	"	mv sp, s0\n"
	"	ld ra, 8(sp)\n"
	"	ld s0, 0(sp)\n"
	"	addi sp, sp, 16\n"
	"	ret\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
