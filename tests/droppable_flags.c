// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_flags.c - the memory that holds states is wiped on fork,
 * left out of core dumps and, where the kernel has VM_DROPPABLE,
 * droppable: smaps VmFlags "wf dd dp" (v14 documents "wf dd dp nr").
 * And the kernel refuses what cannot be droppable (mainline's do_mmap()):
 * the params' flags with MAP_LOCKED ("a locked area makes no sense to be
 * droppable"), MAP_GROWSDOWN (a stack), MAP_SHARED (another mapping
 * type) or a file give -EINVAL; with MAP_HUGETLB, an error.
 * Catches: no-wipe-on-fork, not-droppable, dumpable-states (flags). The
 * mmap() tests check the kernel itself and catch none of the model's
 * faults.
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
		SKIP(return,
		     "/proc/self/smaps shows no madvise() VmFlags (qemu-user makes it up)");
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

/*
 * mmap() with the params' flags | extra (on fd, -1 for none, with
 * MAP_ANONYMOUS taken out for a file, which it would make the kernel
 * ignore) must fail:
 * with -EINVAL, or with any error when any_error (MAP_HUGETLB, which
 * may fail earlier for want of huge pages).
 */
static void expect_rejected(struct __test_metadata *_metadata, int extra,
			    int fd, const char *what, int any_error)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	int flags = (ctx->params.mmap_flags | extra) &
		    ~(fd < 0 ? 0 : MAP_ANONYMOUS);
	long addr;

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	if (!(ctx->params.mmap_flags & MAP_DROPPABLE))
		SKIP(return, "params mmap_flags 0x%x lack MAP_DROPPABLE",
		     ctx->params.mmap_flags);
	if (!vgr_kernel_has_droppable())
		SKIP(return, "the running kernel refuses MAP_DROPPABLE");
	addr = vgr_mmap_fd(NULL, VGR_PAGE_SIZE, ctx->params.mmap_prot, flags,
			   fd);
	if (!vgr_is_err(addr))
		munmap((void *)addr, VGR_PAGE_SIZE);
	TH_LOG("mmap(flags 0x%x: the params' with %s) gave %ld", flags, what,
	       addr);
	ASSERT_TRUE(any_error ? vgr_is_err(addr) : addr == -EINVAL)
		TH_LOG("not refused%s", any_error ? "" : " with -EINVAL");
}

TEST(droppable_with_map_locked_is_rejected)
{
	expect_rejected(_metadata, MAP_LOCKED, -1, "MAP_LOCKED", 0);
}

TEST(droppable_with_map_hugetlb_is_rejected)
{
	expect_rejected(_metadata, MAP_HUGETLB, -1, "MAP_HUGETLB", 1);
}

TEST(droppable_with_map_growsdown_is_rejected)
{
	expect_rejected(_metadata, MAP_GROWSDOWN, -1, "MAP_GROWSDOWN", 0);
}

/* MAP_DROPPABLE is a mapping type, as MAP_SHARED is: not both. */
TEST(droppable_with_map_shared_is_rejected)
{
	expect_rejected(_metadata, MAP_SHARED, -1, "MAP_SHARED", 0);
}

/* Only anonymous memory is droppable: a file (/dev/zero) is refused. */
TEST(droppable_file_mapping_is_rejected)
{
	int fd = open("/dev/zero", O_RDWR | O_CLOEXEC);

	if (fd < 0)
		SKIP(return, "cannot open /dev/zero: errno %d", errno);
	expect_rejected(_metadata, 0, fd, "a file (/dev/zero)", 0);
	close(fd);
}

VGR_TEST_MAIN
