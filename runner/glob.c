// SPDX-License-Identifier: GPL-2.0
/*
 * glob.c - the code of glob.h; the header says what it is for.
 */
#include "runner/glob.h"

/* The end of the set that starts at p (just past '['), or NULL if open. */
static const char *runner_glob_set_end(const char *p)
{
	if (*p == '!' || *p == '^')
		p++;
	if (*p == ']')
		p++;
	for (; *p; p++) {
		if (*p == '\\' && p[1])
			p++;
		else if (*p == ']')
			return p;
	}
	return 0;
}

/* 0 when pat is a well-formed glob, else -1 (an open '[' or a lone '\'). */
int runner_glob_check(const char *pat)
{
	if (!*pat)
		return -1;
	for (; *pat; pat++) {
		if (*pat == '\\') {
			if (!*++pat)
				return -1;
		} else if (*pat == '[') {
			pat = runner_glob_set_end(pat + 1);
			if (!pat)
				return -1;
		}
	}
	return 0;
}

/* Whether c is in the set [p, end), p just past '['. */
static int runner_glob_in_set(const char *p, const char *end, char c)
{
	int negate = 0, found = 0;

	if (*p == '!' || *p == '^') {
		negate = 1;
		p++;
	}
	while (p < end) {
		char lo = *p++, hi;

		if (lo == '\\')
			lo = *p++;
		hi = lo;
		if (*p == '-' && p + 1 < end) {
			p++;
			hi = *p++;
			if (hi == '\\')
				hi = *p++;
		}
		if (c >= lo && c <= hi)
			found = 1;
	}
	return found != negate;
}

/* Whether str matches the checked glob pat as a whole. */
int runner_glob_match(const char *pat, const char *str)
{
	const char *star_pat = 0, *star_str = 0;

	while (*str) {
		const char *end;

		switch (*pat) {
		case '*':
			star_pat = ++pat;
			star_str = str;
			continue;
		case '?':
			pat++;
			str++;
			continue;
		case '[':
			end = runner_glob_set_end(pat + 1);
			if (runner_glob_in_set(pat + 1, end, *str)) {
				pat = end + 1;
				str++;
				continue;
			}
			break;
		case '\\':
			if (pat[1] == *str) {
				pat += 2;
				str++;
				continue;
			}
			break;
		default:
			if (*pat && *pat == *str) {
				pat++;
				str++;
				continue;
			}
			break;
		}
		if (!star_pat)
			return 0;
		pat = star_pat;
		str = ++star_str;
	}
	while (*pat == '*')
		pat++;
	return !*pat;
}

