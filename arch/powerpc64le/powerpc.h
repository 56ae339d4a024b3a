/* SPDX-License-Identifier: GPL-2.0 */
/*
 * powerpc.h - what the nolibc pieces of the three powerpc architectures
 * (ppc64le, big-endian ppc64, powerpc32: their vgr_thread.h and
 * vgr_on_stack.h) share: the clone syscall, the child's end, and ppc64's
 * on-stack call.
 */
#ifndef VGR_ARCH_POWERPC_H
#define VGR_ARCH_POWERPC_H

#include "nolibc/raw_syscall.h"

/*
 * powerpc's clone, every width and ELF ABI: ctid and tls swap places;
 * errors come back with cr0.SO set and a positive errno in r3, returned
 * as -errno; the parent returns, the child goes on at the next line with
 * r3 == 0 (cmp: cmpdi or cmpwi, the word of the machine).
 */
#define VGR_PPC_CLONE(cmp)						\
	"	mr 8, 6\n"						\
	"	mr 6, 7\n"						\
	"	mr 7, 8\n"						\
	"	li 0, " VGR_STR(__NR_clone) "\n"			\
	"	sc\n"							\
	"	bns+ 2f\n"						\
	"	neg 3, 3\n"						\
	"	blr\n"							\
	"2:	" cmp " 3, 0\n"					\
	"	bnelr\n"

/* The child's end on powerpc: a call to ctr, then exit(its return). */
#define VGR_PPC_CALL_CTR_THEN_EXIT					\
	"	mtctr 12\n"						\
	"	bctrl\n"						\
	"	li 0, " VGR_STR(__NR_exit) "\n"			\
	"	sc\n"							\
	"	trap\n"

/* ppc64, either ELF ABI, code in r12: the call's arguments, the call, sp back. */
#define VGR_PPC64_ON_STACK_CALL						\
	"	ld 4, 16(3)\n"						\
	"	ld 5, 24(3)\n"						\
	"	ld 6, 32(3)\n"						\
	"	ld 3, 8(3)\n"						\
	"	mtctr 12\n"						\
	"	bctrl\n"						\
	"	mr 1, 31\n"

#endif /* VGR_ARCH_POWERPC_H */
