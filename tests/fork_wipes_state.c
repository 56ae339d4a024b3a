// SPDX-License-Identifier: GPL-2.0
/*
 * fork_wipes_state.c - after fork() the child's states are wiped (all
 * 144 bytes zero, so generation 0: white box) and the child's first
 * outputs share no 32-byte block with the parent's next outputs: from a
 * single-threaded process, while many threads are inside calls on their
 * own states, and from a thread (FACTS.md bug 6: glibc's multi-threaded
 * fork left two threads sharing one state).
 * Catches: no-wipe-on-fork.
 */
#include "tests/vgr_test.h"
#include "nolibc/thread.h"

#define OUT_LEN		256
#define BLOCK		32
#define MAX_STATES	33	/* the main thread's and up to 32 threads' */

/* One state's use on one side of the fork. */
struct use {
	long ret;
	unsigned char state[VGR_STATE_SIZE];	/* as found before the call */
	unsigned char out[OUT_LEN];
};

/* What the child saw, in memory shared with the parent. */
struct child_report {
	struct use use[MAX_STATES];
};

/* Both sides of one fork, and the first difference found. */
struct fork_result {
	int child_status;		/* from waitpid, -1 when fork failed */
	struct use parent[MAX_STATES];
	int bad_state;			/* 1 + the state that failed, 0 if none */
	const char *why;
};

/* Records the state bytes, then one call of OUT_LEN bytes, per state. */
static void use_states(const struct vgr_ctx *ctx, void **states, int n,
		       struct use *use)
{
	int i;

	for (i = 0; i < n; i++) {
		if (states[i])
			memcpy(use[i].state, states[i], VGR_STATE_SIZE);
		use[i].ret = vgr_getrandom(ctx, use[i].out, OUT_LEN, 0,
					   states[i]);
	}
}

/* True when a and b have an equal 32-byte block (at block offsets). */
static int share_a_block(const unsigned char *a, const unsigned char *b)
{
	int i, j;

	for (i = 0; i < OUT_LEN; i += BLOCK)
		for (j = 0; j < OUT_LEN; j += BLOCK)
			if (!memcmp(a + i, b + j, BLOCK))
				return 1;
	return 0;
}

/* Why the child's use of state i is wrong, or NULL. */
static const char *check_use(const struct use *child, const struct use *parent,
			     int has_state)
{
	if (has_state && !vgr_all_zero(child->state, VGR_STATE_SIZE))
		return "the child's state was not wiped by fork";
	if (child->ret != OUT_LEN || parent->ret != OUT_LEN)
		return "a call did not return the full length";
	if (vgr_all_zero(child->out, OUT_LEN))
		return "the child's output is all zeros";
	if (share_a_block(child->out, parent->out))
		return "the child's output repeats the parent's";
	return NULL;
}

/*
 * Forks; the child uses the n states and reports through a shared page,
 * then the parent (after the child is gone, and after before_parent())
 * uses them too. Thread-safe: fills r, asserts nothing.
 */
static void fork_and_compare(const struct vgr_ctx *ctx, void **states, int n,
			     void (*before_parent)(void), struct fork_result *r)
{
	struct child_report *report;
	long map;
	int pid, i;

	r->bad_state = 0;
	r->why = NULL;
	r->child_status = -1;
	map = vgr_mmap(NULL, sizeof(*report), PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS);
	if (vgr_is_err(map)) {
		r->why = "no shared page";
		return;
	}
	report = (struct child_report *)map;
	pid = fork();
	if (pid == 0) {
		use_states(ctx, states, n, report->use);
		_exit(0);
	}
	if (pid < 0 || waitpid(pid, &r->child_status, 0) != pid) {
		r->why = "fork or waitpid failed";
	} else if (r->child_status) {
		r->why = "the child did not exit 0";
	} else {
		if (before_parent)
			before_parent();
		use_states(ctx, states, n, r->parent);
		for (i = 0; i < n && !r->why; i++) {
			r->why = check_use(&report->use[i], &r->parent[i],
					   !!states[i]);
			r->bad_state = r->why ? i + 1 : 0;
		}
	}
	munmap(report, sizeof(*report));
}

static void expect_fork_ok(struct __test_metadata *_metadata,
			   const struct fork_result *r)
{
	EXPECT_EQ(NULL, r->why)
		TH_LOG("state %d: %s (child status 0x%x)", r->bad_state - 1,
		       r->why, r->child_status);
}

/* Takes n states (NULL each when there is none) and keys them. */
static void take_keyed_states(struct __test_metadata *_metadata,
			      const struct vgr_ctx *ctx,
			      struct vgr_states *block, void **states, int n)
{
	unsigned char buf[16];
	int i;

	memset(block, 0, sizeof(*block));
	if (vgr_has_state(ctx))
		ASSERT_EQ(0, vgr_states_alloc(ctx, n, block));
	for (i = 0; i < n; i++) {
		states[i] = vgr_has_state(ctx) ? vgr_state_take(block) : NULL;
		ASSERT_EQ(16, vgr_getrandom(ctx, buf, sizeof(buf), 0, states[i]));
		if (states[i])	/* so that the wipe has something to wipe */
			ASSERT_NE(0ULL, ((struct vgr_state *)states[i])->generation);
	}
}

static struct fork_result result;

TEST(fork_wipes_state)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states block;
	void *state;

	take_keyed_states(_metadata, ctx, &block, &state, 1);
	fork_and_compare(ctx, &state, 1, NULL, &result);
	expect_fork_ok(_metadata, &result);
	vgr_states_free(&block);
}

/* Threads that call on their own states until told to stop. */
struct spinner {
	struct vgr_thread thread;
	const struct vgr_ctx *ctx;
	void *state;
	unsigned long calls;
	long bad_ret;		/* the first wrong return, 0 if none */
};

static struct spinner spinners[MAX_STATES - 1];
static int stop_spinning;
static int nspinners;

static int spin(void *arg)
{
	struct spinner *s = arg;
	unsigned char buf[200];
	size_t len;
	long ret;

	while (!__atomic_load_n(&stop_spinning, __ATOMIC_RELAXED)) {
		len = 1 + s->calls++ % sizeof(buf);
		ret = vgr_getrandom(s->ctx, buf, len, 0, s->state);
		if (ret != (long)len && !s->bad_ret)
			s->bad_ret = ret;
	}
	return 0;
}

static void stop_spinners(void)
{
	int i;

	__atomic_store_n(&stop_spinning, 1, __ATOMIC_RELAXED);
	for (i = 0; i < nspinners; i++)
		vgr_thread_join(&spinners[i].thread);
	nspinners = 0;
}

TEST(fork_with_threads_running_wipes_all_states)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	int n = vgr_scaled(MAX_STATES - 1, 4);
	void *states[MAX_STATES];
	struct vgr_states block;
	long err = 0;
	int i;

	take_keyed_states(_metadata, ctx, &block, states, n + 1);
	stop_spinning = 0;
	for (i = 0; i < n && !err; i++) {
		spinners[i].ctx = ctx;
		spinners[i].state = states[i + 1];
		err = vgr_thread_start(&spinners[i].thread, spin, &spinners[i]);
		nspinners += !err;
	}
	/* Let every thread get going before the fork. */
	for (i = 0; i < nspinners && !err; i++)
		while (!__atomic_load_n(&spinners[i].calls, __ATOMIC_RELAXED))
			sched_yield();
	if (!err)
		fork_and_compare(ctx, states, n + 1, stop_spinners, &result);
	stop_spinners();
	ASSERT_EQ(0, err)
		TH_LOG("a thread did not start");
	expect_fork_ok(_metadata, &result);
	for (i = 0; i < n; i++)
		EXPECT_EQ(0, spinners[i].bad_ret)
			TH_LOG("thread %d", i);
	vgr_states_free(&block);
}

/* Runs the single-state fork check inside a thread. */
struct forker {
	const struct vgr_ctx *ctx;
	void *state;
};

static int fork_in_thread(void *arg)
{
	struct forker *f = arg;

	fork_and_compare(f->ctx, &f->state, 1, NULL, &result);
	return 0;
}

TEST(fork_from_thread_wipes_its_state)
{
	struct forker forker = { .ctx = vgr_ctx() };
	struct vgr_thread thread;
	struct vgr_states block;

	take_keyed_states(_metadata, forker.ctx, &block, &forker.state, 1);
	ASSERT_EQ(0, vgr_thread_start(&thread, fork_in_thread, &forker));
	vgr_thread_join(&thread);
	expect_fork_ok(_metadata, &result);
	vgr_states_free(&block);
}

VGR_TEST_MAIN_OF_KERNEL_MM
