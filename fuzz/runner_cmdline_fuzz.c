// SPDX-License-Identifier: GPL-2.0
/*
 * runner_cmdline_fuzz.c - libFuzzer harness of PID 1's kernel command
 * line parser (runner/cmdline.c): the input is /proc/cmdline, in a
 * buffer of its exact size. What it accepts must match an independent
 * split of the same text (strtok_r at spaces and newlines): the last
 * vgr.filter= and vgr.inject= values, every vgr.exclude= in order, the
 * vgr.timeout= values all good; it refuses only a bad timeout or more
 * than RUNNER_MAX_EXCLUDES excludes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runner/glob.h"
#include "runner/opts.h"
#include "runner/cmdline.h"
#include "fuzz/fuzz_util.h"

struct expected {
	const char *filter, *inject;
	int nexcludes, bad;
	const char *excludes[RUNNER_MAX_EXCLUDES];
};

/* What runner_cmdline_parse() must make of text, split by strtok_r. */
static void expect(char *text, struct expected *e)
{
	struct runner_opts scratch = { 0 };
	char *save, *word;

	memset(e, 0, sizeof(*e));
	for (word = strtok_r(text, "\n ", &save); word && !e->bad;
	     word = strtok_r(NULL, "\n ", &save)) {
		if (!strncmp(word, "vgr.timeout=", 12))
			e->bad = runner_opts_timeout(&scratch, word + 12, "x");
		else if (!strncmp(word, "vgr.exclude=", 12))
			e->bad = e->nexcludes == RUNNER_MAX_EXCLUDES ? -1 :
				 (e->excludes[e->nexcludes++] = word + 12, 0);
		else if (!strncmp(word, "vgr.filter=", 11))
			e->filter = word + 11;
		else if (!strncmp(word, "vgr.inject=", 11))
			e->inject = word + 11;
	}
}

static int same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* p is NULL or a string that ends inside the buffer [buf, buf + len]. */
static int inside(const char *p, const char *buf, size_t len)
{
	return !p || (p >= buf && p <= buf + len &&
		      memchr(p, 0, buf + len + 1 - p));
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	char *cmdline = fuzz_strndup(data, size);
	char *oracle_text = fuzz_strndup(data, size);
	size_t len = strlen(cmdline);
	struct runner_opts opts = { 0 };
	struct expected e;
	int ret, i;

	expect(oracle_text, &e);
	ret = runner_cmdline_parse(&opts, cmdline);
	fuzz_must(ret == 0 || ret == -1);
	fuzz_must(ret == e.bad);
	if (!ret) {
		fuzz_must(!opts.timeout || (opts.timeout >= 1 &&
					    opts.timeout <= RUNNER_MAX_TIMEOUT));
		fuzz_must(inside(opts.filter, cmdline, len) &&
			  same(opts.filter, e.filter));
		fuzz_must(inside(opts.inject, cmdline, len) &&
			  same(opts.inject, e.inject));
		fuzz_must(opts.nexcludes == e.nexcludes);
		for (i = 0; i < opts.nexcludes; i++)
			fuzz_must(inside(opts.excludes[i], cmdline, len) &&
				  same(opts.excludes[i], e.excludes[i]));
	}
	free(cmdline);
	free(oracle_text);
	return 0;
}
