// SPDX-License-Identifier: GPL-2.0
/*
 * compilers.c - the code of compilers.h; the header says what it is for.
 */
#include "runner/compilers.h"

#ifdef __clang__
#define RUNNER_SUITE_COMPILER "clang " __clang_version__
#else
#define RUNNER_SUITE_COMPILER "gcc " __VERSION__
#endif

int runner_kernel_compiler(const char *text, char *out, size_t size)
{
	const char *p = text, *start = NULL;
	int depth = 0, group = 0;
	size_t n;

	if (!size)
		return -1;
	/* The second parenthesized group at the top level. */
	for (; *p && *p != '\n'; p++) {
		if (*p == '(') {
			if (depth++ == 0 && ++group == 2)
				start = p + 1;
		} else if (*p == ')' && depth > 0) {
			if (--depth == 0 && start)
				break;
		}
	}
	if (!start || *p != ')')
		return -1;
	n = (size_t)(p - start);
	if (n >= size)
		n = size - 1;
	memcpy(out, start, n);
	out[n] = '\0';
	return 0;
}

void runner_print_compilers(void)
{
	char text[512], compiler[256];
	ssize_t n = -1;
	int fd;

	fd = open("/proc/version", O_RDONLY);
	if (fd >= 0) {
		n = read(fd, text, sizeof(text) - 1);
		close(fd);
	}
	if (n > 0) {
		text[n] = '\0';
		if (runner_kernel_compiler(text, compiler, sizeof(compiler)))
			printf("# vgr: kernel built by: not in /proc/version\n");
		else
			printf("# vgr: kernel built by: %s\n", compiler);
	} else {
		printf("# vgr: kernel built by: no /proc/version\n");
	}
	printf("# vgr: suite built by: %s\n", RUNNER_SUITE_COMPILER);
}
