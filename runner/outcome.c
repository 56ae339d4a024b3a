// SPDX-License-Identifier: GPL-2.0
/*
 * outcome.c - the code of outcome.h; the header says what it is for.
 */
#include "runner/names.h"
#include "runner/outcome.h"

void outcome_set(struct runner_outcome *o, enum runner_result result,
		 const char *why)
{
	o->result = result;
	strlcpy(o->why, why, sizeof(o->why));
}

void outcome_from_status(struct runner_outcome *o, int status,
			 const char *skip_reason)
{
	char why[160];

	/* nolibc's WIFSIGNALED() holds for status 0: test WIFEXITED(). */
	if (!WIFEXITED(status)) {
		snprintf(why, sizeof(why), "# signal %d (%s)", WTERMSIG(status),
			 runner_signal_name(WTERMSIG(status)));
		outcome_set(o, RESULT_FAIL, why);
	} else if (WEXITSTATUS(status) == 0) {
		outcome_set(o, RESULT_PASS, "");
	} else if (WEXITSTATUS(status) == 4) {
		snprintf(why, sizeof(why), "# SKIP %s",
			 skip_reason[0] ? skip_reason : "exit status 4");
		outcome_set(o, RESULT_SKIP, why);
	} else {
		snprintf(why, sizeof(why), "# exit status %d",
			 WEXITSTATUS(status));
		outcome_set(o, RESULT_FAIL, why);
	}
}

void outcome_timeout(struct runner_outcome *o, unsigned long timeout_s)
{
	char why[64];

	snprintf(why, sizeof(why), "# timeout after %lu s", timeout_s);
	outcome_set(o, RESULT_FAIL, why);
}
