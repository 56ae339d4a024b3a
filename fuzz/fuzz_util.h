/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fuzz_util.h - what the fuzz harnesses share: a trap on a broken
 * property, and NUL-separated fields of the input copied into buffers of
 * their exact size (so that ASan sees a read past a string's end), and
 * the strlcpy() that the runner's headers use.
 */
#ifndef VGR_FUZZ_UTIL_H
#define VGR_FUZZ_UTIL_H

#include <stdlib.h>
#include <string.h>
#include "tests/sanitize/strlcpy.h"

static inline void fuzz_must(int ok)
{
	if (!ok)
		__builtin_trap();
}

/* The length of the field at data: up to the first NUL, or all of it. */
static inline size_t fuzz_field_len(const unsigned char *data, size_t size)
{
	const unsigned char *nul = memchr(data, 0, size);

	return nul ? (size_t)(nul - data) : size;
}

/* A NUL-terminated copy of len bytes, in a buffer of exactly len + 1. */
static inline char *fuzz_strndup(const unsigned char *data, size_t len)
{
	char *s = malloc(len + 1);

	if (!s)
		abort();
	memcpy(s, data, len);
	s[len] = 0;
	return s;
}

/* True when p points into one of argv[1..argc), its NUL included. */
static inline int fuzz_in_argv(char **argv, int argc, const char *p)
{
	int i;

	for (i = 1; i < argc; i++)
		if (p >= argv[i] && p <= argv[i] + strlen(argv[i]))
			return 1;
	return 0;
}

#endif /* VGR_FUZZ_UTIL_H */
