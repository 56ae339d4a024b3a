/* SPDX-License-Identifier: GPL-2.0 */
/*
 * bench.h - the parts of `make bench` (the files of bench/): the columns it
 * measures (the vDSO, the model, the plain syscall), its options, the
 * clock, and the measurements of one thread and of many.
 */
#ifndef VGR_BENCH_BENCH_H
#define VGR_BENCH_BENCH_H

#include "impl/impl.h"

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif

#define BENCH_MAX_RUNS		101
#define BENCH_MAX_THREADS	1024
#define BENCH_MAX_LEN		(64 * 1024UL)
#define BENCH_MAX_THREAD_LEN	4096UL
#define BENCH_FILL_LEN		323929UL	/* the seed's odd fill size */

enum bench_col_id { BENCH_VDSO, BENCH_MODEL, BENCH_SYSCALL, BENCH_NCOLS };

/* One implementation measured: a context and a state per thread. */
struct bench_col {
	const char *name;
	struct vgr_ctx ctx;
	int available;		/* wanted, and the kernel has it */
	const char *why;	/* why not available */
	char why_text[64];
	struct vgr_states states;	/* max_threads states, or none */
};

enum bench_mode { BENCH_ALL, BENCH_SINGLE, BENCH_THREADS, BENCH_FILL };

struct bench_opts {
	enum bench_mode mode;
	unsigned long runs;		/* of each figure, the median is shown */
	unsigned long ms;		/* the length of one run */
	unsigned long calls;		/* calls of one run; 0: calibrate to ms */
	unsigned long max_threads;
	unsigned long thread_len;	/* bytes per call with threads */
	unsigned int cols;		/* 1 << enum bench_col_id, wanted */
	const char *csv;		/* NULL: no CSV */
	unsigned long fill_seconds;	/* 0: fill forever */
};

/* A figure: picoseconds per call over the runs, and the calls of one. */
struct bench_figure {
	unsigned long calls;
	unsigned long ps_median, ps_min, ps_max;
};

/* Parses argv (or VGR_BENCH_ARGS); -1 after a one-line error. */
int bench_opts_parse(struct bench_opts *opts, int argc, char **argv);
const char *bench_mode_name(enum bench_mode mode);

/* The clock: __vdso_clock_gettime when found, else the syscall. */
void bench_clock_init(void);
unsigned long bench_now_ns(void);
const char *bench_clock_source(void);

/* Sets up each wanted column with nthreads states; 0 or -1. */
int bench_cols_init(struct bench_col cols[BENCH_NCOLS], unsigned int want,
		    unsigned int nthreads);
void bench_cols_free(struct bench_col cols[BENCH_NCOLS]);
void *bench_col_state(const struct bench_col *col, unsigned int i);

/* How many calls make one run last about ms milliseconds (at least 1). */
unsigned long bench_calibrate(const struct bench_col *col, size_t len,
			      unsigned int ms);

/* One run of that many len-byte calls in one thread: ns, or 0 on error. */
unsigned long bench_run_single(const struct bench_col *col, size_t len,
			       unsigned long calls);

/*
 * One run of nthreads threads, each making that many len-byte calls
 * (len <= BENCH_MAX_THREAD_LEN) on its own state, all let go at once:
 * ns from the start to the last one's end, or 0 on error.
 */
unsigned long bench_run_threads(const struct bench_col *col,
				unsigned int nthreads, size_t len,
				unsigned long calls);

/* The figure of the runs (each of that many calls) that took ns[] ns. */
void bench_figure(struct bench_figure *fig, unsigned long calls,
		  unsigned long *ns, unsigned int runs);

#endif /* VGR_BENCH_BENCH_H */
