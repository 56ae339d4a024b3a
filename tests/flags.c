// SPDX-License-Identifier: GPL-2.0
/*
 * flags.c - the vDSO treats flags as the syscall does: unknown bits give
 * -EINVAL (mainline; the v14 kernel accepts them, a bug fixed in
 * 6.11-rc6, an expected failure on the v14 ABI), and every combination of
 * GRND_NONBLOCK, GRND_RANDOM and GRND_INSECURE returns what the syscall
 * returns where the syscall succeeds. GRND_INSECURE|GRND_RANDOM, which
 * the syscall rejects and the vDSO serves, is an expected failure (XFAIL)
 * with its reason: an upstream divergence, which turns to XPASS if fixed.
 * The known flags are served from the state, not by the syscall (white
 * box: a state planted unkeyed is keyed by the call).
 * Catches: unknown-flags-accepted.
 */
#include "tests/one_state_fixture.h"

#define KNOWN_FLAGS (GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE)
#define INSECURE_RANDOM (GRND_INSECURE | GRND_RANDOM)

TEST_F(one_state, unknown_flag_bits_give_einval)
{
	unsigned char buf[16];
	unsigned int accepted = 0;

	for (int bit = 0; bit < 32; bit++) {
		unsigned int flag = 1U << bit;
		long ret;

		if (flag & KNOWN_FLAGS)
			continue;
		ret = vgr_getrandom(self->ctx, buf, sizeof(buf), flag,
				    self->state);
		if (ret != -EINVAL) {
			accepted |= flag;
			TH_LOG("flag 0x%x returned %ld, not -EINVAL", flag, ret);
		}
	}
	/* The seed series' own behaviour, which mainline fixed in 6.11-rc6. */
	if (self->ctx->abi == VGR_ABI_V14)
		VGR_KNOWN_DIVERGENCE(accepted != 0,
				     "v14 serves unknown flag bits 0x%x (-EINVAL since 6.11-rc6)",
				     accepted);
	ASSERT_EQ(0U, accepted);
	ASSERT_EQ(-EINVAL, vgr_getrandom(self->ctx, buf, sizeof(buf), 0xffff,
					 self->state));
}

TEST_F(one_state, known_flags_agree_with_syscall)
{
	unsigned char buf[64];

	for (unsigned int flags = 0; flags <= KNOWN_FLAGS; flags++) {
		long want, got;

		if ((flags & ~KNOWN_FLAGS) ||
		    (flags & INSECURE_RANDOM) == INSECURE_RANDOM)
			continue;
		want = vgr_sys_getrandom(buf, sizeof(buf), flags);
		got = vgr_getrandom(self->ctx, buf, sizeof(buf), flags,
				    self->state);
		EXPECT_EQ(want, got)
			TH_LOG("flags 0x%x: syscall %ld, under test %ld",
			       flags, want, got);
	}
}

TEST_F(one_state, known_flags_take_the_fast_path)
{
	const unsigned int served[] = {
		0, GRND_NONBLOCK, GRND_RANDOM, GRND_INSECURE,
		GRND_NONBLOCK | GRND_RANDOM, GRND_NONBLOCK | GRND_INSECURE,
	};
	struct vgr_state *state = self->state;
	unsigned char buf[16];

	VGR_NEED_STATE(self->ctx);
	for (size_t i = 0; i < ARRAY_SIZE(served); i++) {
		/* Unkeyed, as after a fork: a call from the state keys it. */
		state->generation = 0;
		ASSERT_EQ((long)sizeof(buf),
			  vgr_getrandom(self->ctx, buf, sizeof(buf), served[i],
					state));
		EXPECT_NE(0ULL, state->generation)
			TH_LOG("flags 0x%x: served by the syscall, not the state",
			       served[i]);
	}
}

/*
 * GRND_INSECURE|GRND_RANDOM: the syscall gives -EINVAL; mainline's vDSO
 * (and v14's) checks only for unknown bits and serves it. An expected
 * failure while the divergence lasts, XPASS once upstream fixes it.
 */
TEST_F(one_state, insecure_random_gives_einval_as_syscall)
{
	const unsigned int both[] = { INSECURE_RANDOM,
				      INSECURE_RANDOM | GRND_NONBLOCK };
	unsigned char buf[64];
	long got[2];

	VGR_NEED_STATE(self->ctx);
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(-EINVAL, vgr_sys_getrandom(buf, sizeof(buf), both[i]));
		got[i] = vgr_getrandom(self->ctx, buf, sizeof(buf), both[i],
				       self->state);
	}
	VGR_KNOWN_DIVERGENCE(got[0] != -EINVAL || got[1] != -EINVAL,
			     "GRND_INSECURE|RANDOM (|NONBLOCK): vDSO %ld (%ld), syscall -EINVAL",
			     got[0], got[1]);
}

VGR_TEST_MAIN
