/* SPDX-License-Identifier: GPL-2.0 */
/*
 * runner_stream.h - the runner's copy of a child's KTAP to stdout: each
 * line indented by four spaces (a subtest of the runner's document), and
 * the reason of the first "# SKIP reason" directive kept. Compiles with
 * nolibc and, for fuzz/runner_stream_fuzz.c, with glibc.
 */
#ifndef VGR_TESTS_RUNNER_STREAM_H
#define VGR_TESTS_RUNNER_STREAM_H

/* The state of re-emitting one child's output, indented. */
struct runner_stream {
	int at_line_start;
	unsigned int len;	/* of line, which is cut at its size */
	char line[256];
	char skip_reason[128];
};

static void write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		buf += n;
		len -= n;
	}
}

/* Keeps the reason of the first "# SKIP reason" directive the child gave. */
static void stream_end_line(struct runner_stream *s)
{
	const char *p;

	s->line[s->len] = 0;
	s->len = 0;
	if (s->skip_reason[0])
		return;
	p = strstr(s->line, "# SKIP");
	if (!p)
		return;
	for (p += 6; *p == ' ' || *p == '\t'; p++)
		;
	if (*p)
		strlcpy(s->skip_reason, p, sizeof(s->skip_reason));
}

/* Copies buf to stdout with every line indented by four spaces. */
static void stream_emit(struct runner_stream *s, const char *buf, size_t len)
{
	size_t i, start = 0;

	for (i = 0; i < len; i++) {
		if (s->at_line_start) {
			write_all(1, buf + start, i - start);
			write_all(1, "    ", 4);
			start = i;
			s->at_line_start = 0;
		}
		if (buf[i] == '\n') {
			s->at_line_start = 1;
			stream_end_line(s);
		} else if (s->len < sizeof(s->line) - 1) {
			s->line[s->len++] = buf[i];
		}
	}
	write_all(1, buf + start, len - start);
}

static void stream_finish(struct runner_stream *s)
{
	if (!s->at_line_start) {
		write_all(1, "\n", 1);
		stream_end_line(s);
	}
}

#endif /* VGR_TESTS_RUNNER_STREAM_H */
