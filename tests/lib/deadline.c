// SPDX-License-Identifier: GPL-2.0
/*
 * deadline.c - a deadline below the harness's and the runner's timeouts,
 * and a child run until it (see deadline.h).
 */
#include "tests/lib/deadline.h"

#define MARGIN_MS	5000UL	/* for what follows the deadline */
#define POLL_MS		10

unsigned long vgr_deadline_ms(unsigned long harness_timeout_s,
			      unsigned long spent_ms)
{
	const char *runner_text = getenv("VGR_RUNNER_TIMEOUT_S");
	unsigned long limit = harness_timeout_s * 1000, runner;

	runner = runner_text ? strtoul(runner_text, NULL, 10) * 1000 : 0;
	if (runner && runner < limit)
		limit = runner;
	return limit > spent_ms + MARGIN_MS ? limit - spent_ms - MARGIN_MS : 0;
}

int vgr_run_until(void (*fn)(void *arg), void *arg, unsigned long deadline_ms,
		  int *status)
{
	struct timespec t0, now;
	int pid;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		fn(arg);
		_exit(0);
	}
	while (waitpid(pid, status, WNOHANG) == 0) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		if ((now.tv_sec - t0.tv_sec) * 1000UL +
		    (now.tv_nsec - t0.tv_nsec) / 1000000L >= deadline_ms) {
			kill(pid, SIGKILL);
			waitpid(pid, status, 0);
			return 0;
		}
		usleep(POLL_MS * 1000);
	}
	return 1;
}
