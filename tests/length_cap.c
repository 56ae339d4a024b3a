// SPDX-License-Identifier: GPL-2.0
/*
 * length_cap.c - a length above INT_MAX & PAGE_MASK (0x7ffff000 with 4k
 * pages; the page size from AT_PAGESZ) is capped: the call returns the
 * cap and writes not one byte past it.
 * The 2 GiB buffer is a PROT_NONE reservation made writable lazily, two
 * 1 MiB windows at a time, from a SIGSEGV handler that drops the old
 * windows, so the test needs only a few MiB of memory. Where 2 GiB of
 * output would outlast the harness's timeout (QEMU's TCG, a slow
 * machine), measured on a 32 MiB call first, the test SKIPs with the
 * figures rather than time out.
 * Catches: wrong-cap.
 */
#include "tests/vgr_test.h"
#include "nolibc/sigaction.h"

/* INT_MAX & PAGE_MASK: 0x7ffff000 with 4k pages, 0x7fff0000 with 64k. */
#define CAP	(0x7fffffffUL & ~(VGR_PAGE_SIZE - 1))
#define WINDOW	(1UL << 20)
#define EXTRA	(4 * WINDOW)
#define SAMPLE	(32UL << 20)
#define TRIES	3
/*
 * What 2 GiB may take, measured first: well inside the test's own
 * timeout, which leaves room for a loaded machine (the sample may run
 * while the machine is idle) and for one retry. VGR_CAP_BUDGET_S=SECS
 * (up to 60) gives a slow machine more, where the run may take long:
 * make mutants under qemu-user, whose model makes 60 MiB/s.
 */
#define BUDGET_MS	20000UL
#define BUDGET_MAX_MS	60000UL
#define TIMEOUT_S	90

static unsigned long budget_ms(void)
{
	const char *text = getenv("VGR_CAP_BUDGET_S");
	unsigned long secs = text ? strtoul(text, NULL, 10) : 0;

	if (!secs || secs * 1000 > BUDGET_MAX_MS)
		return BUDGET_MS;
	return secs * 1000;
}

static char *base;
static char *open_window[2];
static unsigned long windows_opened;
static unsigned long past_cap_faults;
static unsigned long passes;	/* times the first window was opened */

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
		past_cap_faults++;
	if (w == base)
		passes++;
	/* Keep the window below open: one store may cross into this one. */
	if (open_window[0] == below || open_window[1] == below)
		keep = below;
	for (int i = 0; i < 2; i++)
		if (open_window[i] && open_window[i] != keep)
			close_window(open_window[i]);
	open_window[0] = keep;
	open_window[1] = w;
	vgr_mprotect(w, window_len(w), PROT_READ | PROT_WRITE);
	windows_opened++;
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
	void *state;
	unsigned long ms, spent, budget = budget_ms();
	struct timespec start;
	long map, ret;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	ms = projected_ms(_metadata, ctx, state);
	if (ms > budget)
		SKIP(return, "2 GiB of output would take %lu s here (%lu MiB/s): past the %lu s this test allows itself of its %d s timeout",
		     ms / 1000, (CAP >> 20) * 1000 / ms, budget / 1000,
		     TIMEOUT_S);
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (int try = 0; try < TRIES; try++) {
		if (try)
			munmap(base, CAP + EXTRA);
		map = vgr_mmap(NULL, CAP + EXTRA, PROT_NONE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE);
		ASSERT_FALSE(vgr_is_err(map));
		base = (char *)map;
		open_window[0] = open_window[1] = NULL;
		windows_opened = past_cap_faults = passes = 0;
		ASSERT_EQ(0, vgr_sigaction(SIGSEGV, on_fault, SA_NODEFER, 0));
		ret = vgr_getrandom(ctx, base, CAP + EXTRA, 0, state);
		vgr_sigdefault(SIGSEGV);
		spent = vgr_ms_since(&start);
		TH_LOG("returned 0x%lx after %lu windows, %lu passes", ret,
		       windows_opened, passes);
		/*
		 * A reseed while the output was made: the vDSO went through
		 * the buffer again, then fell back to the syscall, which
		 * cannot write the PROT_NONE windows. Right, but no answer.
		 */
		if (ret != -EFAULT || passes < 2)
			break;
		/* Another try must still fit in the harness's timeout. */
		if (spent + spent / (try + 1) > budget)
			break;
		TH_LOG("the generation moved during the call: again");
	}
	if (ret == -EFAULT && passes >= 2) {
		munmap(base, CAP + EXTRA);
		SKIP(return, "the CRNG reseeded during every call of 2 GiB (%lu s in all): the vDSO retried and fell back, as it must, so the cap went unseen",
		     spent / 1000);
	}
	EXPECT_EQ((long)CAP, ret);
	EXPECT_EQ(0UL, past_cap_faults)
		TH_LOG("%lu faults past the cap", past_cap_faults);
	EXPECT_GE(windows_opened, CAP / WINDOW)
		TH_LOG("the call did not write through the buffer");
	munmap(base, CAP + EXTRA);
	vgr_states_free(&states);
}

VGR_TEST_MAIN
