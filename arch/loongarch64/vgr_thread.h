/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - loongarch64's vgr_thread_clone() (nolibc/thread.h): without
 * CONFIG_CLONE_BACKWARDS, clone's arguments are x86_64's (flags, stack,
 * ptid, ctid, tls; 7.3: kernel/fork.c, arch/loongarch/Kconfig), and
 * CLONE_SETTLS puts the TLS block's address in tp.
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	li.w $a7, " VGR_STR(__NR_clone) "\n"
	"	syscall 0\n"
	"	bnez $a0, 1f\n"
	"	ld.d $t0, $sp, 0\n"		/* entry */
	"	ld.d $a0, $sp, 8\n"		/* arg */
	"	addi.d $sp, $sp, 16\n"
	"	move $ra, $zero\n"		/* outermost frame */
	"	move $fp, $zero\n"
	"	jirl $ra, $t0, 0\n"
	"	li.w $a7, " VGR_STR(__NR_exit) "\n"
	"	syscall 0\n"
	"	break 0\n"
	"1:	jr $ra\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
