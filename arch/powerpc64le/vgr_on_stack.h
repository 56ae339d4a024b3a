/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - ppc64le's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: ELFv2's 32-byte header: back chain, CR, LR, TOC.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/raw_syscall.h"
#include "arch/powerpc64le/powerpc.h"
#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	32

/* ELFv2: r12 holds the callee for its global entry; r2 and r31 kept. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	mflr 0\n"
	"	std 0, 16(1)\n"
	"	stdu 1, -48(1)\n"
	"	std 31, 40(1)\n"
	"	std 2, 32(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	std 31, 0(1)\n"
	"	ld 12, 0(3)\n"
	VGR_PPC64_ON_STACK_CALL
	"	ld 2, 32(1)\n"
	"	ld 31, 40(1)\n"
	"	addi 1, 1, 48\n"
	"	ld 0, 16(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
