// SPDX-License-Identifier: GPL-2.0
/*
 * length_cap.c - a length above INT_MAX & PAGE_MASK (the syscall's
 * MAX_RW_COUNT: 0x7ffff000 with 4k pages, 0x7fffc000 with 16k, 0x7fff0000
 * with 64k; the page size from AT_PAGESZ) is capped: each pass of the
 * vDSO through the buffer writes up to the cap and not one byte past it,
 * and the call returns the cap.
 * The 2 GiB buffer is a PROT_NONE reservation made writable lazily, two
 * 1 MiB windows at a time, from a SIGSEGV handler that drops the old
 * windows, so the test needs only a few MiB of memory. The call runs in a
 * child with a deadline below the runner's timeout (VGR_RUNNER_TIMEOUT_S)
 * and the harness's: time never fails the test, it SKIPs with the figures.
 * A CRNG reseed during a pass makes the vDSO start over, and a second one
 * makes it fall back to the syscall (the return value is then unseen: a
 * SKIP, but a pass that wrote past the cap or stopped short still FAILs).
 * Each call runs in a child of its own. The first starts at once, so that
 * a pass is checked soon; a pass that must meet a reseed (longer than the
 * interval now) is cut short, and the next call waits for a reseed after
 * which the next one is further away than a pass (random.c's interval:
 * uptime / 2, up to 60 s). Where a pass outlasts 60 s no call can return:
 * one pass is checked, then the test SKIPs.
 * Catches: wrong-cap, cap-4k-page-mask (with VGR_MODEL_PAGE_SIZE=16384).
 */
#include "tests/vgr_test.h"
#include "tests/lib/deadline.h"
#include "nolibc/sigaction.h"
#include "nolibc/vgr_compiler.h"

/* INT_MAX & PAGE_MASK, as the syscall caps a length. */
#define CAP		(0x7fffffffUL & ~(VGR_PAGE_SIZE - 1))
#define WINDOW		(1024UL * 1024)
#define EXTRA		(4 * WINDOW)
#define SAMPLE		(32UL << 20)
#define TAIL		64		/* bytes just below the cap */
/*
 * What the 2 GiB call may take, waiting for a reseed included
 * (VGR_CAP_BUDGET_S, default 60 s, up to BUDGET_MAX_S), and the harness's
 * timeout above it. The runner's timeout (VGR_RUNNER_TIMEOUT_S) and
 * kselftest's (the settings file's kselftest_timeout) also bound the
 * deadline (tests/lib/deadline.h): 25 s under the matrix's vgr.timeout=30.
 */
#define BUDGET_S	60UL
#define BUDGET_MAX_S	300UL
#define TIMEOUT_S	(BUDGET_MAX_S + 60)
/* random.c: the CRNG reseeds every 60 s, every uptime / 2 before 120 s. */
#define RESEED_MAX_MS	60000UL
#define POLL_MS		10

/* What the child saw, in memory it shares with the parent. */
struct cap_report {
	unsigned long past_cap;		/* faults past the cap, every pass */
	unsigned long passes;		/* passes through the buffer begun */
	unsigned long passes_done;	/* passes that reached their end */
	unsigned long short_passes;	/* ...that left the cap's tail unwritten */
	unsigned long waited_ms;	/* waiting for a reseed */
	unsigned long call_ms;		/* in the call that returned */
	unsigned long first_pass_ms;	/* the first pass that ended took */
	int returned;
	int no_gap;			/* no reseed gap long enough in time */
	long ret;
};

static struct cap_report *report;
static char *base;
static char *open_window[2];
static struct timespec call_start;

static unsigned long budget_ms(void)
{
	const char *text = getenv("VGR_CAP_BUDGET_S");
	unsigned long secs = text ? strtoul(text, NULL, 10) : 0;

	return (secs && secs <= BUDGET_MAX_S ? secs : BUDGET_S) * 1000;
}

/* The time the call may take: below every timeout that could kill us. */
static unsigned long deadline_ms(unsigned long spent_ms)
{
	unsigned long limit = vgr_deadline_ms(TIMEOUT_S, spent_ms);

	return budget_ms() < limit ? budget_ms() : limit;
}

/*
 * Windows are WINDOW-aligned below the cap and from the cap on, so that
 * the cap is a window boundary: a write past it always faults here.
 */
static char *window_of(char *addr)
{
	char *from = addr < base + CAP ? base : base + CAP;

	return from + ((addr - from) & ~(WINDOW - 1));
}

static size_t window_len(char *w)
{
	return w < base + CAP && w + WINDOW > base + CAP ?
	       (size_t)(base + CAP - w) : WINDOW;
}

static void close_window(char *w)
{
	vgr_madvise(w, window_len(w), MADV_DONTNEED);
	vgr_mprotect(w, window_len(w), PROT_NONE);
}

/* True when the TAIL bytes below the cap are open and were written. */
static int tail_written(void)
{
	char *last = window_of(base + CAP - 1);

	if (open_window[0] != last && open_window[1] != last)
		return 0;
	return !vgr_all_zero(base + CAP - TAIL, TAIL);
}

/*
 * True once a pass has shown that no pass fits between two reseeds (60 s
 * apart at most): no call can return here, the first pass said it all.
 */
static int pass_outlasts_reseeds(void)
{
	return report->first_pass_ms * 9 / 8 > RESEED_MAX_MS;
}

/* random.c's reseed interval now: uptime / 2 before 120 s, then 60 s. */
static unsigned long reseed_interval_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (now.tv_sec >= 120)
		return RESEED_MAX_MS;
	return (unsigned long)now.tv_sec / 2 * 1000;
}

/*
 * True when the pass that begins now must meet a reseed, and the call
 * fall back: the next reseed is at most an interval away, and a pass is
 * longer (with a margin for passes that vary).
 */
static int pass_doomed(void)
{
	return report->first_pass_ms * 7 / 8 > reseed_interval_ms();
}

/* A pass reached its end (a new one begins, or the call returns). */
static void pass_done(void)
{
	if (!report->passes_done++)
		report->first_pass_ms = vgr_ms_since(&call_start);
	if (!tail_written())
		report->short_passes++;
}

static void on_fault(int sig, siginfo_t *info, void *ucontext)
{
	char *addr = info->si_addr;
	char *w, *below, *keep = NULL;

	if (addr < base || addr >= base + CAP + EXTRA) {
		vgr_sigdefault(SIGSEGV);	/* a real fault: crash */
		return;
	}
	w = window_of(addr);
	below = w > base ? window_of(w - 1) : NULL;
	if (addr >= base + CAP)
		report->past_cap++;
	if (w == base) {
		if (report->passes)
			pass_done();
		/* Cut short what cannot end well: the parent calls again. */
		if (report->passes &&
		    (pass_outlasts_reseeds() || pass_doomed()))
			_exit(0);
		report->passes++;
	}
	/* Keep the window below open: one store may cross into this one. */
	if (open_window[0] == below || open_window[1] == below)
		keep = below;
	for (int i = 0; i < 2; i++)
		if (open_window[i] && open_window[i] != keep)
			close_window(open_window[i]);
	open_window[0] = keep;
	open_window[1] = w;
	vgr_mprotect(w, window_len(w), PROT_READ | PROT_WRITE);
}

/* How many ms CAP bytes of output would take, from a SAMPLE-byte call. */
static unsigned long projected_ms(struct __test_metadata *_metadata,
				  const struct vgr_ctx *ctx, void *state)
{
	struct timespec t0;
	unsigned long ms;
	long buf;

	buf = vgr_mmap(NULL, SAMPLE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS);
	if (vgr_is_err(buf))
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	EXPECT_EQ((long)SAMPLE, vgr_getrandom(ctx, (void *)buf, SAMPLE, 0,
					      state));
	ms = vgr_ms_since(&t0) + 1;
	munmap((void *)buf, SAMPLE);
	return ms * (CAP / SAMPLE);
}

/*
 * The kernel's generation, as a 1-byte call of this thread leaves it in
 * the state, read once (two words on a 32-bit machine, which has no
 * 64-bit atomics, as the kernel's READ_ONCE there).
 */
static __u64 generation_now(const struct vgr_ctx *ctx, struct vgr_state *s)
{
	char byte;

	vgr_getrandom(ctx, &byte, 1, 0, s);
	return vgr_read_u64_once(&s->generation);
}

/* Waits for a reseed after which the next one is at least need_ms away. */
static void wait_for_long_gap(const struct vgr_ctx *ctx, struct vgr_state *s,
			      unsigned long need_ms)
{
	struct timespec t0;
	__u64 gen = generation_now(ctx, s);

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		usleep(POLL_MS * 1000);
		report->waited_ms = vgr_ms_since(&t0);
		if (generation_now(ctx, s) == gen)
			continue;
		gen = s->generation;
		if (reseed_interval_ms() >= need_ms)
			return;
	}
}

struct cap_call {
	const struct vgr_ctx *ctx;
	struct vgr_state *state;
	unsigned long deadline_ms;	/* from the child's start */
	int wait;			/* for a reseed gap longer than a pass */
};

/*
 * True when a reseed gap of need_ms can come and a call fit in it before
 * end_ms (CLOCK_MONOTONIC): random.c's interval reaches need_ms at an
 * uptime of 2 * need_ms, and the reseed may come one interval later.
 */
static int gap_in_time(unsigned long need_ms, unsigned long end_ms)
{
	struct timespec now;
	unsigned long now_ms, from;

	clock_gettime(CLOCK_MONOTONIC, &now);
	now_ms = now.tv_sec * 1000UL + now.tv_nsec / 1000000;
	from = need_ms * 2 > now_ms ? need_ms * 2 : now_ms;
	return from + 2 * need_ms <= end_ms;
}

/*
 * The child: one 2 GiB call, after a wait for a long enough reseed gap if
 * asked; it ends when the call returns or falls back, when a pass cannot
 * end well, or when no gap can come in time (no_gap).
 */
static void run_call(void *arg)
{
	const struct cap_call *call = arg;
	unsigned long need_ms = report->first_pass_ms * 9 / 8, end_ms;
	struct timespec now;
	long map;

	clock_gettime(CLOCK_MONOTONIC, &now);
	end_ms = now.tv_sec * 1000UL + now.tv_nsec / 1000000 +
		 call->deadline_ms;
	if (call->wait && !gap_in_time(need_ms, end_ms)) {
		report->no_gap = 1;
		_exit(0);
	}
	if (call->wait)
		wait_for_long_gap(call->ctx, call->state, need_ms);
	map = vgr_mmap(NULL, CAP + EXTRA, PROT_NONE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE);
	if (vgr_is_err(map))
		_exit(1);
	base = (char *)map;
	report->passes = 0;
	if (vgr_sigaction(SIGSEGV, on_fault, SA_NODEFER, 0))
		_exit(1);
	clock_gettime(CLOCK_MONOTONIC, &call_start);
	report->ret = vgr_getrandom(call->ctx, base, CAP + EXTRA, 0,
				    call->state);
	report->call_ms = vgr_ms_since(&call_start);
	vgr_sigdefault(SIGSEGV);
	pass_done();
	/* Fell back after two reseeds: the syscall met PROT_NONE. */
	report->returned = report->ret != -EFAULT || report->passes < 2;
	_exit(0);
}

/*
 * The calls, each in a child, until one returns, the deadline passes, or
 * no call can return: the first at once, so that a pass is checked soon;
 * the next ones after a reseed gap longer than the pass measured.
 */
static void run_calls(struct __test_metadata *_metadata,
		      struct cap_call *call, unsigned long deadline)
{
	struct timespec t0;
	unsigned long spent;
	int ended, status;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (call->wait = 0; ; call->wait = 1) {
		spent = vgr_ms_since(&t0);
		if (spent >= deadline)
			return;
		call->deadline_ms = deadline - spent;
		ended = vgr_run_until(run_call, call, call->deadline_ms,
				      &status);
		ASSERT_LE(0, ended);
		if (!ended)
			return;
		/* Not the deadline's kill: the child must have ended well. */
		ASSERT_TRUE(WIFEXITED(status) && !WEXITSTATUS(status))
			TH_LOG("the child of the 2 GiB call died: status 0x%x",
			       status);
		if (report->returned || report->no_gap ||
		    !report->passes_done || pass_outlasts_reseeds() ||
		    call->ctx->impl != VGR_IMPL_VDSO)
			return;
	}
}

FIXTURE(cap) {
};

FIXTURE_SETUP(cap)
{
}

FIXTURE_TEARDOWN(cap)
{
}

TEST_F_TIMEOUT(cap, length_above_cap_returns_cap_and_writes_no_further,
	       TIMEOUT_S)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct cap_report *r;
	struct cap_call call;
	unsigned long pass_ms, deadline;
	struct timespec start;
	void *state;
	long shared;

	clock_gettime(CLOCK_MONOTONIC, &start);
	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	shared = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(shared));
	report = (struct cap_report *)shared;
	r = report;
	pass_ms = projected_ms(_metadata, ctx, state);
	ASSERT_NE(0UL, pass_ms);
	deadline = deadline_ms(vgr_ms_since(&start));
	TH_LOG("cap 0x%lx (page %lu); a pass takes %lu s here (%lu MiB/s); deadline %lu s",
	       CAP, VGR_PAGE_SIZE, pass_ms / 1000, (CAP >> 20) * 1000 / pass_ms,
	       deadline / 1000);
	if (pass_ms > deadline)
		SKIP(return,
		     "2 GiB of output would take %lu s here (%lu MiB/s): past the %lu s deadline",
		     pass_ms / 1000, (CAP >> 20) * 1000 / pass_ms,
		     deadline / 1000);
	call = (struct cap_call){ .ctx = ctx, .state = state };
	run_calls(_metadata, &call, deadline);
	if (_metadata->exit_code)
		goto out;
	TH_LOG("%lu passes (the first %lu s); %lu s waiting; returned: %s 0x%lx after %lu s",
	       r->passes_done, r->first_pass_ms / 1000, r->waited_ms / 1000,
	       r->returned ? "yes" : "no", r->ret, r->call_ms / 1000);
	/* What a pass wrote stands, whether the call returned or not. */
	EXPECT_EQ(0UL, r->past_cap)
		TH_LOG("%lu faults past the cap", r->past_cap);
	EXPECT_EQ(0UL, r->short_passes)
		TH_LOG("a pass ended before the cap: its last %d bytes unwritten",
		       TAIL);
	if (r->returned)
		EXPECT_EQ((long)CAP, r->ret);
	if (r->returned || _metadata->exit_code)
		goto out;
	if (!r->passes_done)
		SKIP(goto out,
		     "no pass ended within the %lu s deadline (a pass projected at %lu s)",
		     deadline / 1000, pass_ms / 1000);
	if (pass_outlasts_reseeds())
		SKIP(goto out,
		     "a pass takes %lu s, past the 60 s between reseeds; it wrote up to the cap",
		     r->first_pass_ms / 1000);
	SKIP(goto out,
	     "%lu pass%s to the cap, each across a reseed (%lu s); %s in %lu s (%lu s waiting)",
	     r->passes_done, r->passes_done > 1 ? "es" : "",
	     r->first_pass_ms / 1000,
	     r->no_gap ? "no long enough reseed gap could come" :
			 "no call returned", deadline / 1000, r->waited_ms / 1000);
out:
	munmap(r, VGR_PAGE_SIZE);
	vgr_states_free(&states);
}

VGR_TEST_MAIN
