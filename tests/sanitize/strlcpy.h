/* SPDX-License-Identifier: GPL-2.0 */
/*
 * strlcpy.h - nolibc's strlcpy() for hosted builds (the sanitizer builds
 * and the fuzzers) against a glibc older than 2.38, which lacks it.
 */
#ifndef VGR_SANITIZE_STRLCPY_H
#define VGR_SANITIZE_STRLCPY_H

#include <string.h>

#if !__GLIBC_PREREQ(2, 38)
static inline size_t strlcpy(char *dst, const char *src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t n = len < size - 1 ? len : size - 1;

		memcpy(dst, src, n);
		dst[n] = 0;
	}
	return len;
}
#endif

#endif /* VGR_SANITIZE_STRLCPY_H */
