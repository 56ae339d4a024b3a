/* SPDX-License-Identifier: GPL-2.0 */
/*
 * report.h - the bench's output: KTAP diagnostic tables with the
 * columns side by side, and the CSV (see report.c for its fields).
 */
#ifndef VGR_BENCH_REPORT_H
#define VGR_BENCH_REPORT_H

#include "bench/bench.h"

/* The CSV at path with its header line, or NULL (no path, or an error). */
FILE *bench_csv_open(const char *path);

/* One CSV row (nothing when csv is NULL). */
void bench_csv_row(FILE *csv, const char *section, const struct bench_col *col,
		   unsigned int threads, size_t len, unsigned int runs,
		   const struct bench_figure *fig);

/* "# first col... speed-up last": the available columns only. */
void bench_table_header(const char *first, const struct bench_col *cols,
			const char *last);

/* A row of ns per call, and the syscall/vDSO speed-up. */
void bench_table_row(unsigned long first, const struct bench_col *cols,
		     const struct bench_figure *figs, const char *last);

/* "# bench: no model column (why)" for each column left out. */
void bench_print_missing(const struct bench_col *cols);

/* The load average, since the figures depend on it. */
void bench_print_load(void);

#endif /* VGR_BENCH_REPORT_H */
