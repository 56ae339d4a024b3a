// SPDX-License-Identifier: GPL-2.0
/*
 * chacha_vectors.c - the ChaCha20 block function under test (see
 * chacha/testlib.h) and the C reference against libsodium's keystream,
 * embedded at build time: every split of 128 blocks into two calls, the
 * counter written back after each call, the low counter word carrying
 * into the high word, and the high word read and written back.
 */
#include "kselftest_harness.h"

#include "chacha/testlib.h"

typedef void chacha_fn(__u8 *dst, const __u32 key[8], __u32 counter[2],
		       size_t nblocks);

/* Room for the keystream and one block of pattern after it. */
static __u8 out[CHACHA_VEC_BYTES + VGR_CHACHA_BLOCK];
static __u8 out_ref[CHACHA_VEC_BYTES];

/*
 * fn over the vector's blocks in two calls, the first of split blocks
 * (none when split is 0). NULL when output and counters are right,
 * else what went wrong.
 */
static const char *run_split(chacha_fn *fn, const struct vgr_chacha_vector *v,
			     unsigned int split)
{
	__u64 start = counter_get(v->counter);
	__u32 counter[2];

	pattern_fill(out, sizeof(out));
	counter_set(counter, start);
	if (split) {
		fn(out, v->key, counter, split);
		if (counter_get(counter) != start + split)
			return "counter after the first call is not start + blocks";
	}
	fn(out + split * VGR_CHACHA_BLOCK, v->key, counter,
	   VGR_CHACHA_VEC_BLOCKS - split);
	if (counter_get(counter) != start + VGR_CHACHA_VEC_BLOCKS)
		return "counter after the second call is not start + 128";
	if (memcmp(out, v->stream, CHACHA_VEC_BYTES))
		return "output differs from libsodium";
	if (pattern_changed(out, CHACHA_VEC_BYTES, sizeof(out)) >= 0)
		return "wrote past the last block";
	return NULL;
}

static void check_all_splits(struct __test_metadata *_metadata, chacha_fn *fn)
{
	const struct vgr_chacha_vec_header *h = vectors_or_null();
	unsigned int i, split;
	const char *err;

	ASSERT_NE(NULL, h);
	for (i = 0; i < h->count; i++) {
		for (split = 0; split < VGR_CHACHA_VEC_BLOCKS; split++) {
			err = run_split(fn, vgr_chacha_vector_at(h, i), split);
			ASSERT_EQ(NULL, err)
				TH_LOG("vector %u (counter %llx), split %u: %s", i,
				       (unsigned long long)
				       counter_get(vgr_chacha_vector_at(h, i)->counter),
				       split, err);
		}
	}
}

/* The vector that starts at counter start; the test fails without it. */
static const struct vgr_chacha_vector *
vector_from(struct __test_metadata *_metadata, __u64 start)
{
	const struct vgr_chacha_vec_header *h = vectors_or_null();
	unsigned int i;

	for (i = 0; h && i < h->count; i++)
		if (counter_get(vgr_chacha_vector_at(h, i)->counter) == start)
			return vgr_chacha_vector_at(h, i);
	TH_LOG("no vector starts at counter %llx", (unsigned long long)start);
	return NULL;
}

TEST(vectors_are_embedded)
{
	const struct vgr_chacha_vec_header *h = vectors_or_null();
	char seed[65];
	unsigned int i;

	ASSERT_NE(NULL, h) TH_LOG("vector file missing or of another layout");
	ASSERT_LE(17U, h->count);
	for (i = 0; i < 32; i++) {
		seed[2 * i] = "0123456789abcdef"[h->seed[i] >> 4];
		seed[2 * i + 1] = "0123456789abcdef"[h->seed[i] & 15];
	}
	seed[64] = 0;
	ksft_print_msg("under test: %s from %s; %u libsodium vectors, seed %s\n",
		       CHACHA_UNDER_TEST_NAME, VGR_CHACHA_IMPL_SRC, h->count, seed);
}

TEST(every_split_matches_libsodium)
{
	check_all_splits(_metadata, chacha_under_test);
}

TEST(reference_every_split_matches_libsodium)
{
	check_all_splits(_metadata, vgr_chacha20_blocks_ref);
}

/* Every length 1..128 from counters around each vector's start. */
TEST(matches_reference_for_every_length)
{
	const struct vgr_chacha_vec_header *h = vectors_or_null();
	__u32 counter[2], counter_ref[2];
	unsigned int i, n;

	ASSERT_NE(NULL, h);
	for (i = 0; i < h->count; i++) {
		const struct vgr_chacha_vector *v = vgr_chacha_vector_at(h, i);
		__u64 start;

		for (n = 1; n <= VGR_CHACHA_VEC_BLOCKS; n++) {
			start = counter_get(v->counter) - n / 2;
			counter_set(counter, start);
			counter_set(counter_ref, start);
			pattern_fill(out, sizeof(out));
			chacha_under_test(out, v->key, counter, n);
			vgr_chacha20_blocks_ref(out_ref, v->key, counter_ref, n);
			ASSERT_EQ(0, memcmp(out, out_ref, n * VGR_CHACHA_BLOCK))
				TH_LOG("vector %u, %u blocks from %llx", i, n,
				       (unsigned long long)start);
			ASSERT_EQ(-1, pattern_changed(out, n * VGR_CHACHA_BLOCK,
						      sizeof(out)));
			ASSERT_EQ(counter_get(counter_ref), counter_get(counter));
			ASSERT_EQ(start + n, counter_get(counter));
		}
	}
}

/* One block at a time across 2^32: the carry lands in the high word. */
TEST(low_word_wrap_carries_into_high_word)
{
	const struct vgr_chacha_vector *v = vector_from(_metadata, 0xfffffffeULL);
	__u32 counter[2] = { 0xfffffffe, 0 };
	unsigned int b;

	ASSERT_NE(NULL, v);
	for (b = 0; b < 4; b++) {
		chacha_under_test(out, v->key, counter, 1);
		ASSERT_EQ(0, memcmp(out, v->stream + b * VGR_CHACHA_BLOCK,
				    VGR_CHACHA_BLOCK)) TH_LOG("block %u", b);
		ASSERT_EQ(0xfffffffeULL + b + 1, counter_get(counter))
			TH_LOG("counter after block %u: high %x low %x", b,
			       counter[1], counter[0]);
	}
	/* And inside one call. */
	counter_set(counter, 0xfffffffeULL);
	chacha_under_test(out, v->key, counter, 4);
	ASSERT_EQ(0, memcmp(out, v->stream, 4 * VGR_CHACHA_BLOCK));
	ASSERT_EQ(1U, counter[1]);
	ASSERT_EQ(2U, counter[0]);
}

/* A non-zero high word goes into the block and comes back out. */
TEST(high_word_read_and_written_back)
{
	const struct vgr_chacha_vector *v = vector_from(_metadata,
							0x123456789abcdef0ULL);
	const struct vgr_chacha_vector *w = vector_from(_metadata, 0x5fffffff0ULL);
	__u32 counter[2] = { 0x9abcdef0, 0x12345678 };

	ASSERT_NE(NULL, v);
	ASSERT_NE(NULL, w);
	chacha_under_test(out, v->key, counter, 1);
	ASSERT_EQ(0, memcmp(out, v->stream, VGR_CHACHA_BLOCK))
		TH_LOG("the high counter word was not read");
	ASSERT_EQ(0x12345678U, counter[1]);
	ASSERT_EQ(0x9abcdef1U, counter[0]);

	counter_set(counter, 0x5fffffff0ULL);
	chacha_under_test(out, w->key, counter, VGR_CHACHA_VEC_BLOCKS);
	ASSERT_EQ(0, memcmp(out, w->stream, CHACHA_VEC_BYTES));
	ASSERT_EQ(6U, counter[1]) TH_LOG("high word not written back");
	ASSERT_EQ(0x70U, counter[0]);
}

/* The 64-bit counter wraps to 0, as libsodium's does. */
TEST(counter_wraps_at_2_pow_64)
{
	const struct vgr_chacha_vector *v = vector_from(_metadata, -16ULL);
	const struct vgr_chacha_vector *w = vector_from(_metadata, -1ULL);
	__u32 counter[2] = { 0xfffffff0, 0xffffffff };

	ASSERT_NE(NULL, v);
	ASSERT_NE(NULL, w);
	chacha_under_test(out, v->key, counter, VGR_CHACHA_VEC_BLOCKS);
	ASSERT_EQ(0, memcmp(out, v->stream, CHACHA_VEC_BYTES));
	ASSERT_EQ(0x70ULL, counter_get(counter));

	counter_set(counter, -1ULL);
	chacha_under_test(out, w->key, counter, 2);
	ASSERT_EQ(0, memcmp(out, w->stream, 2 * VGR_CHACHA_BLOCK));
	ASSERT_EQ(1ULL, counter_get(counter));
}

TEST_HARNESS_MAIN
