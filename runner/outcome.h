/* SPDX-License-Identifier: GPL-2.0 */
/*
 * outcome.h - what became of one step of the runner (a test program, or
 * the ABI detection of detect.h): pass, fail or skip, with the KTAP
 * directive or comment that says why ("# signal 11 (SIGSEGV)").
 */
#ifndef VGR_RUNNER_OUTCOME_H
#define VGR_RUNNER_OUTCOME_H

enum runner_result { RESULT_PASS, RESULT_FAIL, RESULT_SKIP };

struct runner_outcome {
	enum runner_result result;
	char why[160];		/* the KTAP directive or comment, or "" */
};

void outcome_set(struct runner_outcome *o, enum runner_result result,
		 const char *why);

/*
 * From a child's wait status: exit 0 passes, 4 skips (with skip_reason,
 * when not ""), any other status or a signal fails, naming it.
 */
void outcome_from_status(struct runner_outcome *o, int status,
			 const char *skip_reason);

/* A child killed at its timeout of timeout_s seconds: fails. */
void outcome_timeout(struct runner_outcome *o, unsigned long timeout_s);

#endif /* VGR_RUNNER_OUTCOME_H */
