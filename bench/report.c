// SPDX-License-Identifier: GPL-2.0
/*
 * report.c - what the bench prints: KTAP diagnostic tables ("# "
 * lines, columns side by side) and the CSV, one row per figure:
 *
 *   section,impl,abi,threads,len,runs,calls,ns_median,ns_min,ns_max,
 *   mcalls_per_s,mb_per_s
 *
 * nolibc's printf has no floating point: figures are kept in picoseconds
 * and printed in fixed point.
 */
#include "bench/report.h"

/* ps as nanoseconds with one decimal, right-aligned in width. */
static void put_ns(unsigned long ps, int width)
{
	char text[32];
	unsigned long tenths = (ps + 50) / 100;

	snprintf(text, sizeof(text), "%lu.%lu", tenths / 10, tenths % 10);
	printf("%*s", width, text);
}

/* a / b with one decimal and an "x", right-aligned in width. */
static void put_ratio(unsigned long a, unsigned long b, int width)
{
	char text[32];
	unsigned long tenths = a && b ? (a * 10 + b / 2) / b : 0;

	snprintf(text, sizeof(text), "%lu.%lux", tenths / 10, tenths % 10);
	printf("%*s", width, tenths ? text : "-");
}

/* value in fixed point with three decimals, after a comma. */
static void csv_fixed(FILE *csv, double value)
{
	unsigned long milli = (unsigned long)(value * 1000.0 + 0.5);

	fprintf(csv, ",%lu.%03lu", milli / 1000, milli % 1000);
}

FILE *bench_csv_open(const char *path)
{
	FILE *csv;

	if (!path)
		return NULL;
	csv = fopen(path, "w");
	if (!csv) {
		fprintf(stderr, "bench: cannot write %s: errno %d\n", path,
			errno);
		return NULL;
	}
	fprintf(csv, "section,impl,abi,threads,len,runs,calls,ns_median,ns_min,ns_max,mcalls_per_s,mb_per_s\n");
	return csv;
}

void bench_csv_row(FILE *csv, const char *section, const struct bench_col *col,
		   unsigned int threads, size_t len, unsigned int runs,
		   const struct bench_figure *fig)
{
	double ns = fig->ps_median / 1000.0;

	if (!csv)
		return;
	fprintf(csv, "%s,%s,%s,%u,%zu,%u,%lu", section, col->name,
		vgr_abi_name(col->ctx.abi), threads, len, runs, fig->calls);
	csv_fixed(csv, ns);
	csv_fixed(csv, fig->ps_min / 1000.0);
	csv_fixed(csv, fig->ps_max / 1000.0);
	csv_fixed(csv, 1000.0 / ns);
	csv_fixed(csv, len * 1000.0 / ns);
	fprintf(csv, "\n");
}

void bench_table_header(const char *first, const struct bench_col *cols,
			const char *last)
{
	int id;

	printf("# %8s", first);
	for (id = 0; id < BENCH_NCOLS; id++)
		if (cols[id].available)
			printf(" %10s", cols[id].name);
	printf(" %10s %s\n", "speed-up", last);
}

void bench_table_row(unsigned long first, const struct bench_col *cols,
		     const struct bench_figure *figs, const char *last)
{
	const struct bench_figure *vdso = &figs[BENCH_VDSO];
	const struct bench_figure *sys = &figs[BENCH_SYSCALL];
	int id;

	printf("# %8lu", first);
	for (id = 0; id < BENCH_NCOLS; id++) {
		if (!cols[id].available)
			continue;
		printf(" ");
		if (figs[id].ps_median)
			put_ns(figs[id].ps_median, 10);
		else
			printf("%10s", "error");
	}
	printf(" ");
	put_ratio(sys->ps_median, vdso->ps_median, 10);
	printf(" %s\n", last);
}

void bench_print_missing(const struct bench_col *cols)
{
	int id;

	for (id = 0; id < BENCH_NCOLS; id++)
		if (!cols[id].available)
			printf("# bench: no %s column (%s)\n", cols[id].name,
			       cols[id].why);
}

void bench_print_load(void)
{
	char text[128];
	int fd = open("/proc/loadavg", O_RDONLY);
	ssize_t n;

	if (fd < 0)
		return;
	n = read(fd, text, sizeof(text) - 1);
	close(fd);
	if (n <= 0)
		return;
	text[n] = 0;
	if (strchr(text, '\n'))
		*strchr(text, '\n') = 0;
	printf("# bench: load average %s (other work on the machine skews the figures)\n",
	       text);
}
