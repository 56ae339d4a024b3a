/* SPDX-License-Identifier: GPL-2.0 */
/*
 * testlib.h - what the freestanding chacha tests share: the function
 * under test (vgr_chacha20_blocks_nostack unless the build names another
 * with -DVGR_CHACHA_UNDER_TEST=symbol, e.g. a fault variant), counters
 * as 64-bit numbers, byte patterns, and mappings fenced by PROT_NONE;
 * the libsodium vectors (vectors.h).
 * The bytes below the stack pointer that it may write, none of them
 * secret, are the architecture's VGR_CHACHA_STACK_ALLOWANCE (vgr_arch.h).
 */
#ifndef VGR_CHACHA_TESTLIB_H
#define VGR_CHACHA_TESTLIB_H

#include <linux/types.h>
#include <sys/mman.h>

#include "chacha/chacha.h"
#include "chacha/vectors.h"
#include "nolibc/mm.h"
#include "vgr_arch.h"

#ifndef VGR_CHACHA_UNDER_TEST
#define VGR_CHACHA_UNDER_TEST vgr_chacha20_blocks_nostack
#endif
#ifndef VGR_CHACHA_IMPL_SRC
#define VGR_CHACHA_IMPL_SRC "libvgr.a"
#endif
#define VGR_STRINGIFY_(x) #x
#define VGR_STRINGIFY(x) VGR_STRINGIFY_(x)
#define CHACHA_UNDER_TEST_NAME VGR_STRINGIFY(VGR_CHACHA_UNDER_TEST)

void VGR_CHACHA_UNDER_TEST(__u8 *dst, const __u32 key[8], __u32 counter[2],
			   size_t nblocks);

#define chacha_under_test VGR_CHACHA_UNDER_TEST

#define CHACHA_VEC_BYTES (VGR_CHACHA_VEC_BLOCKS * VGR_CHACHA_BLOCK)

/*
 * The long runs, as many blocks as mainline's vdso_test_chacha: checked
 * against the C reference, which the vectors check.
 */
#define CHACHA_LONG_BLOCKS 128
#define CHACHA_LONG_BYTES (CHACHA_LONG_BLOCKS * VGR_CHACHA_BLOCK)

static inline __u64 counter_get(const __u32 counter[2])
{
	return (__u64)counter[1] << 32 | counter[0];
}

static inline void counter_set(__u32 counter[2], __u64 value)
{
	counter[0] = (__u32)value;
	counter[1] = (__u32)(value >> 32);
}

/* A byte pattern that no ChaCha20 output or key is likely to repeat. */
static inline __u8 pattern_byte(size_t i)
{
	return (__u8)(0xa5 ^ (i * 37) ^ (i >> 8));
}

static inline void pattern_fill(__u8 *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = pattern_byte(i);
}

/* The first offset in [from, to) whose byte lost its pattern, or -1. */
static inline long pattern_changed(const __u8 *p, size_t from, size_t to)
{
	size_t i;

	for (i = from; i < to; i++)
		if (p[i] != pattern_byte(i))
			return (long)i;
	return -1;
}

/*
 * npages read-write pages with a PROT_NONE page on each side; NULL on
 * failure. guarded_free() takes the same npages.
 */
static inline __u8 *guarded_alloc(size_t npages)
{
	long base = vgr_mmap(NULL, (npages + 2) * VGR_PAGE_SIZE, PROT_NONE,
			     MAP_PRIVATE | MAP_ANONYMOUS);

	if (vgr_is_err(base))
		return NULL;
	if (vgr_mprotect((void *)(base + VGR_PAGE_SIZE), npages * VGR_PAGE_SIZE,
			 PROT_READ | PROT_WRITE))
		return NULL;
	return (__u8 *)base + VGR_PAGE_SIZE;
}

static inline void guarded_free(__u8 *p, size_t npages)
{
	munmap(p - VGR_PAGE_SIZE, (npages + 2) * VGR_PAGE_SIZE);
}

#endif /* VGR_CHACHA_TESTLIB_H */
