/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_on_stack.h - x86_64's vgr_on_stack() (nolibc/on_stack.h), and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame: the return address.
 */
#ifndef VGR_ARCH_ON_STACK_H
#define VGR_ARCH_ON_STACK_H

#include "nolibc/asm_func.h"

#define VGR_ON_STACK_FRAME	8

__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	push %rbp\n"
	"	mov %rsp, %rbp\n"
	"	mov %rsi, %rsp\n"
	"	mov %rdi, %rax\n"
	"	mov 8(%rax), %rdi\n"
	"	mov 16(%rax), %rsi\n"
	"	mov 24(%rax), %rdx\n"
	"	mov 32(%rax), %rcx\n"
	"	call *(%rax)\n"
	"	mov %rbp, %rsp\n"
	"	pop %rbp\n"
	"	ret\n"
	VGR_ASM_FUNC_END(vgr_on_stack));

#endif /* VGR_ARCH_ON_STACK_H */
