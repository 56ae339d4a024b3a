// SPDX-License-Identifier: GPL-2.0
/*
 * reseed.c - a new RNG generation makes the next call rekey (white box):
 * the state takes the new generation and a new key. Two ways to get
 * there: a state planted with a stale generation (no privilege needed),
 * and a real reseed, ioctl(RNDRESEEDCRNG) on /dev/urandom (root), which
 * must move every state's generation.
 * Catches: no-rekey-on-generation, always-syscall.
 */
#include "tests/vgr_test.h"

#define STATES	3

static unsigned char buf[256];

/* A state with a key, and a batch that serves a 1-byte call. */
static void key_state(struct __test_metadata *_metadata,
		      const struct vgr_ctx *ctx, struct vgr_state *state)
{
	ASSERT_EQ(1, vgr_getrandom(ctx, buf, 1, 0, state));
	ASSERT_NE(0ULL, state->generation)
		TH_LOG("a call left the state unkeyed");
	ASSERT_LT(state->pos, sizeof(state->batch));
}

TEST(stale_generation_rekeys)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;
	__u64 current, stale;
	__u32 key[8];

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	key_state(_metadata, ctx, state);
	current = state->generation;
	/* Neither the current generation nor 0 ("never keyed"). */
	stale = current + 0x10000;
	state->generation = stale;
	memcpy(key, state->key, sizeof(key));
	/* One byte: the batch serves it, so only a rekey changes the key. */
	ASSERT_EQ(1, vgr_getrandom(ctx, buf, 1, 0, state));
	EXPECT_NE(stale, state->generation)
		TH_LOG("generation 0x%llx kept: no rekey",
		       (unsigned long long)stale);
	EXPECT_NE(0, memcmp(key, state->key, sizeof(key)))
		TH_LOG("key kept across a generation change");
	vgr_states_free(&states);
}

TEST(rndreseedcrng_rekeys_every_state)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	__u64 generation[STATES];
	__u32 key[STATES][8];
	struct vgr_states states;
	struct vgr_state *state[STATES];
	int ret;

	VGR_NEED_STATE(ctx);
	ASSERT_EQ(0, vgr_states_alloc(ctx, STATES, &states));
	for (int i = 0; i < STATES; i++) {
		state[i] = vgr_state_take(&states);
		key_state(_metadata, ctx, state[i]);
		generation[i] = state[i]->generation;
		memcpy(key[i], state[i]->key, sizeof(key[i]));
	}
	ret = vgr_reseed(ctx);
	if (ret == -EPERM)
		SKIP(goto out, "RNDRESEEDCRNG needs CAP_SYS_ADMIN (not root)");
	if (ret == -ENODATA)
		SKIP(goto out, "RNDRESEEDCRNG: the CRNG is not ready");
	ASSERT_EQ(0, ret);
	for (int i = 0; i < STATES; i++) {
		ASSERT_EQ(1, vgr_getrandom(ctx, buf, 1, 0, state[i]));
		EXPECT_NE(generation[i], state[i]->generation)
			TH_LOG("state %d: generation 0x%llx kept after reseed",
			       i, (unsigned long long)generation[i]);
		EXPECT_NE(0, memcmp(key[i], state[i]->key, sizeof(key[i])))
			TH_LOG("state %d: key kept after reseed", i);
	}
	TH_LOG("generation 0x%llx before RNDRESEEDCRNG, 0x%llx after",
	       (unsigned long long)generation[0],
	       (unsigned long long)state[0]->generation);
out:
	vgr_states_free(&states);
}

VGR_TEST_MAIN
