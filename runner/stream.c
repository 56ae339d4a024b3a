// SPDX-License-Identifier: GPL-2.0
/*
 * stream.c - the code of stream.h; the header says what it is for.
 */
#include "runner/flat.h"
#include "runner/stream.h"

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

/* The number at p, or 0 when there is none or it passes 65535. */
static unsigned int stream_number(const char *p, const char **end)
{
	unsigned int n = 0;

	for (; *p >= '0' && *p <= '9' && n <= 65535; p++)
		n = n * 10 + (*p - '0');
	*end = p;
	return n <= 65535 ? n : 0;
}

/* Writes the flat line of a result line of the child's own level. */
static void stream_flat(const struct runner_stream *s, const char *line)
{
	char flat[sizeof(s->line) + 64];
	size_t n = flat_case_of_result(flat, sizeof(flat),
				       s->program ? s->program : "?", line);

	if (n)
		write_all(1, flat, n);
}

/* Counts the child's plan and results; keeps the name of its running test. */
static void stream_count_line(struct runner_stream *s)
{
	const char *p = s->line, *end;
	size_t n;

	if (!s->plan && !strncmp(p, "1..", 3)) {
		s->plan = stream_number(p + 3, &end);
		if (*end)
			s->plan = 0;
	} else if (!strncmp(p, "ok ", 3) || !strncmp(p, "not ok ", 7)) {
		s->results++;
		stream_flat(s, p);
	} else if (!strncmp(p, "#  RUN ", 7)) {
		for (p += 7; *p == ' '; p++)
			;
		for (n = 0; p[n] && p[n] != ' ' && n < sizeof(s->running) - 1; n++)
			s->running[n] = p[n];
		s->running[n] = 0;
	}
}

/* Keeps the reason of the first "# SKIP reason" directive the child gave. */
static void stream_end_line(struct runner_stream *s)
{
	const char *p;

	s->line[s->len] = 0;
	s->len = 0;
	stream_count_line(s);
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
void stream_emit(struct runner_stream *s, const char *buf, size_t len)
{
	size_t i, start = 0;

	for (i = 0; i < len; i++) {
		if (s->at_line_start) {
			write_all(1, "    ", 4);
			s->at_line_start = 0;
		}
		if (buf[i] == '\n') {
			/* The line goes out before its flat line. */
			write_all(1, buf + start, i + 1 - start);
			start = i + 1;
			s->at_line_start = 1;
			stream_end_line(s);
		} else if (s->len < sizeof(s->line) - 1) {
			s->line[s->len++] = buf[i];
		}
	}
	write_all(1, buf + start, len - start);
}

void stream_finish(struct runner_stream *s)
{
	if (!s->at_line_start) {
		write_all(1, "\n", 1);
		stream_end_line(s);
	}
}

/*
 * After stream_finish() of a child that failed: a "not ok" for each
 * result its plan promised and it did not give, the first naming the
 * test that was running, the others not_run_N (N the result's number),
 * with why ("# timeout after 3 s") as directive.
 */
void stream_close(struct runner_stream *s, const char *why)
{
	char line[192], unrun[24];
	unsigned int k;
	int n;

	for (k = s->results + 1; k <= s->plan; k++) {
		/* Each name once: a name per job is what LAVA keeps. */
		snprintf(unrun, sizeof(unrun), "not_run_%u", k);
		n = snprintf(line, sizeof(line), "    not ok %u %s %s\n", k,
			     k == s->results + 1 && s->running[0] ?
			     s->running : unrun, why);
		if (n > 0)
			write_all(1, line, (size_t)n < sizeof(line) ?
					   (size_t)n : sizeof(line) - 1);
		stream_flat(s, line + 4);
	}
	if (s->plan > s->results)
		s->results = s->plan;
}

