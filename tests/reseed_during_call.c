// SPDX-License-Identifier: GPL-2.0
/*
 * reseed_during_call.c - a reseed while a call fills its buffer makes the
 * call start over with a new key, once; a second one makes it give up to
 * the syscall with the state left free (in_use clear) and stale, so that
 * it can neither loop for ever nor serve bytes of an old key (white box).
 * The reseeds come at known points of the call: pages of the buffer start
 * PROT_NONE, and the first write to each faults into a SIGSEGV handler
 * that reseeds (RNDRESEEDCRNG: root on a kernel) and opens the page, or
 * closes an earlier one again. A PROT_NONE page past the buffer catches
 * a call that writes beyond it.
 */
#include "tests/vgr_test.h"
#include "nolibc/sigaction.h"

#define PAGES		16
#define PAGE_A		2	/* the first page that faults */
#define PAGE_B		10	/* a later one */

/* What the handler does: the plan of a test, and what it saw. */
static struct {
	const struct vgr_ctx *ctx;
	unsigned char *buf;
	size_t page;
	int close_a_at_b;	/* at B's fault: PROT_NONE again on A */
	int faults_a, faults_b, strays, reseed_err;
} plan;

static int page_of(const void *addr)
{
	return ((const unsigned char *)addr - plan.buf) / (long)plan.page;
}

static void on_fault(int sig, siginfo_t *info, void *uc)
{
	int page = page_of(info->si_addr);
	unsigned char *at = plan.buf + page * plan.page;

	if ((unsigned char *)info->si_addr < plan.buf ||
	    (page != PAGE_A && page != PAGE_B)) {
		/* Past the buffer, or a page the plan never closed. */
		plan.strays++;
		if ((unsigned char *)info->si_addr < plan.buf ||
		    vgr_mprotect(at, plan.page, PROT_READ | PROT_WRITE))
			vgr_sigdefault(SIGSEGV);
		return;
	}
	if (page == PAGE_A) {
		plan.faults_a++;
		if (!plan.reseed_err)
			plan.reseed_err = vgr_reseed(plan.ctx);
	} else {
		plan.faults_b++;
		if (plan.close_a_at_b)
			vgr_mprotect(plan.buf + PAGE_A * plan.page, plan.page,
				     PROT_NONE);
	}
	vgr_mprotect(at, plan.page, PROT_READ | PROT_WRITE);
}

FIXTURE(call)
{
	const struct vgr_ctx *ctx;
	struct vgr_states states;
	struct vgr_state *state;
	size_t len;
};

FIXTURE_SETUP(call)
{
	long map;

	self->ctx = vgr_ctx();
	self->state = NULL;
	VGR_NEED_STATE(self->ctx);
	VGR_ONE_STATE(self->ctx, &self->states, self->state);
	memset(&plan, 0, sizeof(plan));
	plan.ctx = self->ctx;
	plan.page = VGR_PAGE_SIZE;
	self->len = PAGES * plan.page;
	map = vgr_mmap(NULL, self->len + plan.page, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(map));
	plan.buf = (unsigned char *)map;
	ASSERT_EQ(0, vgr_mprotect(plan.buf + self->len, plan.page, PROT_NONE));
	/* Keyed, and the reseed possible (else SKIP): the first one here. */
	ASSERT_EQ(1, vgr_getrandom(self->ctx, plan.buf, 1, 0, self->state));
	plan.reseed_err = vgr_reseed(self->ctx);
	if (plan.reseed_err == -EPERM)
		SKIP(return, "RNDRESEEDCRNG needs CAP_SYS_ADMIN (not root)");
	if (plan.reseed_err == -ENODATA)
		SKIP(return, "RNDRESEEDCRNG: the CRNG is not ready");
	ASSERT_EQ(0, plan.reseed_err);
	ASSERT_EQ(1, vgr_getrandom(self->ctx, plan.buf, 1, 0, self->state));
	ASSERT_EQ(0, vgr_sigaction(SIGSEGV, on_fault, SA_NODEFER, 0));
}

FIXTURE_TEARDOWN(call)
{
	vgr_sigdefault(SIGSEGV);
	if (plan.buf)
		munmap(plan.buf, self->len + plan.page);
	if (self->state)
		vgr_states_free(&self->states);
}

/*
 * Closes the plan's pages (PAGE_A, and PAGE_B too when close_a_at_b),
 * then makes the call over the whole buffer; -errno if they stay open.
 */
static long call_with_faults(const struct vgr_ctx *ctx,
			     struct vgr_state *state, size_t len,
			     int close_a_at_b)
{
	unsigned char *a = plan.buf + PAGE_A * plan.page;
	unsigned char *b = plan.buf + PAGE_B * plan.page;
	long ret;

	plan.close_a_at_b = close_a_at_b;
	ret = vgr_mprotect(a, plan.page, PROT_NONE);
	if (!ret && close_a_at_b)
		ret = vgr_mprotect(b, plan.page, PROT_NONE);
	return ret ? ret : vgr_getrandom(ctx, plan.buf, len, 0, state);
}

/* Whether a 1-byte call rekeys the state: it was stale. */
static int next_call_rekeys(const struct vgr_ctx *ctx,
			    struct vgr_state *state)
{
	__u64 before = state->generation;

	vgr_getrandom(ctx, plan.buf, 1, 0, state);
	return state->generation != before;
}

TEST_F(call, one_reseed_starts_the_call_over)
{
	long ret = call_with_faults(self->ctx, self->state, self->len, 0);

	ASSERT_EQ((long)self->len, ret);
	ASSERT_EQ(0, plan.reseed_err);
	EXPECT_EQ(0, plan.strays)
		TH_LOG("the call wrote outside its buffer");
	EXPECT_EQ(1, plan.faults_a);
	EXPECT_EQ(0, self->state->in_use);
	EXPECT_FALSE(next_call_rekeys(self->ctx, self->state))
		TH_LOG("the call returned bytes of the key before the reseed");
}

TEST_F(call, second_reseed_falls_back_and_frees_the_state)
{
	long ret = call_with_faults(self->ctx, self->state, self->len, 1);

	/* Pass 1: A (reseed), B (A closed again); pass 2: A (reseed). */
	ASSERT_EQ((long)self->len, ret)
		TH_LOG("faults: A %d, B %d", plan.faults_a, plan.faults_b);
	ASSERT_EQ(0, plan.reseed_err);
	EXPECT_EQ(0, plan.strays)
		TH_LOG("the call wrote outside its buffer");
	EXPECT_EQ(2, plan.faults_a)
		TH_LOG("the call did not start over exactly once");
	EXPECT_EQ(1, plan.faults_b);
	if (self->state->in_use && self->ctx->abi == VGR_ABI_V14)
		VGR_KNOWN_DIVERGENCE(1, "v14 leaves in_use set on falling back after a retry");
	EXPECT_EQ(0, self->state->in_use)
		TH_LOG("the state stays in use: every later call falls back");
	EXPECT_TRUE(next_call_rekeys(self->ctx, self->state))
		TH_LOG("the state kept the key of the second pass: it did not fall back");
}

VGR_TEST_MAIN
