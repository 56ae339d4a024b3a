// SPDX-License-Identifier: GPL-2.0
/*
 * runner_opts_fuzz.c - libFuzzer harness of the runner's command line
 * (runner/opts.c): the input is argv[1..], NUL-separated, each word
 * in a buffer of its exact size. Parsing and filtering must not crash or
 * read out of bounds; what they accept must hold: a timeout of 1 s to a
 * day, programs and globs that are words of argv, only programs the
 * filter and excludes select. Every word is also tried as a --timeout
 * value against strtoul(). ("--help" exits by design: left out.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runner/glob.h"
#include "runner/opts.h"
#include "fuzz/fuzz_util.h"

#define FUZZ_MAX_ARGS	(RUNNER_MAX_PROGS + 8)

/* runner_opts_timeout() against an oracle of its own. */
static void check_timeout(const char *text)
{
	struct runner_opts opts = { .timeout = 7 };
	int digits = *text && strspn(text, "0123456789") == strlen(text);
	unsigned long want = digits && strlen(text) < 12 ?
			     strtoul(text, NULL, 10) : 0;
	int ok = digits && want >= 1 && want <= RUNNER_MAX_TIMEOUT;

	if (digits && strlen(text) >= 12)	/* leading zeros, or too big */
		ok = -1;
	if (runner_opts_timeout(&opts, text, "--timeout")) {
		fuzz_must(ok != 1 && opts.timeout == 7);
	} else {
		fuzz_must(ok != 0 && opts.timeout >= 1 &&
			  opts.timeout <= RUNNER_MAX_TIMEOUT);
		fuzz_must(ok == -1 || opts.timeout == want);
	}
}

static void check_parsed(struct runner_opts *opts, char **argv, int argc)
{
	int i;

	fuzz_must(opts->timeout >= 1 && opts->timeout <= RUNNER_MAX_TIMEOUT);
	fuzz_must(opts->nprogs >= 0 && opts->nprogs <= RUNNER_MAX_PROGS);
	fuzz_must(opts->nexcludes >= 0 &&
		  opts->nexcludes <= RUNNER_MAX_EXCLUDES);
	fuzz_must(!opts->filter || fuzz_in_argv(argv, argc, opts->filter));
	for (i = 0; i < opts->nexcludes; i++)
		fuzz_must(fuzz_in_argv(argv, argc, opts->excludes[i]));
	for (i = 0; i < opts->nprogs; i++)
		fuzz_must(fuzz_in_argv(argv, argc, opts->progs[i]));
	if (runner_opts_filter(opts))
		return;
	for (i = 0; i < opts->nprogs; i++)
		fuzz_must(runner_opts_selects(opts, opts->progs[i]));
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static struct runner_opts opts;
	char *argv[FUZZ_MAX_ARGS + 1] = { "runner" };
	int argc = 1, i, help = 0;
	size_t at = 0;

	while (at < size && argc < FUZZ_MAX_ARGS) {
		size_t len = fuzz_field_len(data + at, size - at);

		argv[argc] = fuzz_strndup(data + at, len);
		help |= !strcmp(argv[argc], "--help");
		argc++;
		at += len + 1;
	}
	argv[argc] = NULL;
	for (i = 1; i < argc; i++)
		check_timeout(argv[i]);
	memset(&opts, 0, sizeof(opts));
	if (!help && !runner_opts_parse(&opts, argc, argv))
		check_parsed(&opts, argv, argc);
	for (i = 1; i < argc; i++)
		free(argv[i]);
	return 0;
}
