/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - arm64's vgr_thread_clone() (nolibc/thread.h): clone's
 * arguments are (flags, stack, ptid, tls, ctid), and CLONE_SETTLS puts
 * the TLS block's address in tpidr_el0.
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	mov x5, x3\n"			/* ctid and tls swap places */
	"	mov x3, x4\n"
	"	mov x4, x5\n"
	"	mov x8, #" VGR_STR(__NR_clone) "\n"
	"	svc #0\n"
	"	cbnz x0, 1f\n"
	"	ldp x9, x0, [sp], #16\n"	/* entry, arg */
	"	mov x29, #0\n"			/* outermost frame */
	"	mov x30, #0\n"
	"	blr x9\n"
	"	mov x8, #" VGR_STR(__NR_exit) "\n"
	"	svc #0\n"
	"	brk #0\n"
	"1:	ret\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
