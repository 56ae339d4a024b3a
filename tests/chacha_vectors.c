// SPDX-License-Identifier: GPL-2.0
/*
 * chacha_vectors.c - the ChaCha20 block function under test (see
 * chacha/testlib.h) and the C reference against libsodium's keystream
 * (chacha/vectors-data.h: a few blocks from each key and start counter,
 * the counters around the 2^32 and 2^64 wraps among them), at every
 * split into two calls; then the function under test against the
 * reference over 128 blocks from the same keys and counters, every
 * split and every length: the counter written back after each call, the
 * low counter word carrying into the high word, and the high word read
 * and written back.
 */
#include "nolibc/pidfd_fallback.h"

#include "chacha/testlib.h"

typedef void chacha_fn(__u8 *dst, const __u32 key[8], __u32 counter[2],
		       size_t nblocks);

/* Room for the keystream and one block of pattern after it. */
static __u8 out[CHACHA_LONG_BYTES + VGR_CHACHA_BLOCK];
static __u8 out_ref[CHACHA_LONG_BYTES];
static __u8 stream[CHACHA_VEC_BYTES];

/*
 * fn over nblocks from key and start in two calls, the first of split
 * blocks (none when split is 0). NULL when output (expect) and counters
 * are right, else what went wrong.
 */
static const char *run_split(chacha_fn *fn, const __u32 key[8], __u64 start,
			     unsigned int nblocks, unsigned int split,
			     const __u8 *expect)
{
	__u32 counter[2];

	pattern_fill(out, sizeof(out));
	counter_set(counter, start);
	if (split) {
		fn(out, key, counter, split);
		if (counter_get(counter) != start + split)
			return "counter after the first call is not start + blocks";
	}
	fn(out + split * VGR_CHACHA_BLOCK, key, counter, nblocks - split);
	if (counter_get(counter) != start + nblocks)
		return "counter after the second call is not start + blocks";
	if (memcmp(out, expect, nblocks * VGR_CHACHA_BLOCK))
		return "output differs";
	if (pattern_changed(out, nblocks * VGR_CHACHA_BLOCK, sizeof(out)) >= 0)
		return "wrote past the last block";
	return NULL;
}

/* Every split of every vector's blocks against libsodium's keystream. */
static void check_vector_splits(struct __test_metadata *_metadata, chacha_fn *fn)
{
	const struct vgr_chacha_vector *v;
	unsigned int i, split;
	const char *err;

	for (i = 0; i < VGR_CHACHA_VEC_COUNT; i++) {
		v = &vgr_chacha_vectors[i];
		vgr_chacha_vector_stream(v, stream, VGR_CHACHA_VEC_BLOCKS);
		for (split = 0; split < VGR_CHACHA_VEC_BLOCKS; split++) {
			err = run_split(fn, v->key, counter_get(v->counter),
					VGR_CHACHA_VEC_BLOCKS, split, stream);
			ASSERT_EQ(NULL, err)
				TH_LOG("vector %u (counter %llx), split %u: %s", i,
				       (unsigned long long)counter_get(v->counter),
				       split, err);
		}
	}
}

/*
 * The function under test against the reference: n blocks from key and
 * start, output, pattern after it and counter.
 */
static void check_against_ref(struct __test_metadata *_metadata,
			      const __u32 key[8], __u64 start, unsigned int n)
{
	__u32 counter[2], counter_ref[2];

	counter_set(counter, start);
	counter_set(counter_ref, start);
	pattern_fill(out, sizeof(out));
	chacha_under_test(out, key, counter, n);
	vgr_chacha20_blocks_ref(out_ref, key, counter_ref, n);
	ASSERT_EQ(0, memcmp(out, out_ref, n * VGR_CHACHA_BLOCK))
		TH_LOG("%u blocks from %llx", n, (unsigned long long)start);
	ASSERT_EQ(-1, pattern_changed(out, n * VGR_CHACHA_BLOCK, sizeof(out)));
	ASSERT_EQ(counter_get(counter_ref), counter_get(counter));
	ASSERT_EQ(start + n, counter_get(counter));
}

/* The vector that starts at counter start; the test fails without it. */
static const struct vgr_chacha_vector *
vector_from(struct __test_metadata *_metadata, __u64 start)
{
	unsigned int i;

	for (i = 0; i < VGR_CHACHA_VEC_COUNT; i++)
		if (counter_get(vgr_chacha_vectors[i].counter) == start)
			return &vgr_chacha_vectors[i];
	TH_LOG("no vector starts at counter %llx", (unsigned long long)start);
	return NULL;
}

TEST(vectors_are_embedded)
{
	ASSERT_LE(9U, VGR_CHACHA_VEC_COUNT);
	ksft_print_msg("under test: %s from %s\n", CHACHA_UNDER_TEST_NAME,
		       VGR_CHACHA_IMPL_SRC);
	ksft_print_msg("%u libsodium vectors of %u blocks, seed %s\n",
		       (unsigned int)VGR_CHACHA_VEC_COUNT, VGR_CHACHA_VEC_BLOCKS,
		       VGR_CHACHA_VEC_SEED);
}

TEST(every_split_matches_libsodium)
{
	check_vector_splits(_metadata, chacha_under_test);
}

TEST(reference_every_split_matches_libsodium)
{
	check_vector_splits(_metadata, vgr_chacha20_blocks_ref);
}

/* Every split of 128 blocks from each vector's key and counter. */
TEST(every_split_of_128_matches_reference)
{
	const struct vgr_chacha_vector *v;
	__u32 counter[2];
	unsigned int i, split;
	const char *err;

	for (i = 0; i < VGR_CHACHA_VEC_COUNT; i++) {
		v = &vgr_chacha_vectors[i];
		counter_set(counter, counter_get(v->counter));
		vgr_chacha20_blocks_ref(out_ref, v->key, counter, CHACHA_LONG_BLOCKS);
		for (split = 0; split < CHACHA_LONG_BLOCKS; split++) {
			err = run_split(chacha_under_test, v->key,
					counter_get(v->counter), CHACHA_LONG_BLOCKS,
					split, out_ref);
			ASSERT_EQ(NULL, err)
				TH_LOG("vector %u (counter %llx), split %u: %s", i,
				       (unsigned long long)counter_get(v->counter),
				       split, err);
		}
	}
}

/* Every length 1..128 from counters around each vector's start. */
TEST(matches_reference_for_every_length)
{
	const struct vgr_chacha_vector *v;
	unsigned int i, n;

	for (i = 0; i < VGR_CHACHA_VEC_COUNT; i++) {
		v = &vgr_chacha_vectors[i];
		for (n = 1; n <= CHACHA_LONG_BLOCKS; n++)
			check_against_ref(_metadata, v->key,
					  counter_get(v->counter) - n / 2, n);
	}
}

/* One block at a time across 2^32: the carry lands in the high word. */
TEST(low_word_wrap_carries_into_high_word)
{
	const struct vgr_chacha_vector *v = vector_from(_metadata, 0xfffffffeULL);
	__u32 counter[2] = { 0xfffffffe, 0 };
	unsigned int b;

	ASSERT_NE(NULL, v);
	vgr_chacha_vector_stream(v, stream, 4);
	for (b = 0; b < 4; b++) {
		chacha_under_test(out, v->key, counter, 1);
		ASSERT_EQ(0, memcmp(out, stream + b * VGR_CHACHA_BLOCK,
				    VGR_CHACHA_BLOCK)) TH_LOG("block %u", b);
		ASSERT_EQ(0xfffffffeULL + b + 1, counter_get(counter))
			TH_LOG("counter after block %u: high %x low %x", b,
			       counter[1], counter[0]);
	}
	/* And inside one call. */
	counter_set(counter, 0xfffffffeULL);
	chacha_under_test(out, v->key, counter, 4);
	ASSERT_EQ(0, memcmp(out, stream, 4 * VGR_CHACHA_BLOCK));
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
	vgr_chacha_vector_stream(v, stream, 1);
	chacha_under_test(out, v->key, counter, 1);
	ASSERT_EQ(0, memcmp(out, stream, VGR_CHACHA_BLOCK))
		TH_LOG("the high counter word was not read");
	ASSERT_EQ(0x12345678U, counter[1]);
	ASSERT_EQ(0x9abcdef1U, counter[0]);

	vgr_chacha_vector_stream(w, stream, VGR_CHACHA_VEC_BLOCKS);
	counter_set(counter, 0x5fffffff0ULL);
	chacha_under_test(out, w->key, counter, VGR_CHACHA_VEC_BLOCKS);
	ASSERT_EQ(0, memcmp(out, stream, CHACHA_VEC_BYTES));
	/* 128 blocks: the high word goes from 5 to 6. */
	check_against_ref(_metadata, w->key, 0x5fffffff0ULL, CHACHA_LONG_BLOCKS);
	counter_set(counter, 0x5fffffff0ULL);
	chacha_under_test(out, w->key, counter, CHACHA_LONG_BLOCKS);
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
	vgr_chacha_vector_stream(v, stream, VGR_CHACHA_VEC_BLOCKS);
	chacha_under_test(out, v->key, counter, VGR_CHACHA_VEC_BLOCKS);
	ASSERT_EQ(0, memcmp(out, stream, CHACHA_VEC_BYTES));
	check_against_ref(_metadata, v->key, -16ULL, CHACHA_LONG_BLOCKS);
	counter_set(counter, -16ULL);
	chacha_under_test(out, v->key, counter, CHACHA_LONG_BLOCKS);
	ASSERT_EQ(0x70ULL, counter_get(counter));

	vgr_chacha_vector_stream(w, stream, 2);
	counter_set(counter, -1ULL);
	chacha_under_test(out, w->key, counter, 2);
	ASSERT_EQ(0, memcmp(out, stream, 2 * VGR_CHACHA_BLOCK));
	ASSERT_EQ(1ULL, counter_get(counter));
}

TEST_HARNESS_MAIN
