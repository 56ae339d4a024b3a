/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ioport.h - x86 port I/O for the PID 1 runner: iopl/ioperm, which nolibc
 * lacks, and outb/outl to reach QEMU's isa-debug-exit device. Other
 * architectures have no port I/O: vgr_ioperm() says -ENOSYS there, and
 * the verdict reaches the host by the console line alone.
 */
#ifndef VGR_NOLIBC_IOPORT_H
#define VGR_NOLIBC_IOPORT_H

#include "raw_syscall.h"

#if defined(__x86_64__)
static inline long vgr_ioperm(unsigned long from, unsigned long num, int on)
{
	return __nolibc_syscall3(__NR_ioperm, from, num, on);
}

static inline long vgr_iopl(int level)
{
	return __nolibc_syscall1(__NR_iopl, level);
}

static inline void vgr_outb(unsigned char value, unsigned short port)
{
	__asm__ volatile("outb %0, %1" : : "a"(value), "Nd"(port));
}

static inline void vgr_outl(unsigned int value, unsigned short port)
{
	__asm__ volatile("outl %0, %1" : : "a"(value), "Nd"(port));
}
#else
static inline long vgr_ioperm(unsigned long from, unsigned long num, int on)
{
	return -ENOSYS;
}

static inline void vgr_outb(unsigned char value, unsigned short port)
{
}
#endif

#endif /* VGR_NOLIBC_IOPORT_H */
