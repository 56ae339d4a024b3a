/* SPDX-License-Identifier: GPL-2.0 */
/*
 * opts.h - the runner's options (--timeout, --filter, --exclude, --wrap),
 * its list of programs and the globs that select from them by base name.
 */
#ifndef VGR_RUNNER_OPTS_H
#define VGR_RUNNER_OPTS_H

#define RUNNER_MAX_PROGS	256
#define RUNNER_MAX_EXCLUDES	16
#define RUNNER_MAX_TIMEOUT	86400UL
/* Environment variables passed on to a program, at most. */
#define RUNNER_MAX_ENV		256
#define RUNNER_USAGE \
	"usage: runner [--timeout SECS] [--filter GLOB] [--exclude GLOB]... [--wrap PATH] PROGRAM..."

struct runner_opts {
	unsigned long timeout;	/* seconds per test program */
	const char *filter;	/* a glob on base names, or NULL */
	int nexcludes;
	const char *excludes[RUNNER_MAX_EXCLUDES];	/* globs not to run */
	const char *inject;	/* PID 1 only: a test-only fault, or NULL */
	const char *wrap;	/* runs each program as "wrap PROGRAM", or NULL */
	int nprogs;
	const char *progs[RUNNER_MAX_PROGS];
};

/* Sets opts->timeout from text: whole seconds, 1 to a day. */
int runner_opts_timeout(struct runner_opts *opts, const char *text,
			const char *from);

/* Adds glob to the excludes; -1 after a one-line error. */
int runner_opts_exclude(struct runner_opts *opts, const char *glob);

/* Parses argv over what opts already holds; -1 after a one-line error. */
int runner_opts_parse(struct runner_opts *opts, int argc, char **argv);

/* Whether the program at path is selected: filter matches, no exclude. */
int runner_opts_selects(const struct runner_opts *opts, const char *path);

/* Keeps only the programs that the filter and the excludes select. */
int runner_opts_filter(struct runner_opts *opts);

/*
 * Moves the programs named boot_* ahead of the others, keeping the order
 * within each group: they test the machine as it boots (a CRNG not yet
 * ready), which the first blocking getrandom of any other program ends.
 */
void runner_opts_boot_first(struct runner_opts *opts);

#endif /* VGR_RUNNER_OPTS_H */
