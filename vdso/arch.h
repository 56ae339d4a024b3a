/* SPDX-License-Identifier: GPL-2.0 */
/*
 * arch.h - the facts of each architecture's vDSO getrandom in one place:
 * the names and version of its symbols, and how it is called (powerpc
 * returns errors through cr0.SO, which the kernel's vdso_call.h turns
 * into -errno). The page size is never a fact here: see VGR_PAGE_SIZE.
 */
#ifndef VGR_VDSO_ARCH_H
#define VGR_VDSO_ARCH_H

#include "vDSO/vdso_call.h"

#if defined(__x86_64__)
#define VGR_VDSO_VERSION		"LINUX_2.6"
#define VGR_VDSO_GETRANDOM		"__vdso_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__vdso_clock_gettime"
#elif defined(__aarch64__)
#define VGR_VDSO_VERSION		"LINUX_2.6.39"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"
#elif defined(__powerpc__)
/*
 * Both widths and byte orders (7.3: arch/powerpc/include/asm/vdso.h's
 * VDSO_VERSION_STRING, vdso32.lds.S and vdso64.lds.S). The symbol is the
 * code's address, also on big-endian ppc64 (V_FUNCTION_BEGIN defines no
 * ELFv1 descriptor), and is called with mtctr/bctrl as vdso_call.h does.
 * vdso32 has __kernel_clock_gettime (a 32-bit time_t) only with
 * CONFIG_COMPAT_32BIT_TIME, and __kernel_clock_gettime64 always (5.11
 * on), whose 64-bit timespec is nolibc's (clock_gettime64).
 */
#define VGR_VDSO_VERSION		"LINUX_2.6.15"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#if defined(__powerpc64__)
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"
#else
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime64"
#endif
#elif defined(__s390x__)
#define VGR_VDSO_VERSION		"LINUX_2.6.29"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"
#elif defined(__riscv) && __riscv_xlen == 64
#define VGR_VDSO_VERSION		"LINUX_4.15"
#define VGR_VDSO_GETRANDOM		"__vdso_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__vdso_clock_gettime"
#elif defined(__loongarch64)
/* 7.3: arch/loongarch/vdso/vdso.lds.S */
#define VGR_VDSO_VERSION		"LINUX_5.10"
#define VGR_VDSO_GETRANDOM		"__vdso_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__vdso_clock_gettime"
#else
#error "no vDSO getrandom facts for this architecture"
#endif

/* The symbol as `NAME@VERSION`, for messages. */
#define VGR_VDSO_GETRANDOM_AT	VGR_VDSO_GETRANDOM "@" VGR_VDSO_VERSION

#endif /* VGR_VDSO_ARCH_H */
