/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_ioport.h - x86_64's port I/O (nolibc/ioport.h): iopl/ioperm, which
 * nolibc lacks, and outb/outl, that reach QEMU's isa-debug-exit device
 * (the record's qemu_options) from the PID 1 runner.
 */
#ifndef VGR_ARCH_IOPORT_H
#define VGR_ARCH_IOPORT_H

#include "nolibc/raw_syscall.h"

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

#endif /* VGR_ARCH_IOPORT_H */
