/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - big-endian ppc64's vgr_on_stack() (nolibc/on_stack.h),
 * and VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: ELFv1's 48-byte header and the 64-byte parameter save
 * area that every ELFv1 caller provides.
 */
/*
 * clang's build (make LLVM=1) is ELFv2 (arch.conf's clang_cflags: lld
 * links ppc64 as ELFv2 only), whose code is ppc64le's.
 */
#if defined(_CALL_ELF) && _CALL_ELF == 2
#include "arch/powerpc64le/vgr_on_stack.h"
#else
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"
#include "arch/powerpc64le/powerpc.h"

#define VGR_ON_STACK_FRAME	112

/* ELFv1: fn is a descriptor, its code and TOC; r2 and r31 kept. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	mflr 0\n"
	"	std 0, 16(1)\n"
	"	stdu 1, -128(1)\n"
	"	std 31, 120(1)\n"
	"	std 2, 112(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	std 31, 0(1)\n"
	"	ld 11, 0(3)\n"
	"	ld 12, 0(11)\n"
	"	ld 2, 8(11)\n"
	VGR_PPC64_ON_STACK_CALL
	"	ld 2, 112(1)\n"
	"	ld 31, 120(1)\n"
	"	addi 1, 1, 128\n"
	"	ld 0, 16(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
#endif /* _CALL_ELF == 2 */
