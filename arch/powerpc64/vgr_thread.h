/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - big-endian ppc64's vgr_thread_clone() (nolibc/thread.h):
 * clone's arguments are (flags, stack, ptid, tls, ctid), and CLONE_SETTLS
 * puts the TLS block's address in r13 (where the ABI's would be TCB +
 * 0x7000; nothing reads it).
 */
/*
 * clang's build (make LLVM=1) is ELFv2 (arch.conf's clang_cflags: lld
 * links ppc64 as ELFv2 only), whose code is ppc64le's.
 */
#if defined(_CALL_ELF) && _CALL_ELF == 2
#include "arch/powerpc64le/vgr_thread.h"
#else
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/asm_func.h"
#include "arch/powerpc64le/powerpc.h"

/* ELFv1: entry is a descriptor; the child's frame is ELFv1's 112 bytes. */
__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	VGR_PPC_CLONE("cmpdi")
	"	ld 11, 0(1)\n"			/* entry's descriptor */
	"	ld 3, 8(1)\n"			/* arg */
	"	addi 1, 1, -96\n"		/* a frame, back chain 0 */
	"	li 0, 0\n"
	"	std 0, 0(1)\n"
	"	ld 12, 0(11)\n"
	"	ld 2, 8(11)\n"
	VGR_PPC_CALL_CTR_THEN_EXIT
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
#endif /* _CALL_ELF == 2 */
