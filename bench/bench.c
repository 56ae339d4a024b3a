// SPDX-License-Identifier: GPL-2.0
/*
 * bench.c - `make bench`: what vDSO getrandom() costs next to the model
 * and the plain syscall, measured in the same run side by side:
 *
 *   single   ns per call for lengths 1 to 64 KiB, one thread;
 *   threads  4-byte calls from 1, 2, 4 ... 256 threads at once (the
 *            seed's bench-multi), each on its own state;
 *   fill     endless fills of 323929 bytes (the seed's fill, for
 *            memory-pressure experiments), SECONDS long when given.
 *
 * Each figure is the median of --runs runs of about --ms milliseconds.
 * Output: KTAP, the tables as "# " lines, and a CSV with --csv FILE.
 * Not a test: it fails (exit 1) only when a call returns a wrong count.
 */
#include "bench/bench.h"
#include "bench/report.h"
#include "vdso/state.h"

#define BENCH_SEED_NS_VDSO	115	/* tenths of ns, FACTS.md */
#define BENCH_SEED_NS_SYSCALL	1760

static struct bench_col cols[BENCH_NCOLS];
static int test_number;

static void ktap_result(int ok, const char *name)
{
	printf("%s %d %s\n", ok ? "ok" : "not ok", ++test_number, name);
}

/*
 * The figure of each available column for len-byte calls: in main when
 * nthreads is 0, else from nthreads threads (calls[] is then per thread).
 */
static int measure_row(const struct bench_opts *opts, unsigned int nthreads,
		       size_t len, const unsigned long *calls,
		       struct bench_figure *figs)
{
	static unsigned long ns[BENCH_NCOLS][BENCH_MAX_RUNS];
	unsigned int run, id;
	int bad = 0;

	memset(figs, 0, BENCH_NCOLS * sizeof(*figs));
	/* Runs interleave the columns, so that a change of load hits all. */
	for (run = 0; run < opts->runs; run++)
		for (id = 0; id < BENCH_NCOLS; id++) {
			if (!calls[id])
				continue;
			ns[id][run] = nthreads ?
				bench_run_threads(&cols[id], nthreads, len,
						  calls[id]) :
				bench_run_single(&cols[id], len, calls[id]);
			if (!ns[id][run])
				bad = 1;
		}
	for (id = 0; id < BENCH_NCOLS; id++) {
		if (!cols[id].available)
			continue;
		if (!calls[id] || bad) {
			bad = 1;
			continue;
		}
		bench_figure(&figs[id], calls[id] * (nthreads ? nthreads : 1),
			     ns[id], opts->runs);
	}
	return bad ? -1 : 0;
}

static void seed_comparison(const struct bench_figure *figs)
{
	const struct bench_figure *vdso = &figs[BENCH_VDSO];
	const struct bench_figure *sys = &figs[BENCH_SYSCALL];
	unsigned long tenths;

	if (!vdso->ps_median || !sys->ps_median)
		return;
	tenths = (sys->ps_median * 10 + vdso->ps_median / 2) / vdso->ps_median;
	printf("# bench: 4-byte calls: vdso %lu ps, syscall %lu ps: %lu.%lux faster; the seed said %d.%d ns vs %d ns, about %dx\n",
	       vdso->ps_median, sys->ps_median, tenths / 10, tenths % 10,
	       BENCH_SEED_NS_VDSO / 10, BENCH_SEED_NS_VDSO % 10,
	       BENCH_SEED_NS_SYSCALL / 10,
	       (BENCH_SEED_NS_SYSCALL + BENCH_SEED_NS_VDSO / 2) /
	       BENCH_SEED_NS_VDSO);
	if (tenths < 20)
		printf("# bench: warning: the vDSO is hardly faster than the syscall: does it always fall back?\n");
}

static int bench_single(const struct bench_opts *opts, FILE *csv)
{
	static const size_t lens[] = { 1, 4, 16, 64, 256, 1024, 4096,
				       BENCH_MAX_LEN };
	struct bench_figure figs[BENCH_NCOLS];
	unsigned long calls[BENCH_NCOLS];
	unsigned int i, id;
	char mbs[32];
	int bad = 0;

	printf("# bench: single thread, ns per call, median of %lu runs of about %lu ms\n",
	       opts->runs, opts->ms);
	bench_table_header("len", cols, "vdso MB/s");
	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		for (id = 0; id < BENCH_NCOLS; id++)
			calls[id] = !cols[id].available ? 0 : opts->calls ? :
				bench_calibrate(&cols[id], lens[i], opts->ms);
		if (measure_row(opts, 0, lens[i], calls, figs))
			bad = 1;
		for (id = 0; id < BENCH_NCOLS; id++)
			if (figs[id].ps_median)
				bench_csv_row(csv, "single", &cols[id], 1,
					      lens[i], opts->runs, &figs[id]);
		if (figs[BENCH_VDSO].ps_median)
			snprintf(mbs, sizeof(mbs), "%10lu", lens[i] * 1000000UL /
				 figs[BENCH_VDSO].ps_median);
		else
			snprintf(mbs, sizeof(mbs), "%10s", "-");
		bench_table_row(lens[i], cols, figs, mbs);
		if (lens[i] == 4)
			seed_comparison(figs);
	}
	ktap_result(!bad, "single_thread_ns_per_call");
	return bad;
}

static int bench_threads(const struct bench_opts *opts, FILE *csv)
{
	struct bench_figure figs[BENCH_NCOLS];
	unsigned long base[BENCH_NCOLS], calls[BENCH_NCOLS];
	unsigned long n, last = 0, tenths;
	unsigned int id;
	char mcalls[32];
	int bad = 0;

	printf("# bench: %lu-byte calls from n threads at once (%lu runs, median): wall ns per call of all threads\n",
	       opts->thread_len, opts->runs);
	bench_table_header("threads", cols, "vdso Mcalls/s");
	for (id = 0; id < BENCH_NCOLS; id++)
		base[id] = !cols[id].available ? 0 : opts->calls ? :
			bench_calibrate(&cols[id], opts->thread_len, opts->ms);
	for (n = 1; last < opts->max_threads; n *= 2) {
		last = n < opts->max_threads ? n : opts->max_threads;
		for (id = 0; id < BENCH_NCOLS; id++)
			calls[id] = !base[id] ? 0 :
				base[id] / last ? base[id] / last : 1;
		if (measure_row(opts, last, opts->thread_len, calls, figs))
			bad = 1;
		for (id = 0; id < BENCH_NCOLS; id++)
			if (figs[id].ps_median)
				bench_csv_row(csv, "threads", &cols[id], last,
					      opts->thread_len, opts->runs,
					      &figs[id]);
		n = last;
		tenths = figs[BENCH_VDSO].ps_median ?
			 10000000UL / figs[BENCH_VDSO].ps_median : 0;
		if (tenths)
			snprintf(mcalls, sizeof(mcalls), "%11lu.%lu",
				 tenths / 10, tenths % 10);
		else
			snprintf(mcalls, sizeof(mcalls), "%13s", "-");
		bench_table_row(last, cols, figs, mcalls);
	}
	ktap_result(!bad, "threads_throughput");
	return bad;
}

/* Prints the fill's totals so far. */
static void fill_report(const struct bench_col *col, unsigned long calls,
			unsigned long ns, unsigned long wiped,
			unsigned long wrong)
{
	unsigned long mb_s = ns ? (unsigned long)((double)calls *
				  BENCH_FILL_LEN * 1000.0 / ns) : 0;

	printf("# fill: %s: %lu calls in %lu ms, %lu MB/s, wrong counts %lu",
	       col->name, calls, ns / 1000000, mb_s, wrong);
	if (col->states.map)
		printf(", state found wiped (dropped) %lu times", wiped);
	printf("\n");
}

static int bench_fill(const struct bench_opts *opts)
{
	static unsigned char buf[BENCH_FILL_LEN];
	const struct bench_col *col = NULL;
	const struct vgr_state *state;
	unsigned long calls = 0, wiped = 0, wrong = 0, start, now, shown;
	int id;

	for (id = 0; id < BENCH_NCOLS && !col; id++)
		if (cols[id].available)
			col = &cols[id];
	if (!col) {
		printf("# bench: no column to fill with\n");
		ktap_result(0, "fill");
		return 1;
	}
	state = bench_col_state(col, 0);
	printf("# fill: %s, %lu-byte calls, %s; totals every 10 s\n",
	       col->name, BENCH_FILL_LEN,
	       opts->fill_seconds ? "bounded" : "until killed");
	start = shown = bench_now_ns();
	for (;;) {
		/* Generation 0 after the first call: the page was dropped. */
		if (state && calls &&
		    !__atomic_load_n(&state->generation, __ATOMIC_RELAXED))
			wiped++;
		if (vgr_getrandom(&col->ctx, buf, sizeof(buf), 0,
				  (void *)state) != (long)sizeof(buf))
			wrong++;
		calls++;
		now = bench_now_ns();
		if (opts->fill_seconds &&
		    now - start >= opts->fill_seconds * 1000000000UL)
			break;
		if (now - shown >= 10000000000UL) {
			fill_report(col, calls, now - start, wiped, wrong);
			shown = now;
		}
	}
	fill_report(col, calls, now - start, wiped, wrong);
	ktap_result(!wrong, "fill");
	return wrong != 0;
}

int main(int argc, char **argv)
{
	struct bench_opts opts;
	FILE *csv = NULL;
	int bad = 0;

	if (bench_opts_parse(&opts, argc, argv))
		return 2;
	bench_clock_init();
	if (bench_cols_init(cols, opts.cols, opts.max_threads))
		return 2;
	if (opts.csv && opts.mode != BENCH_FILL) {
		csv = bench_csv_open(opts.csv);
		if (!csv)
			return 1;
	}
	printf("TAP version 13\n1..%d\n", opts.mode == BENCH_ALL ? 2 : 1);
	vgr_print_abi(&cols[BENCH_VDSO].ctx);
	printf("# bench: mode %s, clock %s%s%s\n", bench_mode_name(opts.mode),
	       bench_clock_source(), csv ? ", CSV " : "", csv ? opts.csv : "");
	bench_print_missing(cols);
	bench_print_load();
	if (opts.mode == BENCH_FILL)
		bad = bench_fill(&opts);
	if (opts.mode == BENCH_ALL || opts.mode == BENCH_SINGLE)
		bad |= bench_single(&opts, csv);
	if (opts.mode == BENCH_ALL || opts.mode == BENCH_THREADS)
		bad |= bench_threads(&opts, csv);
	if (csv)
		fclose(csv);
	bench_cols_free(cols);
	return bad;
}
