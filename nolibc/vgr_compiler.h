/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_compiler.h - the kernel's spellings of what the tests need from
 * the compiler and nolibc does not give them: __aligned(), and
 * READ_ONCE()/WRITE_ONCE() for memory that a signal handler or another
 * thread shares, as relaxed atomics, which the compiler neither tears,
 * merges nor leaves out. A 64-bit value on a 32-bit machine, which has
 * no 64-bit atomics, goes through vgr_read_u64_once() and
 * vgr_write_u64_once(): two word accesses between compiler barriers,
 * as the kernel's READ_ONCE() and WRITE_ONCE() make there.
 */
#ifndef VGR_NOLIBC_COMPILER_H
#define VGR_NOLIBC_COMPILER_H

#include <linux/types.h>

#ifndef __aligned
#define __aligned(x)		__nolibc_aligned(x)
#endif

#ifndef READ_ONCE
#define READ_ONCE(x)		__atomic_load_n(&(x), __ATOMIC_RELAXED)
#define WRITE_ONCE(x, val)	__atomic_store_n(&(x), (val), __ATOMIC_RELAXED)
#endif

#if __SIZEOF_LONG__ == 8
static inline __u64 vgr_read_u64_once(const __u64 *p)
{
	return READ_ONCE(*p);
}

static inline void vgr_write_u64_once(__u64 *p, __u64 val)
{
	WRITE_ONCE(*p, val);
}
#else
static inline __u64 vgr_read_u64_once(const __u64 *p)
{
	__u64 val;

	__asm__ __volatile__("" : : : "memory");
	val = *p;
	__asm__ __volatile__("" : : : "memory");
	return val;
}

static inline void vgr_write_u64_once(__u64 *p, __u64 val)
{
	__asm__ __volatile__("" : : : "memory");
	*p = val;
	__asm__ __volatile__("" : : : "memory");
}
#endif

#endif /* VGR_NOLIBC_COMPILER_H */
