// SPDX-License-Identifier: GPL-2.0
/*
 * watch.c - the code of watch.h; the header says what it is for.
 */
#include "runner/session.h"
#include "runner/watch.h"

long runner_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Reads what is there on fd within wait_ms; returns 0 at end of file. */
static int pump(int fd, runner_sink sink, void *arg, int wait_ms)
{
	struct pollfd pfd = { .fd = fd, .events = POLLIN };
	char buf[4096];
	ssize_t n;

	if (poll(&pfd, 1, wait_ms) <= 0)
		return 1;
	n = read(fd, buf, sizeof(buf));
	if (n < 0)
		return errno == EINTR || errno == EAGAIN;
	sink(arg, buf, n);
	return n > 0;
}

int runner_watch(int pid, int fd, unsigned long timeout_s, runner_sink sink,
		 void *arg, int *status)
{
	long deadline = runner_now_ms() + (long)timeout_s * 1000L;
	int open = 1, exited = 0;
	long drain_end;

	*status = 0;
	while (open || !exited) {
		long left = deadline - runner_now_ms();

		if (left <= 0)
			break;
		if (open)
			open = pump(fd, sink, arg, left < 100 ? left : 100);
		else
			poll(NULL, 0, left < 20 ? left : 20);
		if (!exited && waitpid(pid, status, WNOHANG) == pid) {
			exited = 1;
			/* Nothing it started may outlive it and hold the pipe. */
			runner_session_kill(pid);
		}
	}
	if (exited)
		return 1;
	runner_session_kill(pid);
	waitpid(pid, status, 0);
	/* What is left in the pipe; pump() says 1 on no data too. */
	drain_end = runner_now_ms() + 1000;
	while (runner_now_ms() < drain_end && pump(fd, sink, arg, 100))
		;
	return 0;
}
