/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kernel.h - what the kernel's build gives every file of the vDSO
 * (types, compiler macros, Kconfig), for the kernel's own
 * lib/vdso/getrandom.c built in userspace (kcode.c includes it first):
 * the kernel's meaning of each, written for this project.
 */
#ifndef VGR_KCODE_KERNEL_H
#define VGR_KCODE_KERNEL_H

#include <linux/types.h>
#include "vgr_arch.h"

typedef __u8 u8;
typedef __u16 u16;
typedef __u32 u32;
typedef __u64 u64;

#undef __always_inline
#define __always_inline		inline __attribute__((__always_inline__))
#define __packed		__attribute__((__packed__))
#define likely(x)		__builtin_expect(!!(x), 1)
#define unlikely(x)		__builtin_expect(!!(x), 0)
#define barrier()		__asm__ __volatile__("" : : : "memory")
#define READ_ONCE(x)		(*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, val)	do { *(volatile __typeof__(x) *)&(x) = (val); } while (0)
#define BUILD_BUG_ON(cond)	_Static_assert(!(cond), "BUILD_BUG_ON(" #cond ")")

/*
 * Kconfig: each option the code asks IS_ENABLED() about is 0 or 1 here.
 * CONFIG_PAGE_SHIFT comes from the build (the host's page size).
 */
#define IS_ENABLED(option)	(option)
#define CONFIG_64BIT		(__SIZEOF_LONG__ == 8)
#ifdef VGR_KCODE_EFFICIENT_UNALIGNED
#define CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS	1
#else
#define CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS	0
#endif
#ifndef CONFIG_PAGE_SHIFT
#error "CONFIG_PAGE_SHIFT: give the page size's shift (-DCONFIG_PAGE_SHIFT=12)"
#endif

#endif /* VGR_KCODE_KERNEL_H */
