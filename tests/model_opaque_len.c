// SPDX-License-Identifier: GPL-2.0
/*
 * model_opaque_len.c - mainline: a call whose opaque_len is not the
 * state size the params query gave goes to the syscall. White box: with
 * a keyed state, calls with each wrong opaque_len return good bytes and
 * leave every byte of the state as it was; then the right opaque_len
 * uses the state (proof that it could have). Runs on the real vDSO and
 * on the model alike.
 * Catches: opaque-len-ignored.
 */
#include "tests/vgr_test.h"

#define OUT_LEN	200

TEST(wrong_opaque_len_goes_to_syscall)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	const size_t size = ctx->state_size;
	size_t wrong[] = { 0, 1, size - 1, size + 1, 2 * size, 4096,
			   ~0UL - 1, ~0UL };
	unsigned char before[VGR_STATE_SIZE], out[OUT_LEN];
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	ASSERT_EQ((size_t)VGR_STATE_SIZE, size);
	VGR_ONE_STATE(ctx, &states, state);
	ASSERT_EQ(16, vgr_getrandom5(ctx, out, 16, 0, state, size));
	ASSERT_NE(0ULL, state->generation);
	memcpy(before, state, sizeof(before));
	for (size_t i = 0; i < ARRAY_SIZE(wrong); i++) {
		ASSERT_EQ(OUT_LEN, vgr_getrandom5(ctx, out, OUT_LEN, 0, state,
						  wrong[i]));
		ASSERT_FALSE(vgr_all_zero(out, OUT_LEN));
		ASSERT_EQ(0, memcmp(before, state, sizeof(before)))
			TH_LOG("opaque_len %#lx used the state",
			       (unsigned long)wrong[i]);
	}
	ASSERT_EQ(OUT_LEN, vgr_getrandom5(ctx, out, OUT_LEN, 0, state, size));
	ASSERT_NE(0, memcmp(before, state, sizeof(before)))
		TH_LOG("the right opaque_len did not use the state either");
	vgr_states_free(&states);
}

VGR_TEST_MAIN
