/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_arch.h - s390x's C facts: what the generic headers (vdso/arch.h,
 * vdso/elf.h, nolibc/, chacha/testlib.h) read of it, found through
 * -Iarch/s390x.
 */
#ifndef VGR_ARCH_H
#define VGR_ARCH_H

/* The vDSO's getrandom and clock_gettime, and their version. */
#define VGR_VDSO_VERSION		"LINUX_2.6.29"
#define VGR_VDSO_GETRANDOM		"__kernel_getrandom"
#define VGR_VDSO_CLOCK_GETTIME		"__kernel_clock_gettime"

/* struct sigaction has sa_restorer (7.3: __ARCH_HAS_SA_RESTORER). */
#define VGR_HAS_SA_RESTORER		1

/*
 * The bytes below the stack pointer that the kernel's
 * vgetrandom-chacha.S may write: none, it uses no stack.
 */
#define VGR_CHACHA_STACK_ALLOWANCE	0

/*
 * __NR_mmap is the old mmap, whose one argument points to the six
 * (nolibc/mm.h).
 */
#define VGR_OLD_MMAP			1

/* DT_HASH's words are 64 bits in its ELF64 (vdso/elf.h), as on alpha. */
#define VGR_ELF64_HASH_WORD_BITS	64

#endif /* VGR_ARCH_H */
