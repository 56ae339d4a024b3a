// SPDX-License-Identifier: GPL-2.0
/*
 * flags.c - the vDSO treats flags as the syscall does: unknown bits give
 * -EINVAL (mainline; the v14 kernel accepts them, a bug fixed in
 * 6.11-rc6, reported here as not ok), and every combination of
 * GRND_NONBLOCK, GRND_RANDOM and GRND_INSECURE returns what the syscall
 * returns where the syscall succeeds. GRND_INSECURE|GRND_RANDOM, which
 * the syscall rejects, is only logged: mainline's vDSO does not check
 * that combination once the RNG is ready, an upstream divergence.
 * Catches: unknown-flags-accepted.
 */
#include "tests/one_state_fixture.h"

#define KNOWN_FLAGS (GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE)

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
	if (accepted && self->ctx->abi == VGR_ABI_V14)
		TH_LOG("known v14 bug: unknown flags accepted (fixed upstream in 6.11-rc6)");
	ASSERT_EQ(0U, accepted);
	ASSERT_EQ(-EINVAL, vgr_getrandom(self->ctx, buf, sizeof(buf), 0xffff,
					 self->state));
}

TEST_F(one_state, known_flags_agree_with_syscall)
{
	unsigned char buf[64];

	for (unsigned int flags = 0; flags <= KNOWN_FLAGS; flags++) {
		long want, got;

		if (flags & ~KNOWN_FLAGS)
			continue;
		want = vgr_sys_getrandom(buf, sizeof(buf), flags);
		got = vgr_getrandom(self->ctx, buf, sizeof(buf), flags,
				    self->state);
		if (want == -EINVAL) {
			TH_LOG("flags 0x%x: syscall -EINVAL, under test %ld%s",
			       flags, got, got == want ? "" :
			       " (divergence known upstream, not asserted)");
			continue;
		}
		EXPECT_EQ(want, got)
			TH_LOG("flags 0x%x: syscall %ld, under test %ld",
			       flags, want, got);
	}
}

VGR_TEST_MAIN
