/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ioport.h - port I/O for the PID 1 runner, to reach QEMU's
 * isa-debug-exit device: the architecture's vgr_ioperm() and vgr_outb()
 * where it has port I/O (arch/ARCH/vgr_ioport.h). Elsewhere vgr_ioperm()
 * says -EOPNOTSUPP, and the verdict reaches the host by the console line
 * alone.
 */
#ifndef VGR_NOLIBC_IOPORT_H
#define VGR_NOLIBC_IOPORT_H

#if __has_include("vgr_ioport.h")
#include "vgr_ioport.h"
#else
static inline long vgr_ioperm(unsigned long from, unsigned long num, int on)
{
	return -EOPNOTSUPP;
}

static inline void vgr_outb(unsigned char value, unsigned short port)
{
}
#endif

#endif /* VGR_NOLIBC_IOPORT_H */
