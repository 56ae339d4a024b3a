// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_flags.c - the memory that holds states is wiped on fork,
 * left out of core dumps and, where the kernel has VM_DROPPABLE,
 * droppable: smaps VmFlags "wf dd dp" (v14 documents "wf dd dp nr").
 * And the kernel refuses MAP_DROPPABLE | MAP_LOCKED (mainline's
 * do_mmap(): a locked area makes no sense to be droppable): mmap() with
 * the params' flags | MAP_LOCKED must fail with EINVAL.
 * Catches: no-wipe-on-fork (flags). The MAP_LOCKED test checks the
 * kernel itself and catches none of the model's faults.
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

TEST(state_mapping_is_wipeonfork_dontdump_droppable)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	static const char * const always[] = { "wf", "dd" };
	struct vgr_states states;
	struct vgr_vma vma;
	void *state;

	VGR_NEED_STATE(ctx);
	if (!vgr_smaps_shows_madvise())
		SKIP(return, "this /proc/self/smaps does not show madvise()'s VmFlags (qemu-user makes it up)");
	VGR_ONE_STATE(ctx, &states, state);
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	TH_LOG("state mapping %lx-%lx VmFlags: %s", vma.start, vma.end,
	       vma.vmflags);
	for (size_t i = 0; i < ARRAY_SIZE(always); i++) {
		EXPECT_TRUE(vgr_vma_has_flag(&vma, always[i]))
			TH_LOG("no '%s' in VmFlags", always[i]);
	}
	if (vgr_states_droppable(ctx)) {
		EXPECT_TRUE(vgr_vma_has_flag(&vma, "dp"))
			TH_LOG("states must be droppable here; they lack 'dp'");
	} else {
		TH_LOG("the kernel lacks MAP_DROPPABLE: 'dp' not required");
	}
	if (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO) {
		EXPECT_TRUE(vgr_vma_has_flag(&vma, "nr"))
			TH_LOG("v14 documents 'nr' (no-reserve)");
	}
	vgr_states_free(&states);
}

TEST(droppable_with_map_locked_is_rejected)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	long addr;

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	if (!(ctx->params.mmap_flags & MAP_DROPPABLE))
		SKIP(return, "params mmap_flags 0x%x lack MAP_DROPPABLE",
		     ctx->params.mmap_flags);
	if (!vgr_kernel_has_droppable())
		SKIP(return, "the running kernel refuses MAP_DROPPABLE");
	addr = vgr_mmap(NULL, VGR_PAGE_SIZE, ctx->params.mmap_prot,
			ctx->params.mmap_flags | MAP_LOCKED);
	if (!vgr_is_err(addr))
		munmap((void *)addr, VGR_PAGE_SIZE);
	ASSERT_EQ(-EINVAL, addr)
		TH_LOG("mmap(flags 0x%x | MAP_LOCKED) gave %ld",
		       ctx->params.mmap_flags, addr);
}

VGR_TEST_MAIN
