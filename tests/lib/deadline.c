// SPDX-License-Identifier: GPL-2.0
/*
 * deadline.c - a deadline below the harness's and the runner's timeouts,
 * and a child run until it (see deadline.h).
 */
#include "tests/lib/deadline.h"

#define MARGIN_MS	5000UL	/* for what follows the deadline */
#define POLL_MS		10

/* The timeout that env var name gives in seconds, in ms; 0 when unset. */
static unsigned long env_timeout_ms(const char *name)
{
	const char *text = getenv(name);

	return text ? strtoul(text, NULL, 10) * 1000 : 0;
}

unsigned long vgr_deadline_ms(unsigned long harness_timeout_s,
			      unsigned long spent_ms)
{
	/* The runner's, and kselftest's runner.sh's (its settings file's). */
	static const char *const outer[] = {
		"VGR_RUNNER_TIMEOUT_S", "kselftest_timeout", NULL,
	};
	unsigned long limit = harness_timeout_s * 1000, ms;
	unsigned int i;

	for (i = 0; outer[i]; i++) {
		ms = env_timeout_ms(outer[i]);
		if (ms && ms < limit)
			limit = ms;
	}
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
