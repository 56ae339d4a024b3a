// SPDX-License-Identifier: GPL-2.0
/*
 * threads_distinct_outputs.c - 256 threads, each with its own state from
 * the allocator, make many calls at once: every call returns the full
 * length and is not all zeros, every state was used (white box), and no
 * two 32-byte blocks collected from all threads are equal.
 * Catches: counter-not-written-back (blocks repeat across calls),
 * always-syscall (states never used).
 */
#include "tests/vgr_test.h"
#include "nolibc/thread.h"

#define NTHREADS	256
#define BLOCK		32
#define SAMPLE_CALLS	6	/* calls whose output is kept, 128 bytes each */
#define SAMPLE_LEN	128
#define BLOCKS_PER_THREAD (SAMPLE_CALLS * SAMPLE_LEN / BLOCK)
#define NBLOCKS		(NTHREADS * BLOCKS_PER_THREAD)
#define HASH_SLOTS	(4 * NBLOCKS)	/* a power of two */

struct worker {
	struct vgr_thread thread;
	const struct vgr_ctx *ctx;
	void *state;
	unsigned long calls;
	unsigned long bad_call;	/* 1 + the first bad call, 0 if none */
	long bad_ret;
	unsigned char sample[SAMPLE_CALLS][SAMPLE_LEN];
};

static struct worker workers[NTHREADS];
static unsigned char blocks[NBLOCKS][BLOCK];

/* One call of len bytes: 0 when it returned len and is not all zero. */
static int one_call(struct worker *w, unsigned char *buf, size_t len)
{
	long ret = vgr_getrandom(w->ctx, buf, len, 0, w->state);

	if (ret != (long)len || (len >= 16 && vgr_all_zero(buf, len))) {
		w->bad_ret = ret;
		return -1;
	}
	return 0;
}

/* Half the samples first, then calls of 1..300 bytes, then the rest. */
static int work(void *arg)
{
	struct worker *w = arg;
	unsigned char buf[300];
	unsigned long i;

	for (i = 0; i < SAMPLE_CALLS / 2; i++)
		if (one_call(w, w->sample[i], SAMPLE_LEN))
			goto bad;
	for (; i < w->calls; i++)
		if (one_call(w, buf, 1 + (i * 37) % sizeof(buf)))
			goto bad;
	for (i = SAMPLE_CALLS / 2; i < SAMPLE_CALLS; i++)
		if (one_call(w, w->sample[i], SAMPLE_LEN))
			goto bad;
	return 0;
bad:
	w->bad_call = i + 1;
	return -1;
}

static unsigned long block_hash(const unsigned char *block)
{
	unsigned long h;

	memcpy(&h, block, sizeof(h));
	return h * 0x9e3779b97f4a7c15UL >> 40;
}

/*
 * Index of a block equal to an earlier one among n blocks, else -1;
 * *first is the earlier one.
 */
static long find_repeat(const unsigned char (*blocks)[BLOCK], long n,
			long *first)
{
	static long slot[HASH_SLOTS];	/* 1 + block index, 0 when empty */
	long i;

	memset(slot, 0, sizeof(slot));
	for (i = 0; i < n; i++) {
		unsigned long h = block_hash(blocks[i]) & (HASH_SLOTS - 1);

		for (; slot[h]; h = (h + 1) & (HASH_SLOTS - 1)) {
			if (!memcmp(blocks[slot[h] - 1], blocks[i], BLOCK)) {
				*first = slot[h] - 1;
				return i;
			}
		}
		slot[h] = i + 1;
	}
	return -1;
}

TEST(threads_own_states_never_repeat)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned long calls = vgr_scaled(2000, 100);
	struct vgr_states states = { 0 };
	long repeat, first = 0;
	int i, started = 0, bad = 0, unused = 0;
	long err = 0;

	if (vgr_has_state(ctx))
		ASSERT_EQ(0, vgr_states_alloc(ctx, NTHREADS, &states));
	for (i = 0; i < NTHREADS; i++) {
		workers[i].ctx = ctx;
		workers[i].calls = calls;
		workers[i].state = vgr_has_state(ctx) ?
				   vgr_state_take(&states) : NULL;
		if (vgr_has_state(ctx))
			ASSERT_NE(NULL, workers[i].state);
	}
	for (i = 0; i < NTHREADS && !err; i++) {
		err = vgr_thread_start(&workers[i].thread, work, &workers[i]);
		started += !err;
	}
	for (i = 0; i < started; i++)
		vgr_thread_join(&workers[i].thread);
	ASSERT_EQ(0, err)
		TH_LOG("thread %d of %d did not start", started, NTHREADS);

	for (i = 0; i < NTHREADS; i++) {
		const struct vgr_state *state = workers[i].state;

		if (workers[i].bad_call && !bad++)
			TH_LOG("thread %d call %lu returned %ld or all zeros",
			       i, workers[i].bad_call - 1, workers[i].bad_ret);
		if (state && !state->generation && !unused++)
			TH_LOG("thread %d: its state was never used", i);
	}
	EXPECT_EQ(0, bad);
	EXPECT_EQ(0, unused);
	for (i = 0; i < NTHREADS; i++)
		memcpy(blocks[i * BLOCKS_PER_THREAD], workers[i].sample,
		       sizeof(workers[i].sample));
	repeat = find_repeat(blocks, NBLOCKS, &first);
	EXPECT_EQ(-1, repeat)
		TH_LOG("block %ld (thread %ld) repeats block %ld (thread %ld)",
		       repeat, repeat / BLOCKS_PER_THREAD, first,
		       first / BLOCKS_PER_THREAD);
	TH_LOG("%d threads x %lu calls, %d blocks compared", NTHREADS, calls,
	       NBLOCKS);
	vgr_states_free(&states);
}

VGR_TEST_MAIN
