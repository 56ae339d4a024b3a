/* SPDX-License-Identifier: GPL-2.0 */
/*
 * raw_syscall.h - the raw syscall macros of the kernel's nolibc, under the
 * name they have since Linux 7.0 (__nolibc_syscallN); older nolibc trees
 * (6.16 to 6.19) call them my_syscallN. Wrappers in this directory return
 * the kernel's value as it is: a result, or -errno.
 */
#ifndef VGR_NOLIBC_RAW_SYSCALL_H
#define VGR_NOLIBC_RAW_SYSCALL_H

#ifndef __nolibc_syscall0
#define __nolibc_syscall0 my_syscall0
#define __nolibc_syscall1 my_syscall1
#define __nolibc_syscall2 my_syscall2
#define __nolibc_syscall3 my_syscall3
#define __nolibc_syscall4 my_syscall4
#define __nolibc_syscall5 my_syscall5
#define __nolibc_syscall6 my_syscall6
#endif

/* A macro's value as a string, for syscall numbers in inline assembly. */
#define VGR_STR_(x)	#x
#define VGR_STR(x)	VGR_STR_(x)

#endif /* VGR_NOLIBC_RAW_SYSCALL_H */
