/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_sigreturn.h - x86_64's SA_RESTORER trampoline (nolibc/sigaction.h):
 * its kernel returns from a signal handler only through the restorer
 * that rt_sigaction was given with SA_RESTORER, and nolibc has none.
 */
#ifndef VGR_ARCH_SIGRETURN_H
#define VGR_ARCH_SIGRETURN_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

#ifndef SA_RESTORER
#define SA_RESTORER	0x04000000
#endif

void vgr_sigreturn_trampoline(void);
__asm__(VGR_ASM_FUNC(vgr_sigreturn_trampoline)
	"	mov $" VGR_STR(__NR_rt_sigreturn) ", %eax\n"
	"	syscall\n"
	"	hlt\n"
	VGR_ASM_FUNC_END(vgr_sigreturn_trampoline));
#define VGR_SA_RESTORER	SA_RESTORER
#define VGR_RESTORER	vgr_sigreturn_trampoline

#endif /* VGR_ARCH_SIGRETURN_H */
