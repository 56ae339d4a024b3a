// SPDX-License-Identifier: GPL-2.0
/*
 * opts.c - the code of opts.h; the header says what it is for.
 */
#include "nolibc/opt_value.h"
#include "runner/glob.h"
#include "runner/names.h"
#include "runner/opts.h"

/* Sets opts->timeout from text: whole seconds, 1 to a day. */
int runner_opts_timeout(struct runner_opts *opts, const char *text,
			const char *from)
{
	unsigned long secs = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9' && secs <= RUNNER_MAX_TIMEOUT; p++)
		secs = secs * 10 + (*p - '0');
	if (!*text || *p || !secs || secs > RUNNER_MAX_TIMEOUT) {
		fprintf(stderr, "runner: bad %s '%s': expected whole seconds from 1 to %lu\n",
			from, text, RUNNER_MAX_TIMEOUT);
		return -1;
	}
	opts->timeout = secs;
	return 0;
}

/* Appends value to list (of n, at most max entries); -1 when it is full. */
static int runner_opts_push(const char **list, int *n, int max,
			    const char *value, const char *what)
{
	if (*n == max) {
		fprintf(stderr, "runner: more than %d %s\n", max, what);
		return -1;
	}
	list[(*n)++] = value;
	return 0;
}

int runner_opts_exclude(struct runner_opts *opts, const char *glob)
{
	return runner_opts_push(opts->excludes, &opts->nexcludes,
				RUNNER_MAX_EXCLUDES, glob, "excludes");
}

static int runner_opts_add(struct runner_opts *opts, const char *prog)
{
	return runner_opts_push(opts->progs, &opts->nprogs, RUNNER_MAX_PROGS,
				prog, "programs");
}

/* Parses argv over what opts already holds; -1 after a one-line error. */
int runner_opts_parse(struct runner_opts *opts, int argc, char **argv)
{
	int i, options = 1;

	if (!opts->timeout)
		opts->timeout = 120;
	for (i = 1; i < argc; i++) {
		const char *arg = argv[i], *timeout = NULL, *filter = NULL;
		const char *exclude = NULL, *wrap = NULL;

		if (options && arg[0] == '-') {
			timeout = vgr_opt_value(argv, argc, &i, "--timeout");
			if (!timeout)
				filter = vgr_opt_value(argv, argc, &i, "--filter");
			if (!timeout && !filter)
				exclude = vgr_opt_value(argv, argc, &i, "--exclude");
			if (!timeout && !filter && !exclude)
				wrap = vgr_opt_value(argv, argc, &i, "--wrap");
		}
		if (!options || arg[0] != '-') {
			if (runner_opts_add(opts, arg))
				return -1;
		} else if (timeout) {
			if (runner_opts_timeout(opts, timeout, "--timeout"))
				return -1;
		} else if (filter) {
			opts->filter = filter;
		} else if (exclude) {
			if (runner_opts_exclude(opts, exclude))
				return -1;
		} else if (wrap) {
			if (!*wrap) {
				fprintf(stderr, "runner: empty --wrap (%s)\n",
					RUNNER_USAGE);
				return -1;
			}
			opts->wrap = wrap;
		} else if (!strcmp(arg, "--")) {
			options = 0;
		} else if (!strcmp(arg, "--help")) {
			printf("%s\n", RUNNER_USAGE);
			exit(0);
		} else {
			fprintf(stderr, "runner: unknown option or missing value '%s' (%s)\n",
				arg, RUNNER_USAGE);
			return -1;
		}
	}
	return 0;
}

static int runner_opts_check_glob(const char *glob, const char *what)
{
	if (!runner_glob_check(glob))
		return 0;
	fprintf(stderr, "runner: bad %s glob '%s'\n", what, glob);
	return -1;
}

/* Whether the program at path is selected: filter matches, no exclude. */
int runner_opts_selects(const struct runner_opts *opts, const char *path)
{
	const char *name = runner_base_name(path);
	int i;

	if (opts->filter && !runner_glob_match(opts->filter, name))
		return 0;
	for (i = 0; i < opts->nexcludes; i++)
		if (runner_glob_match(opts->excludes[i], name))
			return 0;
	return 1;
}

/* Keeps only the programs that the filter and the excludes select. */
int runner_opts_filter(struct runner_opts *opts)
{
	int i, kept = 0;

	if (!opts->filter && !opts->nexcludes)
		return 0;
	if (opts->filter && runner_opts_check_glob(opts->filter, "filter"))
		return -1;
	for (i = 0; i < opts->nexcludes; i++)
		if (runner_opts_check_glob(opts->excludes[i], "exclude"))
			return -1;
	for (i = 0; i < opts->nprogs; i++)
		if (runner_opts_selects(opts, opts->progs[i]))
			opts->progs[kept++] = opts->progs[i];
	if (!kept && opts->nprogs) {
		if (opts->filter)
			fprintf(stderr, "runner: filter '%s'%s matches no test program\n",
				opts->filter, opts->nexcludes ? " less the excludes" : "");
		else
			fprintf(stderr, "runner: the excludes leave no test program\n");
		return -1;
	}
	opts->nprogs = kept;
	return 0;
}

void runner_opts_boot_first(struct runner_opts *opts)
{
	const char *rest[RUNNER_MAX_PROGS];
	int i, nboot = 0, nrest = 0;

	for (i = 0; i < opts->nprogs; i++) {
		if (!strncmp(runner_base_name(opts->progs[i]), "boot_", 5))
			opts->progs[nboot++] = opts->progs[i];
		else
			rest[nrest++] = opts->progs[i];
	}
	memcpy(opts->progs + nboot, rest, nrest * sizeof(rest[0]));
}
