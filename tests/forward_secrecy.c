// SPDX-License-Identifier: GPL-2.0
/*
 * forward_secrecy.c - fast key erasure seen from inside the state (white
 * box, layout in vdso/state.h): after every call the batch bytes handed
 * out are zero in the state, a call that needs more than the batch holds
 * replaces the key, and neither the key before a call nor the key after
 * it appears (as any 8 consecutive bytes) in that call's output.
 * Catches: no-zero-consumed-batch, counter-not-written-back (the refill
 * repeats the call's first blocks, so the new key is in the output),
 * always-syscall (the state is never keyed), no-key-erasure (the key
 * before the call stays), stale-batch-after-rekey (the old key's batch
 * bytes are handed out).
 */
#include "tests/vgr_test.h"

#define BIG	65536

static unsigned char out[BIG];

/* Lengths around the batch (96) and block (64) edges, and larger. */
static const size_t lengths[] = {
	1, 2, 7, 8, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129,
	160, 191, 192, 200, 255, 256, 257, 1000, 1263, 4095, 4096, BIG,
};

FIXTURE(keyed) {
	struct vgr_states states;
	struct vgr_state *state;
	const struct vgr_ctx *ctx;
};

/* One state, keyed by a first call. */
FIXTURE_SETUP(keyed)
{
	self->ctx = vgr_ctx();
	memset(&self->states, 0, sizeof(self->states));
	VGR_NEED_STATE(self->ctx);
	VGR_ONE_STATE(self->ctx, &self->states, self->state);
	ASSERT_EQ(1, vgr_getrandom(self->ctx, out, 1, 0, self->state));
	ASSERT_NE(0ULL, self->state->generation)
		TH_LOG("a call left the state unkeyed (generation 0)");
	ASSERT_FALSE(vgr_all_zero(self->state->key, sizeof(self->state->key)));
}

FIXTURE_TEARDOWN(keyed)
{
	vgr_states_free(&self->states);
}

TEST_F(keyed, consumed_batch_bytes_are_zero)
{
	struct vgr_state *s = self->state;

	for (int round = 0; round < 4; round++) {
		for (size_t i = 0; i < ARRAY_SIZE(lengths); i++) {
			size_t len = lengths[i];

			ASSERT_EQ((long)len, vgr_getrandom(self->ctx, out, len,
							   0, s));
			ASSERT_LE(s->pos, sizeof(s->batch));
			ASSERT_TRUE(vgr_all_zero(s->batch, s->pos))
				TH_LOG("after %zu bytes: batch[0..%u) not wiped",
				       len, s->pos);
			/* What is left must be real output, not zeros. */
			if (sizeof(s->batch) - s->pos >= 16) {
				ASSERT_FALSE(vgr_all_zero(s->batch + s->pos,
							  sizeof(s->batch) - s->pos));
			}
		}
	}
}

TEST_F(keyed, refill_replaces_key)
{
	struct vgr_state *s = self->state;
	__u32 before[8];

	for (size_t i = 0; i < ARRAY_SIZE(lengths); i++) {
		size_t len = lengths[i], left = sizeof(s->batch) - s->pos;

		memcpy(before, s->key, sizeof(before));
		ASSERT_EQ((long)len, vgr_getrandom(self->ctx, out, len, 0, s));
		if (len > left) {
			ASSERT_NE(0, memcmp(before, s->key, sizeof(before)))
				TH_LOG("%zu bytes with %zu in the batch: key kept",
				       len, left);
		}
	}
}

TEST_F(keyed, key_never_in_output)
{
	struct vgr_state *s = self->state;
	__u32 before[8];
	long at;

	for (int round = 0; round < 4; round++) {
		for (size_t i = 0; i < ARRAY_SIZE(lengths); i++) {
			size_t len = lengths[i];

			memcpy(before, s->key, sizeof(before));
			ASSERT_EQ((long)len, vgr_getrandom(self->ctx, out, len,
							   0, s));
			at = vgr_find_secret_window(out, len, before,
						    sizeof(before));
			ASSERT_EQ(-1, at)
				TH_LOG("%zu bytes: old key at offset %ld", len, at);
			at = vgr_find_secret_window(out, len, s->key,
						    sizeof(s->key));
			ASSERT_EQ(-1, at)
				TH_LOG("%zu bytes: new key at offset %ld", len, at);
		}
	}
}

VGR_TEST_MAIN
