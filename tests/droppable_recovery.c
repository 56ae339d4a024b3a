// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_recovery.c - a state whose page the kernel drops (it reads
 * back as zeros: generation 0, "never keyed") recovers: the next call
 * returns every byte, keys the state again and goes on producing output.
 * Pages are dropped with madvise(MADV_DONTNEED), which zaps any private
 * anonymous page, and with madvise(MADV_PAGEOUT), which reclaims the
 * page: a droppable one is freed rather than swapped, so where states
 * must be droppable (vgr_states_droppable()) it must come back as zeros.
 * That drop is MAP_DROPPABLE's, the kernel mm's: it is tested on its own
 * (madv_pageout_drops_state_page) also where the implementation keeps no
 * state (no vDSO getrandom), on a block mapped as mainline's params ask
 * with bytes planted in it; the recoveries, which are the next vDSO
 * call's, SKIP there ("no vDSO getrandom: ...").
 * Catches: always-syscall (the state is never keyed again),
 * no-wipe-on-fork, not-droppable, dumpable-states (MADV_PAGEOUT keeps a
 * page that is not droppable).
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

static unsigned char before[512], after[512];

/* The page that holds the state. */
static void *page_of(void *state)
{
	return (void *)((unsigned long)state & ~(VGR_PAGE_SIZE - 1));
}

/* Keys state, drops its page with advice; 1 if it reads back as zeros. */
static int keyed_then_dropped(struct __test_metadata *_metadata,
			      const struct vgr_ctx *ctx,
			      struct vgr_state *state, int advice)
{
	long ret;

	EXPECT_EQ((long)sizeof(before),
		  vgr_getrandom(ctx, before, sizeof(before), 0, state));
	EXPECT_NE(0ULL, state->generation);
	ret = vgr_madvise(page_of(state), VGR_PAGE_SIZE, advice);
	EXPECT_EQ(0, ret)
		TH_LOG("madvise(%d) gave %ld", advice, ret);
	return vgr_all_zero(state, sizeof(*state));
}

/* After the drop: every byte, fresh output, a keyed state. */
static void check_recovered(struct __test_metadata *_metadata,
			    const struct vgr_ctx *ctx, struct vgr_state *state)
{
	for (int i = 0; i < 4; i++) {
		ASSERT_EQ((long)sizeof(after),
			  vgr_getrandom(ctx, after, sizeof(after), 0, state));
		ASSERT_FALSE(vgr_all_zero(after, sizeof(after)));
		ASSERT_NE(0, memcmp(before, after, sizeof(after)));
	}
	EXPECT_NE(0ULL, state->generation)
		TH_LOG("the state was not keyed again");
	EXPECT_FALSE(vgr_all_zero(state->key, sizeof(state->key)));
}

#define RECOVERY "a dropped state's recovery is the next vDSO call's"

TEST(state_recovers_after_madv_dontneed)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_VDSO_STATE(ctx, RECOVERY);
	VGR_ONE_STATE(ctx, &states, state);
	EXPECT_TRUE(keyed_then_dropped(_metadata, ctx, state, MADV_DONTNEED))
		TH_LOG("MADV_DONTNEED left the state's bytes in place");
	check_recovered(_metadata, ctx, state);
	vgr_states_free(&states);
}

/*
 * The page of droppable memory that holds a state, keyed by a call (or
 * with bytes planted in it where no vDSO call uses it), comes back as
 * zeros after MADV_PAGEOUT: reclaim frees a droppable page rather than
 * swapping it out (mainline's try_to_unmap_one()).
 */
TEST(madv_pageout_drops_state_page)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;
	struct vgr_vma vma;
	long ret;

	VGR_NEED_DROPPABLE_MEMORY(ctx, &states, state);
	ret = vgr_madvise(page_of(state), VGR_PAGE_SIZE, MADV_PAGEOUT);
	if (ret == -EINVAL)
		SKIP(goto out, "the kernel has no MADV_PAGEOUT (5.4+)");
	ASSERT_TRUE(vgr_fill_state(ctx, state, before, sizeof(before)));
	ASSERT_FALSE(vgr_all_zero(state, sizeof(*state)));
	ret = vgr_madvise(page_of(state), VGR_PAGE_SIZE, MADV_PAGEOUT);
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	TH_LOG("MADV_PAGEOUT gave %ld (VmFlags: %s)", ret, vma.vmflags);
	ASSERT_EQ(0, ret);
	EXPECT_TRUE(vgr_all_zero(state, sizeof(*state)))
		TH_LOG("a droppable page survived MADV_PAGEOUT with its bytes");
out:
	vgr_states_free(&states);
}

TEST(state_recovers_after_madv_pageout)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;
	struct vgr_vma vma;
	long ret;
	int dropped;

	VGR_NEED_VDSO_STATE(ctx, RECOVERY);
	VGR_ONE_STATE(ctx, &states, state);
	ret = vgr_madvise(page_of(state), VGR_PAGE_SIZE, MADV_PAGEOUT);
	if (ret == -EINVAL)
		SKIP(goto out, "the kernel has no MADV_PAGEOUT (5.4+)");
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	dropped = keyed_then_dropped(_metadata, ctx, state, MADV_PAGEOUT);
	TH_LOG("MADV_PAGEOUT %s the page (VmFlags: %s)",
	       dropped ? "dropped" : "kept", vma.vmflags);
	if (vgr_states_droppable(ctx)) {
		EXPECT_TRUE(dropped)
			TH_LOG("the state's page must be droppable, yet it survived MADV_PAGEOUT");
	}
	check_recovered(_metadata, ctx, state);
out:
	vgr_states_free(&states);
}

VGR_TEST_MAIN_OF_KERNEL_MM
