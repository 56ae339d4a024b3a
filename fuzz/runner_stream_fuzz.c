// SPDX-License-Identifier: GPL-2.0
/*
 * runner_stream_fuzz.c - libFuzzer harness of the runner's copy of a
 * child's KTAP (runner/stream.c). The first byte cuts the rest, the
 * child's output, into reads of 1 to 256 bytes, as pipes deliver them;
 * what the runner writes (to a memfd as its stdout) must be that output
 * with four spaces before each line and a newline ending it, and the SKIP
 * reason kept must be that of the first line (cut to the runner's line
 * buffer) holding "# SKIP" and a reason. stream_close() must then add a
 * "not ok" for each result that the child's plan promised and it did not
 * give, the first one naming the test of the last "#  RUN" line, the
 * others not_run_N. After each result line, the child's or
 * stream_close()'s, comes its flat line (runner/flat.c), and nothing else.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "fuzz/fuzz_util.h"
#include "runner/flat.h"
#include "runner/stream.h"

#define LINE_MAX_KEPT	(sizeof(((struct runner_stream *)0)->line) - 1)
#define REASON_SIZE	sizeof(((struct runner_stream *)0)->skip_reason)
#define FLAT_SIZE	(LINE_MAX_KEPT + 65)
#define PROGRAM		"prog"

static int out_fd = -1;

/* What the child's lines say of its plan, results and running test. */
struct counts {
	unsigned int plan, results;
	char running[sizeof(((struct runner_stream *)0)->running)];
};

/* Counts the line; returns 1 for a result line. */
static int count_line(const char *line, struct counts *c)
{
	size_t digits = strspn(line + 3, "0123456789"), n;
	unsigned long v = 0;
	const char *p;

	if (!c->plan && !strncmp(line, "1..", 3) && digits &&
	    !line[3 + digits]) {
		for (p = line + 3; *p && v <= 65535; p++)
			v = v * 10 + (*p - '0');
		c->plan = v <= 65535 ? v : 0;
	} else if (!strncmp(line, "ok ", 3) || !strncmp(line, "not ok ", 7)) {
		c->results++;
		return 1;
	} else if (!strncmp(line, "#  RUN ", 7)) {
		p = line + 7 + strspn(line + 7, " ");
		n = strcspn(p, " ");
		if (n > sizeof(c->running) - 1)
			n = sizeof(c->running) - 1;
		memcpy(c->running, p, n);
		c->running[n] = 0;
	}
	return 0;
}

/* The output the runner must write for out, and the SKIP reason. */
static size_t expect(const unsigned char *out, size_t len, char *want,
		     char *reason, struct counts *c)
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
		if (count_line(line, c))
			n += flat_case_of_result(want + n, FLAT_SIZE, PROGRAM, line);
		p = reason[0] ? NULL : strstr(line, "# SKIP");
		if (!p)
			continue;
		for (p += 6; *p == ' ' || *p == '\t'; p++)
			;
		if (*p)
			strlcpy(reason, p, REASON_SIZE);
	}
	return n;
}

/* stream_close()'s lines, read back from offset at of the output. */
static void check_close(struct runner_stream *s, const struct counts *c,
			size_t at)
{
	char want[192], have[192], flat[FLAT_SIZE], unrun[24];
	unsigned int k;
	FILE *f;

	stream_close(s, "# cut short");
	fuzz_must(s->results == (c->plan > c->results ? c->plan : c->results));
	fuzz_must(lseek(1, at, SEEK_SET) == (off_t)at);
	f = fdopen(dup(1), "r");
	fuzz_must(f != NULL);
	for (k = c->results + 1; k <= c->plan; k++) {
		snprintf(unrun, sizeof(unrun), "not_run_%u", k);
		snprintf(want, sizeof(want), "    not ok %u %s # cut short\n", k,
			 k == c->results + 1 && c->running[0] ?
			 c->running : unrun);
		fuzz_must(fgets(have, sizeof(have), f) && !strcmp(have, want));
		want[strlen(want) - 1] = 0;
		flat_case_of_result(flat, sizeof(flat), PROGRAM, want + 4);
		fuzz_must(fgets(have, sizeof(have), f) && !strcmp(have, flat));
	}
	fuzz_must(fgetc(f) == EOF);
	fclose(f);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct runner_stream s = { .at_line_start = 1, .program = PROGRAM };
	size_t chunk, at, n, got = 0;
	char *want, *have, reason[REASON_SIZE];
	struct counts c = { 0 };

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
	/* A result line of 5 bytes or more; its flat line adds 30 at most. */
	want = malloc(12 * size + 64);
	have = malloc(12 * size + 64);
	fuzz_must(want && have);
	n = expect(data, size, want, reason, &c);
	fuzz_must(lseek(1, 0, SEEK_SET) == 0);
	while (got <= n) {
		ssize_t r = read(1, have + got, 12 * size + 64 - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += r;
	}
	fuzz_must(got == n && !memcmp(have, want, n));
	fuzz_must(!strcmp(s.skip_reason, reason));
	fuzz_must(s.plan == c.plan && s.results == c.results &&
		  !strcmp(s.running, c.running));
	if (c.plan <= c.results + 1000)
		check_close(&s, &c, n);
	free(want);
	free(have);
	return 0;
}
