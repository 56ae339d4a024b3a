// SPDX-License-Identifier: GPL-2.0
/*
 * cmdline.c - the code of cmdline.h; the header says what it is for.
 */
#include "runner/cmdline.h"

/* Applies one "vgr.NAME=VALUE" word of the kernel command line (whose
 * values stay in the caller's buffer).
 */
static int runner_init_cmdline_word(struct runner_opts *opts, char *word)
{
	if (!strncmp(word, "vgr.timeout=", 12))
		return runner_opts_timeout(opts, word + 12, "vgr.timeout");
	if (!strncmp(word, "vgr.exclude=", 12))
		return runner_opts_exclude(opts, word + 12);
	if (!strncmp(word, "vgr.filter=", 11))
		opts->filter = word + 11;
	else if (!strncmp(word, "vgr.inject=", 11))
		opts->inject = word + 11;
	return 0;
}

/* Splits cmdline in place at spaces and newlines and applies its words;
 * the options point into it. 0, or -1 after a one-line error.
 */
int runner_cmdline_parse(struct runner_opts *opts, char *cmdline)
{
	char *word, *p;

	for (p = cmdline; *p; ) {
		for (; *p == ' ' || *p == '\n'; p++)
			;
		for (word = p; *p && *p != ' ' && *p != '\n'; p++)
			;
		if (*p)
			*p++ = 0;
		if (*word && runner_init_cmdline_word(opts, word))
			return -1;
	}
	return 0;
}

