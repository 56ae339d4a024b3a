// SPDX-License-Identifier: GPL-2.0
/*
 * basic_calls.c - every call returns the length asked for and fills it:
 * lengths 0, 1..300, 1263 (x1000, as the seed's selftest), 4096 and
 * 323929; output is not all zeros and differs between calls and states.
 * Catches: counter-not-written-back (repeats across calls).
 */
#include "tests/one_state_fixture.h"

#define SENTINEL 0xa5

static unsigned char buf[323929 + 64];

/* Fills len bytes and checks the return and that nothing past len moved. */
static int fill_exact(struct __test_metadata *_metadata,
		      const struct vgr_ctx *ctx, void *state, size_t len)
{
	memset(buf, SENTINEL, len + 64);
	EXPECT_EQ((long)len, vgr_getrandom(ctx, buf, len, 0, state))
		return 0;
	for (size_t i = len; i < len + 64; i++) {
		EXPECT_EQ(SENTINEL, buf[i])
			return 0;
	}
	if (len >= 16)
		EXPECT_FALSE(vgr_all_zero(buf, len))
			return 0;
	return 1;
}

TEST_F(one_state, zero_length_returns_zero)
{
	ASSERT_EQ(0, vgr_getrandom(self->ctx, buf, 0, 0, self->state));
	ASSERT_EQ(0, vgr_getrandom(self->ctx, NULL, 0, 0, self->state));
}

TEST_F(one_state, lengths_1_to_300_fill_exactly)
{
	for (size_t len = 1; len <= 300; len++) {
		ASSERT_TRUE(fill_exact(_metadata, self->ctx, self->state, len))
			TH_LOG("length %zu", len);
	}
}

TEST_F(one_state, length_1263_a_thousand_times)
{
	for (int i = 0; i < 1000; i++) {
		ASSERT_TRUE(fill_exact(_metadata, self->ctx, self->state, 1263))
			TH_LOG("call %d", i);
	}
}

TEST_F(one_state, length_4096_and_323929_fill_exactly)
{
	ASSERT_TRUE(fill_exact(_metadata, self->ctx, self->state, 4096));
	ASSERT_TRUE(fill_exact(_metadata, self->ctx, self->state, 323929));
}

TEST_F(one_state, consecutive_calls_differ)
{
	static unsigned char a[4096], b[4096];
	size_t lens[] = { 16, 32, 64, 95, 96, 97, 200, 4096 };

	for (size_t i = 0; i < ARRAY_SIZE(lens); i++) {
		ASSERT_EQ((long)lens[i], vgr_getrandom(self->ctx, a, lens[i], 0,
						       self->state));
		ASSERT_EQ((long)lens[i], vgr_getrandom(self->ctx, b, lens[i], 0,
						       self->state));
		ASSERT_NE(0, memcmp(a, b, lens[i]))
			TH_LOG("two calls of %zu bytes gave the same output", lens[i]);
	}
}

TEST(two_states_differ)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	static unsigned char a[1024], b[1024];
	struct vgr_states states;
	void *s1, *s2;

	VGR_NEED_STATE(ctx);
	ASSERT_EQ(0, vgr_states_alloc(ctx, 2, &states));
	s1 = vgr_state_take(&states);
	s2 = vgr_state_take(&states);
	ASSERT_NE(NULL, s2);
	for (int i = 0; i < 16; i++) {
		ASSERT_EQ(1024, vgr_getrandom(ctx, a, sizeof(a), 0, s1));
		ASSERT_EQ(1024, vgr_getrandom(ctx, b, sizeof(b), 0, s2));
		ASSERT_NE(0, memcmp(a, b, sizeof(a)));
	}
	vgr_states_free(&states);
}

VGR_TEST_MAIN
