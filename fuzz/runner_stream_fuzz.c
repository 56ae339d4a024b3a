// SPDX-License-Identifier: GPL-2.0
/*
 * runner_stream_fuzz.c - libFuzzer harness of the runner's copy of a
 * child's KTAP (tests/runner_stream.h). The first byte cuts the rest, the
 * child's output, into reads of 1 to 256 bytes, as pipes deliver them;
 * what the runner writes (to a memfd as its stdout) must be that output
 * with four spaces before each line and a newline ending it, and the SKIP
 * reason kept must be that of the first line (cut to the runner's line
 * buffer) holding "# SKIP" and a reason.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "fuzz/fuzz_util.h"
#define strlcpy fuzz_strlcpy	/* glibc has it only since 2.38 */
#include "tests/runner_stream.h"

#define LINE_MAX_KEPT	(sizeof(((struct runner_stream *)0)->line) - 1)
#define REASON_SIZE	sizeof(((struct runner_stream *)0)->skip_reason)

static int out_fd = -1;

/* The output the runner must write for out, and the SKIP reason. */
static size_t expect(const unsigned char *out, size_t len, char *want,
		     char *reason)
{
	size_t i = 0, n = 0, start, kept;
	char line[LINE_MAX_KEPT + 1];
	const char *p;

	reason[0] = 0;
	while (i < len) {
		memcpy(want + n, "    ", 4);
		n += 4;
		for (start = i; i < len && out[i] != '\n'; i++)
			want[n++] = out[i];
		want[n++] = '\n';
		kept = i - start < LINE_MAX_KEPT ? i - start : LINE_MAX_KEPT;
		memcpy(line, out + start, kept);
		line[kept] = 0;
		i += i < len;	/* past the newline */
		p = reason[0] ? NULL : strstr(line, "# SKIP");
		if (!p)
			continue;
		for (p += 6; *p == ' ' || *p == '\t'; p++)
			;
		if (*p)
			fuzz_strlcpy(reason, p, REASON_SIZE);
	}
	return n;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct runner_stream s = { .at_line_start = 1 };
	size_t chunk, at, n, got = 0;
	char *want, *have, reason[REASON_SIZE];

	if (!size)
		return 0;
	if (out_fd < 0) {
		out_fd = memfd_create("runner-stdout", 0);
		fuzz_must(out_fd >= 0 && dup2(out_fd, 1) == 1);
	}
	fuzz_must(ftruncate(1, 0) == 0 && lseek(1, 0, SEEK_SET) == 0);
	chunk = data[0] + 1;
	data++;
	size--;
	for (at = 0; at < size; at += n) {
		n = size - at < chunk ? size - at : chunk;
		stream_emit(&s, (const char *)data + at, n);
	}
	stream_finish(&s);
	want = malloc(5 * size + 2);
	have = malloc(5 * size + 2);
	fuzz_must(want && have);
	n = expect(data, size, want, reason);
	fuzz_must(lseek(1, 0, SEEK_SET) == 0);
	while (got <= n) {
		ssize_t r = read(1, have + got, 5 * size + 2 - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += r;
	}
	fuzz_must(got == n && !memcmp(have, want, n));
	fuzz_must(!strcmp(s.skip_reason, reason));
	free(want);
	free(have);
	return 0;
}
