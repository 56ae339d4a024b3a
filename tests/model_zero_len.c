// SPDX-License-Identifier: GPL-2.0
/*
 * model_zero_len.c - a call of length 0 returns 0 without touching the
 * state (the length check comes before the in_use guard and the rekey):
 * a fresh, never keyed state stays all zero after length-0 calls with a
 * NULL and a real buffer, and the buffer is not written; then a call of
 * one byte keys that state (proof that it could have been used). Runs
 * on the real vDSO and on the model, both ABIs.
 * Catches: zero-len-uses-state.
 */
#include "tests/vgr_test.h"

#define SENTINEL 0xa5

TEST(zero_length_leaves_fresh_state_unkeyed)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned char buf[16];
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	ASSERT_TRUE(vgr_all_zero(state, VGR_STATE_SIZE));
	memset(buf, SENTINEL, sizeof(buf));
	ASSERT_EQ(0, vgr_getrandom(ctx, NULL, 0, 0, state));
	ASSERT_EQ(0, vgr_getrandom(ctx, buf, 0, 0, state));
	for (size_t i = 0; i < sizeof(buf); i++)
		ASSERT_EQ(SENTINEL, buf[i]);
	ASSERT_TRUE(vgr_all_zero(state, VGR_STATE_SIZE))
		TH_LOG("a call of length 0 wrote to the state");
	ASSERT_EQ(1, vgr_getrandom(ctx, buf, 1, 0, state));
	ASSERT_NE(0ULL, state->generation)
		TH_LOG("a call of length 1 did not key the state either");
	vgr_states_free(&states);
}

VGR_TEST_MAIN
