/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - riscv64's vgr_thread_clone() (nolibc/thread.h): clone's
 * arguments are (flags, stack, ptid, tls, ctid), and CLONE_SETTLS puts
 * the TLS block's address in tp.
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	mv t0, a3\n"			/* ctid and tls swap places */
	"	mv a3, a4\n"
	"	mv a4, t0\n"
	"	li a7, " VGR_STR(__NR_clone) "\n"
	"	ecall\n"
	"	bnez a0, 1f\n"
	"	ld t1, 0(sp)\n"			/* entry */
	"	ld a0, 8(sp)\n"			/* arg */
	"	addi sp, sp, 16\n"
	"	li ra, 0\n"			/* outermost frame */
	"	li s0, 0\n"
	"	jalr t1\n"
	"	li a7, " VGR_STR(__NR_exit) "\n"
	"	ecall\n"
	"	ebreak\n"
	"1:	ret\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
