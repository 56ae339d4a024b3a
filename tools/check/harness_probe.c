// SPDX-License-Identifier: GPL-2.0
/*
 * harness_probe.c - the harness's wait for its tests, for make
 * pidfd-fallback-check: a test that hangs in the call under test (the
 * model's hang-in-call fault) ends as a timeout after 2 s, not 30; a
 * test leaves an orphan that exits 1 s later, while the next test runs,
 * which must still end with its own result (a SIGCHLD that is not its
 * child's, where the program is a subreaper or the init of a sandbox). Not a test of the
 * suite (not in TEST_PROGS).
 */
#include "tests/vgr_test.h"

#define PROBE_TIMEOUT_S	2

FIXTURE(probe) {
	struct vgr_states states;
	void *state;
};

FIXTURE_SETUP(probe)
{
	if (vgr_has_state(vgr_ctx()))
		VGR_ONE_STATE(vgr_ctx(), &self->states, self->state);
}

FIXTURE_TEARDOWN(probe)
{
	vgr_states_free(&self->states);
}

/* Hangs under VGR_IMPL=model VGR_FAULT=hang-in-call, passes otherwise. */
TEST_F_TIMEOUT(probe, call_returns, PROBE_TIMEOUT_S)
{
	unsigned char buf[16];

	ASSERT_EQ((long)sizeof(buf), vgr_getrandom(vgr_ctx(), buf, sizeof(buf),
						   0, self->state));
}

/* A grandchild, orphaned at once, that exits 1 s later. */
TEST_F(probe, leaves_an_orphan)
{
	pid_t pid = fork();
	int status;

	ASSERT_LE(0, pid);
	if (!pid) {
		if (fork() == 0)
			sleep(1);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, status);
}

/*
 * Runs while that orphan exits, and SKIPs: a wait that a stray SIGCHLD
 * ended early would give a pass (nolibc's waitpid(WNOHANG) with no child
 * to reap leaves a status of 0) and leave this test running.
 */
TEST_F(probe, skips_after_an_orphan_exits)
{
	sleep(PROBE_TIMEOUT_S);
	SKIP(return, "its own result, 2 s later");
}

VGR_TEST_MAIN
