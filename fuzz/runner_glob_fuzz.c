// SPDX-License-Identifier: GPL-2.0
/*
 * runner_glob_fuzz.c - libFuzzer harness of the runner's --filter glob
 * (runner/glob.c). The input is PATTERN NUL NAME, each copied to an
 * exact-size buffer so that ASan sees any read past its end. The pattern
 * is checked; a well-formed one is matched against the name, itself and
 * an empty name. Where the glob means what glibc's fnmatch() means (ASCII,
 * no [:class:]-style brackets) the two must agree. A crash, a hang, a
 * sanitizer report or a disagreement is a finding.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "runner/glob.h"
#include "fuzz/fuzz_util.h"

/* Whether fnmatch(pat, ..., 0) gives pat the runner's meaning. */
static int fnmatch_comparable(const char *pat, const char *name)
{
	const char *s;

	for (s = pat; *s; s++)
		if ((unsigned char)*s > 0x7e ||
		    (s[0] == '[' && (s[1] == ':' || s[1] == '=' || s[1] == '.')))
			return 0;
	for (s = name; *s; s++)
		if ((unsigned char)*s > 0x7e)
			return 0;
	return 1;
}

static void match_all(const char *pat, const char *name)
{
	int got = runner_glob_match(pat, name);

	fuzz_must(got == 0 || got == 1);
	if (fnmatch_comparable(pat, name))
		fuzz_must(got == (fnmatch(pat, name, 0) == 0));
	fuzz_must(runner_glob_match("*", name));
	runner_glob_match(pat, "");
	runner_glob_match(pat, pat);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	size_t cut = fuzz_field_len(data, size);
	char *pat = fuzz_strndup(data, cut);
	char *name = fuzz_strndup(data + cut + (cut < size),
				  size - cut - (cut < size));

	if (!runner_glob_check(pat)) {
		fuzz_must(*pat != 0);
		match_all(pat, name);
	}
	free(pat);
	free(name);
	return 0;
}
