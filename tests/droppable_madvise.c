// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_madvise.c - madvise() cannot undo what makes a state's memory
 * safe: on a droppable mapping, MADV_KEEPONFORK (which would let a child
 * inherit the parent's states) and MADV_DODUMP (which would put them in
 * core dumps) give -EINVAL and leave 'wf' and 'dd' in place (mainline's
 * madvise_vma_behavior(), since 6.11's MAP_DROPPABLE); MADV_MERGEABLE is
 * accepted and ignored, so KSM never shares a state's page with another
 * process (ksm_compatible()): no 'mg'. The memory is the suite's states
 * (vgr_states_alloc()) or, where the implementation keeps none (no vDSO
 * getrandom), a block mapped as mainline's params ask: these are
 * properties of MAP_DROPPABLE, the kernel mm's, with or without a vDSO.
 * SKIP, naming the refusal, where that memory cannot be droppable; the
 * v14 kernel's VM_DROPPABLE has none of these exclusions, which is
 * reported by a SKIP with the reason.
 * Catches: not-droppable, dumpable-states, no-wipe-on-fork (the model's
 * states are then not droppable: madvise() undoes what it set, and KSM
 * may merge them).
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

#ifndef MADV_KEEPONFORK
#define MADV_KEEPONFORK	19
#endif

/* The v14 kernel's own states: its VM_DROPPABLE has no exclusions. */
static int v14_kernel_states(const struct vgr_ctx *ctx)
{
	return ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO;
}

/*
 * Gives advice to a state's mapping. With kept, it must be refused with
 * -EINVAL and the flag kept that it would clear; without (MADV_MERGEABLE),
 * accepted (-EINVAL: no KSM, a SKIP) and ignored: no 'mg'.
 */
static void advise_state(struct __test_metadata *_metadata, int advice,
			 const char *what, const char *kept)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_vma vma;
	void *state;
	long ret;

	VGR_NEED_DROPPABLE_MEMORY(ctx, &states, state);
	if (!vgr_smaps_shows_madvise())
		SKIP(return,
		     "/proc/self/smaps shows no madvise() VmFlags (qemu-user makes it up)");
	ret = vgr_madvise(states.map, states.map_len, advice);
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	TH_LOG("madvise(%s) gave %ld; VmFlags %s", what, ret, vma.vmflags);
	if (!kept) {
		if (ret == -EINVAL)
			SKIP(return,
			     "MADV_MERGEABLE gave -EINVAL: the kernel has no KSM (CONFIG_KSM)");
		ASSERT_EQ(0, ret);
		if (v14_kernel_states(ctx) && vgr_vma_has_flag(&vma, "mg"))
			SKIP(return,
			     "v14 kernel: KSM may merge a state (no VM_DROPPABLE exclusion)");
		EXPECT_FALSE(vgr_vma_has_flag(&vma, "mg"))
			TH_LOG("KSM may merge the state's page ('mg')");
		goto out;
	}
	if (v14_kernel_states(ctx) && !ret)
		SKIP(return,
		     "v14 kernel: %s accepted on a state (no VM_DROPPABLE exclusion)",
		     what);
	EXPECT_EQ(-EINVAL, ret)
		TH_LOG("madvise(%s) on a droppable state was not refused", what);
	EXPECT_TRUE(vgr_vma_has_flag(&vma, kept))
		TH_LOG("madvise(%s) cleared '%s' of the state mapping", what,
		       kept);
out:
	vgr_states_free(&states);
}

TEST(keeponfork_is_refused)
{
	advise_state(_metadata, MADV_KEEPONFORK, "MADV_KEEPONFORK", "wf");
}

TEST(dodump_is_refused)
{
	advise_state(_metadata, MADV_DODUMP, "MADV_DODUMP", "dd");
}

TEST(mergeable_is_ignored)
{
	advise_state(_metadata, MADV_MERGEABLE, "MADV_MERGEABLE", NULL);
}

VGR_TEST_MAIN_OF_KERNEL_MM
