/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - ppc64le's vgr_thread_clone() (nolibc/thread.h): clone's
 * arguments are (flags, stack, ptid, tls, ctid), and CLONE_SETTLS puts
 * the TLS block's address in r13 (where the ABI's would be TCB + 0x7000;
 * nothing reads it).
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "arch/powerpc64le/powerpc.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	VGR_PPC_CLONE("cmpdi")
	"	ld 12, 0(1)\n"			/* entry, for its global entry */
	"	ld 3, 8(1)\n"			/* arg */
	"	addi 1, 1, -64\n"		/* a frame, back chain 0 */
	"	li 0, 0\n"
	"	std 0, 0(1)\n"
	VGR_PPC_CALL_CTR_THEN_EXIT
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
