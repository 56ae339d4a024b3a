// SPDX-License-Identifier: GPL-2.0
/*
 * measure.c - timed runs of getrandom calls: calibration of a run
 * to a length of time, one thread, and many threads let go at once by a
 * futex gate (so that starting 256 threads is not part of the time).
 */
#include "bench/bench.h"
#include "nolibc/thread.h"

static unsigned char single_buf[BENCH_MAX_LEN];

unsigned long bench_run_single(const struct bench_col *col, size_t len,
			       unsigned long calls)
{
	void *state = bench_col_state(col, 0);
	unsigned long i, start = bench_now_ns(), ns;

	for (i = 0; i < calls; i++)
		if (vgr_getrandom(&col->ctx, single_buf, len, 0, state) !=
		    (long)len)
			return 0;
	ns = bench_now_ns() - start;
	return ns ? ns : 1;
}

unsigned long bench_calibrate(const struct bench_col *col, size_t len,
			      unsigned int ms)
{
	unsigned long target = ms * 1000000UL, calls = 1, ns;

	for (;;) {
		ns = bench_run_single(col, len, calls);
		if (!ns)
			return 0;
		if (ns >= target / 8 || calls >= (1UL << 40))
			break;
		calls *= ns < target / 256 ? 16 : 2;
	}
	calls = calls * (double)target / ns;
	return calls ? calls : 1;
}

/* The start line of the threads of one run. */
struct bench_gate {
	int ready;
	int go;
};

struct bench_worker {
	const struct bench_col *col;
	struct bench_gate *gate;
	void *state;
	size_t len;
	unsigned long calls;
	unsigned long end_ns;
	struct vgr_thread thread;
};

static struct bench_worker workers[BENCH_MAX_THREADS];

static int worker_main(void *arg)
{
	struct bench_worker *w = arg;
	unsigned char buf[BENCH_MAX_THREAD_LEN];
	unsigned long i;

	__atomic_add_fetch(&w->gate->ready, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&w->gate->go, __ATOMIC_ACQUIRE))
		__nolibc_syscall6(__NR_futex, &w->gate->go, FUTEX_WAIT, 0,
				  NULL, NULL, 0);
	for (i = 0; i < w->calls; i++)
		if (vgr_getrandom(&w->col->ctx, buf, w->len, 0, w->state) !=
		    (long)w->len)
			return 1;
	w->end_ns = bench_now_ns();
	return 0;
}

unsigned long bench_run_threads(const struct bench_col *col,
				unsigned int nthreads, size_t len,
				unsigned long calls)
{
	struct bench_gate gate = { 0, 0 };
	unsigned long start, end = 0;
	unsigned int i, started;
	int bad = 0;

	for (started = 0; started < nthreads; started++) {
		struct bench_worker *w = &workers[started];

		w->col = col;
		w->gate = &gate;
		w->state = bench_col_state(col, started);
		w->len = len;
		w->calls = calls;
		w->end_ns = 0;
		if (vgr_thread_start(&w->thread, worker_main, w)) {
			fprintf(stderr, "bench: cannot start thread %u\n",
				started + 1);
			bad = 1;
			break;
		}
	}
	while (__atomic_load_n(&gate.ready, __ATOMIC_ACQUIRE) < (int)started)
		sched_yield();
	start = bench_now_ns();
	__atomic_store_n(&gate.go, 1, __ATOMIC_RELEASE);
	__nolibc_syscall6(__NR_futex, &gate.go, FUTEX_WAKE, BENCH_MAX_THREADS,
			  NULL, NULL, 0);
	for (i = 0; i < started; i++) {
		if (vgr_thread_join(&workers[i].thread))
			bad = 1;
		if (workers[i].end_ns > end)
			end = workers[i].end_ns;
	}
	if (bad || end <= start)
		return 0;
	return end - start;
}

static void sort_ns(unsigned long *ns, unsigned int n)
{
	unsigned int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && ns[j - 1] > ns[j]; j--) {
			unsigned long t = ns[j];

			ns[j] = ns[j - 1];
			ns[j - 1] = t;
		}
}

/* Picoseconds per call of a run of ns nanoseconds. */
static unsigned long ps_per_call(unsigned long ns, unsigned long calls)
{
	return (unsigned long)((double)ns * 1000.0 / calls + 0.5);
}

void bench_figure(struct bench_figure *fig, unsigned long calls,
		  unsigned long *ns, unsigned int runs)
{
	unsigned long mid;

	sort_ns(ns, runs);
	mid = runs % 2 ? ns[runs / 2] : (ns[runs / 2 - 1] + ns[runs / 2]) / 2;
	fig->calls = calls;
	fig->ps_min = ps_per_call(ns[0], calls);
	fig->ps_max = ps_per_call(ns[runs - 1], calls);
	fig->ps_median = ps_per_call(mid, calls);
}
