/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - x86_64's vgr_thread_clone() (nolibc/thread.h): clone's
 * arguments are (flags, stack, ptid, ctid, tls), and CLONE_SETTLS puts
 * the TLS block's address in %fs's base.
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	mov %rcx, %r10\n"		/* 4th syscall argument */
	"	mov $" VGR_STR(__NR_clone) ", %eax\n"
	"	syscall\n"
	"	test %rax, %rax\n"
	"	jnz 1f\n"
	"	xor %ebp, %ebp\n"		/* outermost frame */
	"	pop %rax\n"			/* entry */
	"	pop %rdi\n"			/* arg */
	"	call *%rax\n"
	"	mov %eax, %edi\n"
	"	mov $" VGR_STR(__NR_exit) ", %eax\n"
	"	syscall\n"
	"	hlt\n"
	"1:	ret\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
