/* SPDX-License-Identifier: GPL-2.0 */
/*
 * deadline.h - for tests whose length depends on the machine's speed: a
 * deadline below every timeout that could kill them (the harness's, the
 * runner's, VGR_RUNNER_TIMEOUT_S, and kselftest runner.sh's,
 * kselftest_timeout from the settings file), and a child run until it,
 * so that slowness ends in a SKIP with the figures, never in a timeout's
 * FAIL.
 */
#ifndef VGR_TESTS_DEADLINE_H
#define VGR_TESTS_DEADLINE_H

/* What is left of the shorter timeout, less a margin, after spent_ms. */
unsigned long vgr_deadline_ms(unsigned long harness_timeout_s,
			      unsigned long spent_ms);

/*
 * Runs fn(arg) in a child (fn ends it with _exit()); kills it once
 * deadline_ms have passed. 1 when it ended (*status from waitpid), 0 when
 * the deadline killed it, -1 when fork() failed.
 */
int vgr_run_until(void (*fn)(void *arg), void *arg, unsigned long deadline_ms,
		  int *status);

#endif /* VGR_TESTS_DEADLINE_H */
