// SPDX-License-Identifier: GPL-2.0
/*
 * statistics_overlap.c - output never repeats: no 32-byte block (at
 * 32-byte alignment, every call's length a multiple of 32) occurs twice
 * in 512 KiB of one process's output (128 KiB with VGR_QUICK), and after
 * a fork the parent's and the child's output share no block, though both
 * go on with the state the parent keyed before fork() (wiped in the
 * child, which must rekey). The child hands its output over through a
 * MAP_SHARED mapping. For random output the chance of any repeat among
 * 2^15 blocks is about 2^29 / 2^256: nil.
 * Without a state (VGR_ABI=none, VGR_IMPL=syscall) the syscall's output
 * is tested.
 * Catches: no-wipe-on-fork (both processes go on with one stream),
 * counter-not-written-back (the refilled batch repeats the call's first
 * blocks).
 */
#include "tests/vgr_test.h"

#define BLOCK		32
#define FULL_LEN	(512UL << 10)
#define QUICK_LEN	(128UL << 10)
#define MAX_BLOCKS	(FULL_LEN / BLOCK)
#define SLOTS		(4 * MAX_BLOCKS)	/* a power of two */

static unsigned char mine[FULL_LEN];
static __u32 slot[SLOTS];	/* block index + 1, 0 when free */

/* Call lengths, all multiples of BLOCK. */
static const size_t calls[] = { 32, 96, 64, 4096, 160, 32, 1024, 256 };

/* len bytes of buf through state. */
static int draw(const struct vgr_ctx *ctx, void *state, unsigned char *buf,
		size_t len)
{
	return vgr_fill_in_calls(ctx, state, buf, len, calls, ARRAY_SIZE(calls));
}

/*
 * The block of set (n blocks, indexed in slot[]) equal to b, or -1;
 * adds b (block i of set) when add is set and it is new.
 */
static long lookup(const unsigned char *set, const unsigned char *b,
		   size_t i, int add)
{
	__u64 key;
	size_t h;

	memcpy(&key, b, sizeof(key));
	for (h = key & (SLOTS - 1); slot[h]; h = (h + 1) & (SLOTS - 1))
		if (!memcmp(set + (slot[h] - 1) * BLOCK, b, BLOCK))
			return slot[h] - 1;
	if (add)
		slot[h] = i + 1;
	return -1;
}

/* Indexes buf's blocks; the first block that repeats an earlier one. */
static long index_blocks(const unsigned char *buf, size_t len, long *first)
{
	long dup;

	memset(slot, 0, sizeof(slot));
	for (size_t i = 0; i < len / BLOCK; i++) {
		dup = lookup(buf, buf + i * BLOCK, i, 1);
		if (dup >= 0) {
			*first = dup;
			return i;
		}
	}
	return -1;
}

FIXTURE(keyed) {
	const struct vgr_ctx *ctx;
	struct vgr_states states;
	void *state;
	size_t len;
};

/* One state (when there are states), keyed by a first call. */
FIXTURE_SETUP(keyed)
{
	self->ctx = vgr_ctx();
	self->state = NULL;
	self->len = vgr_scaled(FULL_LEN, QUICK_LEN);
	memset(&self->states, 0, sizeof(self->states));
	if (vgr_has_state(self->ctx))
		VGR_ONE_STATE(self->ctx, &self->states, self->state);
	ASSERT_EQ(BLOCK, vgr_getrandom(self->ctx, mine, BLOCK, 0, self->state));
}

FIXTURE_TEARDOWN(keyed)
{
	vgr_states_free(&self->states);
}

TEST_F(keyed, no_block_repeats_within_a_process)
{
	long at, first = -1;

	ASSERT_TRUE(draw(self->ctx, self->state, mine, self->len));
	at = index_blocks(mine, self->len, &first);
	EXPECT_EQ(-1, at)
		TH_LOG("block %ld (byte %ld) repeats block %ld", at,
		       at * BLOCK, first);
}

TEST_F(keyed, forked_processes_do_not_overlap)
{
	long shared, at, first = -1;
	size_t blocks = self->len / BLOCK;
	unsigned char *theirs;
	int status;
	pid_t pid;

	shared = vgr_mmap(NULL, self->len, PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(shared));
	theirs = (unsigned char *)shared;
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid)
		_exit(draw(self->ctx, self->state, theirs, self->len) ? 0 : 1);
	ASSERT_TRUE(draw(self->ctx, self->state, mine, self->len));
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status) && !WEXITSTATUS(status))
		TH_LOG("the child's calls failed (status 0x%x)", status);
	at = index_blocks(mine, self->len, &first);
	ASSERT_EQ(-1, at)
		TH_LOG("parent: block %ld repeats block %ld", at, first);
	for (size_t i = 0; i < blocks; i++) {
		at = lookup(mine, theirs + i * BLOCK, 0, 0);
		ASSERT_EQ(-1, at)
			TH_LOG("child's block %zu is parent's block %ld", i, at);
	}
	munmap(theirs, self->len);
}

VGR_TEST_MAIN
