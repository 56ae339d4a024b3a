// SPDX-License-Identifier: GPL-2.0
/*
 * straddle_state_untouched.c - a state that crosses a page boundary is
 * never used: at every one of the 143 straddling offsets in the
 * allocator's memory, mainline returns -EFAULT and leaves the buffer
 * alone, v14 falls back to the syscall, and in both the state's bytes
 * stay as they were. The last offset that fits, and the first of the
 * next page, work and use the state (white box). Pages are AT_PAGESZ's:
 * on 16k and 64k kernels a state that crosses a 4 KiB line inside one
 * page (at each 8-byte aligned offset, as a 144-byte stride puts the 29th
 * state of a page across 4096) is served by the fast path as any other,
 * rekeyed to the kernel's generation (a 4 KiB constant in the kernel's
 * check refuses it); on 4k kernels that test SKIPs, saying so.
 * Catches: no-straddle-check, no-rekey-on-generation (the fitting states
 * hold a stale generation, which must rekey), straddle-check-4k (with
 * VGR_MODEL_PAGE_SIZE=16384), straddle-falls-back (mainline gives the
 * buffer bytes, not -EFAULT).
 */
#include "tests/vgr_test.h"

#define OUT_LEN		64
#define SENTINEL	0xa5
#define PATTERN		0x5a
#define SMALL_PAGE	4096UL	/* the line a 4 KiB constant would draw */

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

/* The kernel's generation now, as a state placed well (ref) shows it. */
static __u64 generation_now(struct __test_metadata *_metadata,
			    const struct vgr_ctx *ctx, unsigned char *ref)
{
	EXPECT_EQ(OUT_LEN, vgr_getrandom(ctx, out, sizeof(out), 0, ref));
	return ((struct vgr_state *)ref)->generation;
}

/*
 * Served by the fast path, as the vDSO serves a stale state: rekeyed to
 * the kernel's generation (read before and after, in case it reseeded),
 * a new key, a refilled batch, not left in use.
 */
static int served_as_vdso(const unsigned char *state, __u64 gen_before,
			  __u64 gen_after)
{
	const struct vgr_state *s = (const struct vgr_state *)state;
	unsigned char was[VGR_STATE_SIZE];

	fill_state(was);
	return (s->generation == gen_before || s->generation == gen_after) &&
	       memcmp(s->key, was + __builtin_offsetof(struct vgr_state, key),
		      sizeof(s->key)) &&
	       !s->in_use;
}

TEST_F(straddle, four_k_line_inside_a_page_is_served)
{
	unsigned char *page = self->boundary - VGR_PAGE_SIZE, *state;
	unsigned long line, k;
	__u64 before, after;

	if (VGR_PAGE_SIZE <= SMALL_PAGE)
		SKIP(return,
		     "the page is %lu bytes (AT_PAGESZ): no 4 KiB line falls inside one",
		     VGR_PAGE_SIZE);
	for (line = SMALL_PAGE; line < VGR_PAGE_SIZE; line += SMALL_PAGE) {
		/* 8-byte aligned, as allocators place states (and C wants). */
		for (k = 8; k < VGR_STATE_SIZE; k += 8) {
			state = page + line - k;
			before = generation_now(_metadata, self->ctx, self->boundary);
			fill_state(state);
			memset(out, SENTINEL, sizeof(out));
			ASSERT_EQ(OUT_LEN, vgr_getrandom(self->ctx, out,
							 sizeof(out), 0, state))
				TH_LOG("state at page offset %lu, across the 4 KiB line at %lu",
				       line - k, line);
			after = generation_now(_metadata, self->ctx, self->boundary);
			ASSERT_FALSE(vgr_all_zero(out, sizeof(out)));
			ASSERT_TRUE(served_as_vdso(state, before, after))
				TH_LOG("the state at offset %lu was not served by the fast path",
				       line - k);
		}
	}
	TH_LOG("page size %lu: %lu states across 4 KiB lines served",
	       VGR_PAGE_SIZE, (VGR_PAGE_SIZE / SMALL_PAGE - 1) *
	       ((VGR_STATE_SIZE - 1) / 8));
}

VGR_TEST_MAIN
