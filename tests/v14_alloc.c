// SPDX-License-Identifier: GPL-2.0
/*
 * v14_alloc.c - the contract of the v14 seed's vgetrandom_alloc(): its
 * reserved arguments must be zero (-EINVAL), bad pointers give -EFAULT,
 * and walking num states by the contract (skipping to the next page
 * rather than straddling) stays inside the mapping it returned, which
 * munmap() of the page-rounded length frees. Also, on every ABI, the
 * project's allocator never hands out a straddling state.
 * Catches: alloc-straddles.
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

static long alloc(const struct vgr_ctx *ctx, unsigned int num,
		  unsigned int size, unsigned long addr, unsigned int flags)
{
	return vgr_vgetrandom_alloc(ctx, &num, &size, addr, flags);
}

static unsigned int expected_num(unsigned int hint, unsigned int size)
{
	unsigned long bytes = (unsigned long)(hint ? hint : 1) * size;
	unsigned long pages = (bytes + VGR_PAGE_SIZE - 1) / VGR_PAGE_SIZE;

	return pages * (VGR_PAGE_SIZE / size);
}

TEST(reserved_arguments_must_be_zero)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	VGR_NEED_ABI(ctx, VGR_ABI_V14);
	EXPECT_EQ(-EINVAL, alloc(ctx, 1, 0, 0x10000, 0));
	EXPECT_EQ(-EINVAL, alloc(ctx, 1, 0, 0, 1));
	EXPECT_EQ(-EINVAL, alloc(ctx, 1, 0, 0, 0x80000000));
	EXPECT_EQ(-EINVAL, alloc(ctx, 1, 144, 0, 0));
	EXPECT_EQ(-EINVAL, alloc(ctx, 1, 1, 0, 0));
}

TEST(bad_pointers_give_efault)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned int num = 1, size = 0;
	long guard;

	VGR_NEED_ABI(ctx, VGR_ABI_V14);
	guard = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_NONE,
			 MAP_PRIVATE | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(guard));
	EXPECT_EQ(-EFAULT, vgr_vgetrandom_alloc(ctx, NULL, &size, 0, 0));
	EXPECT_EQ(-EFAULT, vgr_vgetrandom_alloc(ctx, &num, NULL, 0, 0));
	EXPECT_EQ(-EFAULT, vgr_vgetrandom_alloc(ctx, (void *)guard, &size, 0, 0));
	EXPECT_EQ(-EFAULT, vgr_vgetrandom_alloc(ctx, &num, (void *)guard, 0, 0));
	munmap((void *)guard, VGR_PAGE_SIZE);
}

TEST(contract_walk_stays_inside_mapping)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned int hints[] = { 0, 1, 4, 27, 28, 29, 100, 1000, 5000 };

	VGR_NEED_ABI(ctx, VGR_ABI_V14);
	for (size_t h = 0; h < ARRAY_SIZE(hints); h++) {
		unsigned int num = hints[h], size = 0;
		long addr = vgr_vgetrandom_alloc(ctx, &num, &size, 0, 0);
		struct vgr_states states;
		struct vgr_vma vma;

		ASSERT_FALSE(vgr_is_err(addr)) TH_LOG("hint %u: %ld", hints[h], addr);
		ASSERT_EQ((unsigned int)VGR_STATE_SIZE, size);
		/* Seed 005: the states that fit in PAGE_ALIGN(hint * size). */
		ASSERT_EQ(expected_num(hints[h], size), num)
			TH_LOG("hint %u gave %u states", hints[h], num);
		ASSERT_EQ(0, vgr_vma_of((void *)addr, &vma));
		states = (struct vgr_states){ .map = (void *)addr, .num = num,
					      .size = size };
		for (unsigned int i = 0; i < num; i++) {
			char *s = vgr_state_at(&states, i);

			ASSERT_FALSE(vgr_state_straddles_page(s, size, VGR_PAGE_SIZE));
			ASSERT_GE((unsigned long)s, vma.start);
			ASSERT_LE((unsigned long)s + size, vma.end)
				TH_LOG("hint %u: state %u of %u ends past the mapping",
				       hints[h], i, num);
		}
		ASSERT_EQ(0, munmap((void *)addr, vma.end - vma.start));
		ASSERT_EQ(-ENOENT, vgr_vma_of((void *)addr, &vma));
	}
}

TEST(allocator_never_hands_out_straddling_states)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned int wants[] = { 1, 28, 29, 57, 300 };

	VGR_NEED_STATE(ctx);
	for (size_t w = 0; w < ARRAY_SIZE(wants); w++) {
		struct vgr_states states;
		struct vgr_vma vma;
		void *s;

		ASSERT_EQ(0, vgr_states_alloc(ctx, wants[w], &states));
		ASSERT_EQ(0, vgr_vma_of(states.map, &vma));
		while ((s = vgr_state_take(&states))) {
			ASSERT_FALSE(vgr_state_straddles_page(s, states.size,
							      VGR_PAGE_SIZE));
			ASSERT_LE((unsigned long)s + states.size, vma.end);
		}
		ASSERT_GE(states.used, wants[w]);
		vgr_states_free(&states);
	}
}

VGR_TEST_MAIN
