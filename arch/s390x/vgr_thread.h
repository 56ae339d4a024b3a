/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_thread.h - s390x's vgr_thread_clone() (nolibc/thread.h): clone's
 * arguments are (stack, flags, ptid, ctid, tls), and CLONE_SETTLS puts
 * the TLS block's address in access registers a0:a1.
 */
#ifndef VGR_ARCH_THREAD_H
#define VGR_ARCH_THREAD_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	lgr %r1, %r2\n"			/* stack first, then flags */
	"	lgr %r2, %r3\n"
	"	lgr %r3, %r1\n"
	"	svc " VGR_STR(__NR_clone) "\n"
	"	ltgr %r2, %r2\n"
	"	jnz 1f\n"
	"	lg %r1, 0(%r15)\n"		/* entry */
	"	lg %r2, 8(%r15)\n"		/* arg */
	"	aghi %r15, -160\n"		/* the callee's save area */
	"	xc 0(8, %r15), 0(%r15)\n"	/* back chain 0: outermost */
	"	basr %r14, %r1\n"
	"	svc " VGR_STR(__NR_exit) "\n"
	"	j .\n"
	"1:	br %r14\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));

#endif /* VGR_ARCH_THREAD_H */
