// SPDX-License-Identifier: GPL-2.0
/*
 * params_query.c - mainline's params query, fn(NULL, 0, 0, &params, ~0UL):
 * only the exact magic fills the params, and the values are sane (144
 * bytes, vdso/state.h; prot RW, flags with MAP_DROPPABLE), and the query
 * writes nothing past the params' 64 bytes (a loop over reserved[] one
 * word too far: a mutant of the kernel's C, make kernel-mutants).
 * Catches: query-accepts-32bit-magic (the LLVM libc ~0U bug).
 */
#include "tests/vgr_test.h"
#include "nolibc/vgr_compiler.h"

#define PATTERN 0x5a

/* Page-aligned, so that a call which takes it for a state never straddles. */
static union {
	struct vgr_opaque_params params;
	unsigned char bytes[4096];
} page __aligned(4096);

static unsigned char out[16];

static int params_untouched(void)
{
	for (size_t i = 0; i < sizeof(page.params); i++)
		if (page.bytes[i] != PATTERN)
			return 0;
	return 1;
}

static long query(const struct vgr_ctx *ctx, void *buf, size_t len,
		  unsigned int flags, size_t magic)
{
	memset(&page, PATTERN, sizeof(page));
	return vgr_getrandom5(ctx, buf, len, flags, &page.params, magic);
}

TEST(exact_magic_fills_sane_params)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	ASSERT_EQ(0, query(ctx, NULL, 0, 0, ~0UL));
	EXPECT_EQ((__u32)VGR_STATE_SIZE, page.params.size_of_opaque_state);
	EXPECT_EQ((__u32)(PROT_READ | PROT_WRITE), page.params.mmap_prot);
	EXPECT_TRUE(!!(page.params.mmap_flags & MAP_DROPPABLE))
		TH_LOG("mmap_flags 0x%x lacks MAP_DROPPABLE", page.params.mmap_flags);
	EXPECT_TRUE(!!(page.params.mmap_flags & MAP_ANONYMOUS));
	for (int i = 0; i < 13; i++)
		EXPECT_EQ(0U, page.params.reserved[i]);
}

TEST(query_writes_nothing_past_the_params)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	size_t past = sizeof(page.params);

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	ASSERT_EQ(0, query(ctx, NULL, 0, 0, ~0UL));
	while (past < sizeof(page.bytes) && page.bytes[past] == PATTERN)
		past++;
	ASSERT_EQ(sizeof(page.bytes), past)
		TH_LOG("byte %zu, past the %zu of the params, was written",
		       past, sizeof(page.params));
}

/* A call that is not exactly the query must leave the params alone. */
static void assert_not_query(struct __test_metadata *_metadata, void *buf,
			     size_t len, unsigned int flags, size_t magic,
			     long want, const char *what)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	long ret;

	VGR_NEED_ABI(ctx, VGR_ABI_MAINLINE);
	ret = query(ctx, buf, len, flags, magic);
	ASSERT_TRUE(params_untouched())
		TH_LOG("%s (ret %ld) filled the params", what, ret);
	ASSERT_EQ(want, ret);
}

/*
 * What a NULL buffer's call falls back to: getrandom(NULL, 0, flags), 0 on
 * every kernel (qemu-user gives -EFAULT).
 */
static long syscall_answer(unsigned int flags)
{
	return vgr_kernel_getrandom(vgr_ctx(), NULL, 0, flags);
}

TEST(magic_of_32_bits_does_not_fill_params)
{
	/* opaque_len is an unsigned long (include/vdso/getrandom.h). */
	if (sizeof(unsigned long) == sizeof(unsigned int))
		SKIP(return, "unsigned long is 32 bits here: ~0U is ~0UL, the query");
	assert_not_query(_metadata, NULL, 0, 0, ~0U, syscall_answer(0), "~0U");
}

TEST(non_null_buffer_does_not_fill_params)
{
	assert_not_query(_metadata, out, 0, 0, ~0UL, 0, "a non-NULL buffer");
}

TEST(non_zero_length_does_not_fill_params)
{
	assert_not_query(_metadata, out, sizeof(out), 0, ~0UL, sizeof(out),
			 "a non-zero length");
}

TEST(non_zero_flags_do_not_fill_params)
{
	assert_not_query(_metadata, NULL, 0, GRND_NONBLOCK, ~0UL,
			 syscall_answer(GRND_NONBLOCK), "GRND_NONBLOCK");
}

VGR_TEST_MAIN
