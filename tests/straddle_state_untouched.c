// SPDX-License-Identifier: GPL-2.0
/*
 * straddle_state_untouched.c - a state that crosses a page boundary is
 * never used: at every one of the 143 straddling offsets in the
 * allocator's memory, mainline returns -EFAULT and leaves the buffer
 * alone, v14 falls back to the syscall, and in both the state's bytes
 * stay as they were. The last offset that fits, and the first of the
 * next page, work and use the state (white box).
 * Catches: no-straddle-check, no-rekey-on-generation (the fitting states
 * hold a stale generation, which must rekey).
 */
#include "tests/vgr_test.h"

#define OUT_LEN		64
#define SENTINEL	0xa5
#define PATTERN		0x5a

static unsigned char out[OUT_LEN];

FIXTURE(straddle) {
	const struct vgr_ctx *ctx;
	struct vgr_states states;
	unsigned char *boundary;	/* a page boundary inside the block */
};

FIXTURE_SETUP(straddle)
{
	unsigned long map;

	self->ctx = vgr_ctx();
	memset(&self->states, 0, sizeof(self->states));
	VGR_NEED_STATE(self->ctx);
	/* Two pages' worth: the block spans a page boundary. */
	ASSERT_EQ(0, vgr_states_alloc(self->ctx,
				      2 * (VGR_PAGE_SIZE / self->ctx->state_size),
				      &self->states));
	map = (unsigned long)self->states.map;
	self->boundary = (unsigned char *)((map + 2 * VGR_PAGE_SIZE - 1) &
					   ~(VGR_PAGE_SIZE - 1));
	ASSERT_GE(map + self->states.map_len,
		  (unsigned long)self->boundary + VGR_STATE_SIZE);
}

FIXTURE_TEARDOWN(straddle)
{
	vgr_states_free(&self->states);
}

/*
 * A state the implementation would use if it ignored where it lies:
 * not in use, a stale generation, a valid batch position.
 */
static void fill_state(unsigned char *state)
{
	memset(state, PATTERN, VGR_STATE_SIZE);
	/* A byte store: a straddling state need not be aligned. */
	state[__builtin_offsetof(struct vgr_state, in_use)] = 0;
}

static int state_untouched(const unsigned char *state)
{
	unsigned char want[VGR_STATE_SIZE];

	fill_state(want);
	return !memcmp(state, want, VGR_STATE_SIZE);
}

TEST_F(straddle, straddling_state_untouched)
{
	int mainline = self->ctx->abi == VGR_ABI_MAINLINE;
	unsigned char *state;
	long ret;
	int k;

	for (k = 1; k < VGR_STATE_SIZE; k++) {
		state = self->boundary - k;
		fill_state(state);
		memset(out, SENTINEL, sizeof(out));
		ret = vgr_getrandom(self->ctx, out, sizeof(out), 0, state);
		if (mainline) {
			ASSERT_EQ(-EFAULT, ret)
				TH_LOG("state %d bytes before a page end", k);
			for (size_t i = 0; i < sizeof(out); i++)
				ASSERT_EQ(SENTINEL, out[i])
					TH_LOG("-EFAULT call wrote its buffer");
		} else {
			ASSERT_EQ(OUT_LEN, ret)
				TH_LOG("state %d bytes before a page end", k);
			ASSERT_FALSE(vgr_all_zero(out, sizeof(out)));
		}
		ASSERT_TRUE(state_untouched(state))
			TH_LOG("the state %d bytes before a page end was used", k);
	}
}

/* The state is used: its bytes changed and it holds a generation. */
static int state_used(const unsigned char *state)
{
	return !state_untouched(state) &&
	       ((const struct vgr_state *)state)->generation !=
	       0x5a5a5a5a5a5a5a5aULL;
}

TEST_F(straddle, last_fitting_offsets_use_state)
{
	unsigned char *fits[] = { self->boundary - VGR_STATE_SIZE,
				  self->boundary };

	TH_LOG("page size %lu (AT_PAGESZ): the last fitting offset is %lu",
	       VGR_PAGE_SIZE, VGR_PAGE_SIZE - VGR_STATE_SIZE);
	for (size_t i = 0; i < ARRAY_SIZE(fits); i++) {
		fill_state(fits[i]);
		memset(out, SENTINEL, sizeof(out));
		ASSERT_EQ(OUT_LEN, vgr_getrandom(self->ctx, out, sizeof(out),
						 0, fits[i]));
		ASSERT_FALSE(vgr_all_zero(out, sizeof(out)));
		ASSERT_TRUE(state_used(fits[i]))
			TH_LOG("the state at page offset %lu was not used",
			       (unsigned long)fits[i] & (VGR_PAGE_SIZE - 1));
	}
}

VGR_TEST_MAIN
