// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_remap.c - a state mapping keeps what protects it when it is
 * moved, grown or reprotected: after mremap() to a new address, mremap()
 * that grows it, mremap(MREMAP_DONTUNMAP) (both the new mapping and the
 * emptied old one) and mprotect() to PROT_NONE and back, smaps VmFlags
 * still have "wf dd" and, where states are droppable, "dp" (mainline's
 * mremap() and mprotect() copy vm_flags, and vma_merge() only joins
 * mappings with equal flags). A moved state keeps its bytes (its key) and
 * serves calls at its new address. The mapping is the suite's states,
 * keyed by a call, or where the implementation keeps none (no vDSO
 * getrandom) a block mapped as mainline's params ask (MAP_DROPPABLE, the
 * kernel mm's) with bytes planted in a state: there the calls at the new
 * address are logged as not applicable. SKIP where smaps shows no
 * VmFlags (qemu-user), and, naming the refusal, where there are neither
 * states nor MAP_DROPPABLE.
 * Catches: not-droppable, dumpable-states, no-wipe-on-fork (the model's
 * state mapping then lacks "dp", "dd" or "wf").
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

#ifndef MREMAP_FIXED
#define MREMAP_FIXED	2
#endif

static unsigned char buf[64];

#define NO_VMFLAGS \
	"/proc/self/smaps shows no madvise() VmFlags (qemu-user makes it up)"

/*
 * One state with bytes in it (keyed by a call, or planted), copied into
 * saved; SKIP where smaps shows no VmFlags.
 */
#define NEED_KEYED_STATE(ctx, states, state, saved) do {		\
	VGR_NEED_STATE_MEMORY(ctx, states, state);			\
	if (!vgr_smaps_shows_madvise())					\
		SKIP(return, NO_VMFLAGS);				\
	ASSERT_TRUE(vgr_fill_state(ctx, state, buf, 8));		\
	memcpy(saved, state, sizeof(*(saved)));				\
} while (0)

/* The mapping that holds addr has every flag a state mapping needs. */
static void expect_state_flags(struct __test_metadata *_metadata,
			       const void *addr, const char *after)
{
	const char *want = vgr_state_vmflags(vgr_ctx());
	struct vgr_vma vma;
	const char *missing;

	ASSERT_EQ(0, vgr_vma_of(addr, &vma));
	TH_LOG("after %s: %lx-%lx VmFlags %s", after, vma.start, vma.end,
	       vma.vmflags);
	missing = vgr_vma_missing_flag(&vma, want);
	EXPECT_EQ(NULL, missing)
		TH_LOG("after %s the state mapping lacks '%.2s' of \"%s\"",
		       after, missing, want);
}

/*
 * The state at its new address has the bytes it had (its key) and, where
 * a vDSO call uses it, serves calls.
 */
static void expect_moved(struct __test_metadata *_metadata,
			 const struct vgr_state *moved,
			 const struct vgr_state *saved)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	EXPECT_EQ(0, memcmp(moved, saved, sizeof(*moved)))
		TH_LOG("the moved state lost its bytes (its key)");
	if (!vgr_has_state(ctx)) {
		VGR_LOG_NO_VDSO(ctx, "a call through the moved state");
		return;
	}
	EXPECT_EQ(8, vgr_getrandom(ctx, buf, 8, 0, (void *)moved));
}

/* Where the state at offset off of the old mapping is in the new one. */
static struct vgr_state *at(long map, const void *old_map, const void *state)
{
	return (struct vgr_state *)(map + ((const char *)state -
					   (const char *)old_map));
}

TEST(mremap_move_keeps_flags)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state, *moved_state, saved;
	long target, moved;

	NEED_KEYED_STATE(ctx, &states, state, &saved);
	target = vgr_mmap(NULL, states.map_len, PROT_NONE,
			  MAP_PRIVATE | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(target));
	moved = vgr_mremap(states.map, states.map_len, states.map_len,
			   MREMAP_MAYMOVE | MREMAP_FIXED, (void *)target);
	ASSERT_EQ(target, moved)
		TH_LOG("mremap(MREMAP_FIXED) gave %ld", moved);
	moved_state = at(moved, states.map, state);
	states.map = (void *)moved;
	expect_state_flags(_metadata, (void *)moved, "mremap(MREMAP_FIXED)");
	expect_moved(_metadata, moved_state, &saved);
	vgr_states_free(&states);
}

TEST(mremap_grow_keeps_flags)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state, saved;
	size_t len;
	long grown;

	NEED_KEYED_STATE(ctx, &states, state, &saved);
	len = states.map_len;
	grown = vgr_mremap(states.map, len, 2 * len, MREMAP_MAYMOVE, NULL);
	ASSERT_FALSE(vgr_is_err(grown))
		TH_LOG("mremap() to %zu bytes gave %ld", 2 * len, grown);
	expect_state_flags(_metadata, (void *)(grown + len), "growing mremap()");
	expect_moved(_metadata, at(grown, states.map, state), &saved);
	munmap((void *)grown, 2 * len);
}

TEST(mremap_dontunmap_keeps_flags)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state, saved;
	long moved;

	NEED_KEYED_STATE(ctx, &states, state, &saved);
	moved = vgr_mremap(states.map, states.map_len, states.map_len,
			   MREMAP_MAYMOVE | MREMAP_DONTUNMAP, NULL);
	if (moved == -EINVAL)
		SKIP(goto out,
		     "MREMAP_DONTUNMAP gave -EINVAL (5.7+, anonymous only before 5.13)");
	ASSERT_FALSE(vgr_is_err(moved))
		TH_LOG("mremap(MREMAP_DONTUNMAP) gave %ld", moved);
	expect_state_flags(_metadata, (void *)moved, "mremap(MREMAP_DONTUNMAP), new");
	expect_moved(_metadata, at(moved, states.map, state), &saved);
	expect_state_flags(_metadata, state, "mremap(MREMAP_DONTUNMAP), old");
	EXPECT_TRUE(vgr_all_zero(state, sizeof(*state)))
		TH_LOG("the emptied old state still holds bytes");
	munmap((void *)moved, states.map_len);
out:
	vgr_states_free(&states);
}

TEST(mprotect_round_trip_keeps_flags)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state, saved;

	NEED_KEYED_STATE(ctx, &states, state, &saved);
	ASSERT_EQ(0, vgr_mprotect(states.map, states.map_len, PROT_NONE));
	expect_state_flags(_metadata, state, "mprotect(PROT_NONE)");
	ASSERT_EQ(0, vgr_mprotect(states.map, states.map_len,
				  PROT_READ | PROT_WRITE));
	expect_state_flags(_metadata, state, "mprotect(PROT_READ | PROT_WRITE)");
	expect_moved(_metadata, state, &saved);
	vgr_states_free(&states);
}

VGR_TEST_MAIN_OF_KERNEL_MM
