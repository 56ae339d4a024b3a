// SPDX-License-Identifier: GPL-2.0
/*
 * conformance.c - the output is exactly seed 007's fast-key-erasure
 * stream (white box): plant a known key in a live state, with the
 * generation the state already holds (so that no rekey happens) and an
 * empty batch (pos = sizeof batch), then compare every call's output and
 * the state after it with an oracle built on chacha/'s C reference.
 * The lengths cover batch reuse, direct blocks and refills.
 *
 * The oracle is tests/lib/fke.c. A reseed of the kernel's RNG during
 * the test makes the vDSO rekey, so a mismatch with a moved generation is retried.
 * Catches: wrong-chacha-rotation, counter-not-written-back,
 * no-zero-consumed-batch, always-syscall.
 */
#include "tests/vgr_test.h"
#include "tests/lib/fke.h"

#define TRIES	3

/*
 * Batch only (1, 95), a refill with no direct block (1 after an empty
 * batch), direct blocks with and without a tail, lengths that end on
 * and just past batch and block edges, and larger ones.
 */
static const size_t lengths[] = {
	1, 95, 1, 63, 64, 65, 31, 96, 97, 128, 129, 191, 200, 4, 1000,
	4095, 4096, 4097, 333, 65536, 7, 12345,
};

static __u8 got[65536], want[65536];

struct outcome {
	long call;		/* index into lengths[] of the mismatch, or -1 */
	const char *what;	/* what differed */
	long at;		/* byte offset of the difference */
};

static long first_difference(const void *a, const void *b, size_t len)
{
	const __u8 *x = a, *y = b;

	for (size_t i = 0; i < len; i++)
		if (x[i] != y[i])
			return i;
	return -1;
}

/* True, with o's what and at set, when a and b differ. */
static int differs(struct outcome *o, const char *what, const void *a,
		   const void *b, size_t len)
{
	o->at = first_difference(a, b, len);
	if (o->at >= 0)
		o->what = what;
	return o->at >= 0;
}

/* Runs lengths[] through both; the first difference, if any. */
static struct outcome run_against_oracle(const struct vgr_ctx *ctx,
					 struct vgr_state *state,
					 struct vgr_fke_state *ref)
{
	struct outcome o = { -1, NULL, -1 };

	for (size_t i = 0; i < ARRAY_SIZE(lengths) && !o.what; i++) {
		size_t len = lengths[i];

		o.call = i;
		if (vgr_getrandom(ctx, got, len, 0, state) != (long)len) {
			o.what = "return value";
			break;
		}
		vgr_fke_generate(ref, want, len);
		if (!differs(&o, "output", got, want, len) &&
		    !differs(&o, "batch", state->batch, ref->batch,
			     sizeof(ref->batch)) &&
		    !differs(&o, "key", state->key, ref->key,
			     sizeof(ref->key)) &&
		    state->pos != ref->pos)
			o.what = "pos";
	}
	if (!o.what)
		o.call = -1;
	return o;
}

/* Plants key with an empty batch; the generation is left as it is. */
static void plant(struct vgr_state *state, struct vgr_fke_state *ref,
		  const __u32 key[8])
{
	memset(state->batch, 0xee, sizeof(state->batch));
	memcpy(state->key, key, sizeof(state->key));
	state->pos = sizeof(state->batch);
	memcpy(ref->batch, state->batch, sizeof(ref->batch));
	memcpy(ref->key, key, sizeof(ref->key));
	ref->pos = state->pos;
}

static void check_stream(struct __test_metadata *_metadata, const __u32 key[8])
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;
	struct vgr_fke_state ref;
	struct outcome o;
	__u64 generation;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	for (int try = 0; try < TRIES; try++) {
		/* A first call keys the state with the current generation. */
		ASSERT_EQ(1, vgr_getrandom(ctx, got, 1, 0, state));
		generation = state->generation;
		ASSERT_NE(0ULL, generation)
			TH_LOG("a call left the state unkeyed");
		plant(state, &ref, key);
		o = run_against_oracle(ctx, state, &ref);
		if (!o.what || state->generation == generation)
			break;
		TH_LOG("generation moved during try %d: retrying", try);
	}
	EXPECT_EQ(-1, o.call)
		TH_LOG("call %ld (%zu bytes): %s differs at byte %ld",
		       o.call, o.call >= 0 ? lengths[o.call] : 0,
		       o.what, o.at);
	EXPECT_EQ(0, state->in_use);
	vgr_states_free(&states);
}

TEST(stream_matches_oracle_with_counting_key)
{
	__u32 key[8];

	for (int i = 0; i < 8; i++)
		key[i] = 0x03020100U + 0x04040404U * i;
	check_stream(_metadata, key);
}

TEST(stream_matches_oracle_with_random_key)
{
	__u32 key[8];

	ASSERT_EQ((long)sizeof(key), vgr_sys_getrandom(key, sizeof(key), 0));
	check_stream(_metadata, key);
}

VGR_TEST_MAIN
