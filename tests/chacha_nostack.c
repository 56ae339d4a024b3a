// SPDX-License-Identifier: GPL-2.0
/*
 * chacha_nostack.c - what the block function under test (chacha/testlib.h)
 * must not do: use the stack beyond its architecture's allowance
 * (VGR_CHACHA_STACK_ALLOWANCE, arch/ARCH/vgr_arch.h) or leave a key or
 * keystream word there (run on a patterned page, and at the very bottom
 * of a mapping above a PROT_NONE page), touch memory outside
 * dst[0..64*nblocks) and counter (all of them fenced by PROT_NONE pages,
 * the key read-only), or leave key or state words in the registers that
 * the architecture's own cases check.
 */
#include "nolibc/pidfd_fallback.h"

#include "chacha/testlib.h"
#include "nolibc/on_stack.h"

/* The first vector's keystream over the long run, from the reference. */
static __u8 expect[CHACHA_LONG_BYTES];
static __u8 out[CHACHA_LONG_BYTES];

/*
 * The first vector, once expect holds its keystream; NULL unless the
 * reference gives libsodium's blocks for it.
 */
static const struct vgr_chacha_vector *first_vector(void)
{
	const struct vgr_chacha_vector *v = &vgr_chacha_vectors[0];
	static __u8 head[CHACHA_VEC_BYTES];
	__u32 counter[2];

	counter_set(counter, counter_get(v->counter));
	vgr_chacha20_blocks_ref(expect, v->key, counter, CHACHA_LONG_BLOCKS);
	vgr_chacha_vector_stream(v, head, VGR_CHACHA_VEC_BLOCKS);
	return memcmp(head, expect, sizeof(head)) ? NULL : v;
}

/*
 * Runs nblocks of the first vector on the stack below top (see
 * nolibc/on_stack.h); checks output and counter.
 */
static void run_first_vector_on(struct __test_metadata *_metadata,
				__u8 *top, size_t nblocks)
{
	const struct vgr_chacha_vector *v = first_vector();
	__u32 counter[2];
	struct vgr_stack_call call = {
		.fn = chacha_under_test,
		.arg = { (long)out, (long)(v ? v->key : NULL), (long)counter,
			 (long)nblocks },
	};

	ASSERT_NE(NULL, v);
	counter_set(counter, counter_get(v->counter));
	vgr_on_stack(&call, top);
	ASSERT_EQ(0, memcmp(out, expect, nblocks * VGR_CHACHA_BLOCK));
	ASSERT_EQ(counter_get(v->counter) + nblocks, counter_get(counter));
}

/* The offset of a key or keystream word in p[from, to), or -1. */
static long secret_word_at(const __u8 *p, size_t from, size_t to,
			   size_t nblocks)
{
	const struct vgr_chacha_vector *v = first_vector();
	const size_t words = nblocks * VGR_CHACHA_BLOCK / 4;
	size_t at, k;
	__u32 w;

	for (at = from; at + 4 <= to; at += 4) {
		memcpy(&w, p + at, 4);
		for (k = 0; k < 8; k++)
			if (w == v->key[k])
				return (long)at;
		for (k = 0; k < words; k++)
			if (!memcmp(&w, expect + 4 * k, 4))
				return (long)at;
	}
	return -1;
}

/*
 * top 16 bytes below the end of a patterned page: nothing changes below
 * the allowance under the entry stack pointer, nor above top, and what
 * changed within the allowance is no key or keystream word.
 */
TEST(stack_untouched_beyond_allowance)
{
	static const size_t lengths[] = { 1, 2, 3, 8, CHACHA_LONG_BLOCKS };
	__u8 *page = guarded_alloc(1);
	size_t top = VGR_PAGE_SIZE - 16;
	size_t entry = top - VGR_ON_STACK_FRAME;
	size_t floor = entry - VGR_CHACHA_STACK_ALLOWANCE;
	unsigned int i;
	long at;

	ASSERT_NE(NULL, page);
	TH_LOG("allowance below the stack pointer: %d bytes",
	       VGR_CHACHA_STACK_ALLOWANCE);
	for (i = 0; i < ARRAY_SIZE(lengths); i++) {
		pattern_fill(page, VGR_PAGE_SIZE);
		run_first_vector_on(_metadata, page + top, lengths[i]);
		at = pattern_changed(page, 0, floor);
		ASSERT_EQ(-1, at)
			TH_LOG("%zu blocks: stack byte at sp - %ld changed",
			       lengths[i], (long)entry - at);
		ASSERT_EQ(-1, pattern_changed(page, top, VGR_PAGE_SIZE))
			TH_LOG("%zu blocks: the caller's stack changed", lengths[i]);
		at = secret_word_at(page, floor, top, lengths[i]);
		ASSERT_EQ(-1, at)
			TH_LOG("%zu blocks: a secret word left at sp - %ld",
			       lengths[i], (long)entry - at);
	}
	guarded_free(page, 1);
}

/*
 * The allowance and the caller's frame at the very bottom of the
 * mapping, PROT_NONE below: any push, call or spill deeper faults and
 * the test dies with SIGSEGV.
 */
TEST(runs_at_bottom_of_stack_mapping)
{
	const size_t top = (VGR_ON_STACK_FRAME + VGR_CHACHA_STACK_ALLOWANCE +
			    15) & ~15UL;
	__u8 *page = guarded_alloc(1);

	ASSERT_NE(NULL, page);
	pattern_fill(page, VGR_PAGE_SIZE);
	run_first_vector_on(_metadata, page + top, 1);
	run_first_vector_on(_metadata, page + top, 3);
	run_first_vector_on(_metadata, page + top, CHACHA_LONG_BLOCKS);
	ASSERT_EQ(-1, pattern_changed(page, top, VGR_PAGE_SIZE));
	guarded_free(page, 1);
}

/*
 * The architecture's own cases, where it has some (arch/ARCH/
 * vgr_chacha_nostack.h): registers its code must leave clean. They use
 * first_vector(), expect and out.
 */
#if __has_include("vgr_chacha_nostack.h")
#include "vgr_chacha_nostack.h"
#endif

/*
 * dst, counter and key each flush against the PROT_NONE page after them,
 * then against the one before them; the key page is read-only. The rest
 * of the dst and counter pages keeps its pattern.
 */
TEST(touches_only_dst_and_counter)
{
	static const size_t lengths[] = { 1, 2, 3, 63, 64, 65, CHACHA_LONG_BLOCKS };
	const size_t dst_pages = CHACHA_LONG_BLOCKS * VGR_CHACHA_BLOCK /
				 VGR_PAGE_SIZE + 1;
	const size_t dst_size = dst_pages * VGR_PAGE_SIZE;
	const struct vgr_chacha_vector *v = first_vector();
	__u8 *dst_map = guarded_alloc(dst_pages);
	__u8 *ctr_page = guarded_alloc(1);
	__u8 *key_page = guarded_alloc(1);
	unsigned int i, end;

	ASSERT_NE(NULL, v);
	ASSERT_NE(NULL, dst_map);
	ASSERT_NE(NULL, ctr_page);
	ASSERT_NE(NULL, key_page);
	memcpy(key_page, v->key, 32);
	memcpy(key_page + VGR_PAGE_SIZE - 32, v->key, 32);
	ASSERT_EQ(0, vgr_mprotect(key_page, VGR_PAGE_SIZE, PROT_READ));
	for (i = 0; i < ARRAY_SIZE(lengths); i++) {
		size_t len = lengths[i] * VGR_CHACHA_BLOCK;

		for (end = 0; end < 2; end++) {
			size_t off = end ? dst_size - len : 0;
			size_t ctr_off = end ? VGR_PAGE_SIZE - 8 : 0;
			__u32 *counter = (__u32 *)(ctr_page + ctr_off);
			const __u32 *key = (const __u32 *)(key_page +
						(end ? VGR_PAGE_SIZE - 32 : 0));

			pattern_fill(dst_map, dst_size);
			pattern_fill(ctr_page, VGR_PAGE_SIZE);
			counter_set(counter, counter_get(v->counter));
			chacha_under_test(dst_map + off, key, counter, lengths[i]);
			ASSERT_EQ(0, memcmp(dst_map + off, expect, len));
			ASSERT_EQ(-1, pattern_changed(dst_map, 0, off))
				TH_LOG("%zu blocks: wrote before dst", lengths[i]);
			ASSERT_EQ(-1, pattern_changed(dst_map, off + len, dst_size))
				TH_LOG("%zu blocks: wrote after dst", lengths[i]);
			ASSERT_EQ(-1, pattern_changed(ctr_page, 0, ctr_off))
				TH_LOG("%zu blocks: wrote before counter", lengths[i]);
			ASSERT_EQ(-1, pattern_changed(ctr_page, ctr_off + 8,
						      VGR_PAGE_SIZE))
				TH_LOG("%zu blocks: wrote after counter", lengths[i]);
			ASSERT_EQ(counter_get(v->counter) + lengths[i],
				  counter_get(counter));
		}
	}
	guarded_free(dst_map, dst_pages);
	guarded_free(ctr_page, 1);
	guarded_free(key_page, 1);
}

TEST_HARNESS_MAIN
