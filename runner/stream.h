/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stream.h - the runner's copy of a child's KTAP to stdout: each
 * line indented by four spaces (a subtest of the runner's document), and
 * the reason of the first "# SKIP reason" directive kept. A child cut
 * short (a signal, a timeout) leaves a subtest whose plan promises more
 * results than it gave: stream_close() gives those, as "not ok", so that
 * the KTAP stays whole. Each of the child's own results, and each one
 * stream_close() gives, is also told in a flat line (flat.h). Compiles with nolibc and, for
 * fuzz/runner_stream_fuzz.c, with glibc.
 */
#ifndef VGR_RUNNER_STREAM_H
#define VGR_RUNNER_STREAM_H

/* The state of re-emitting one child's output, indented. */
struct runner_stream {
	const char *program;	/* the child's name, for the flat lines */
	int at_line_start;
	unsigned int len;	/* of line, which is cut at its size */
	char line[256];
	char skip_reason[128];
	unsigned int plan;	/* of the child's first "1..N", or 0 */
	unsigned int results;	/* the child's top-level result lines */
	char running[96];	/* the test of the last "#  RUN" line */
};

/* Copies buf to stdout with every line indented by four spaces. */
void stream_emit(struct runner_stream *s, const char *buf, size_t len);

void stream_finish(struct runner_stream *s);

/*
 * After stream_finish() of a child that failed: a "not ok" for each
 * result its plan promised and it did not give, the first naming the
 * test that was running, the others not_run_N (N the result's number),
 * with why ("# timeout after 3 s") as directive.
 */
void stream_close(struct runner_stream *s, const char *why);

#endif /* VGR_RUNNER_STREAM_H */
