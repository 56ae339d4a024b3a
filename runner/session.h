/* SPDX-License-Identifier: GPL-2.0 */
/*
 * session.h - ends everything a test program started. Each
 * program runs as the leader of a session of its own; the kselftest
 * harness puts every test in a process group of its own, which
 * kill(-pgid) would miss, so a hung test (a vDSO call that never
 * returns) would outlive its program and hold the runner's pipe. The
 * runner SIGKILLs every process of the session instead, found in /proc.
 */
#ifndef VGR_RUNNER_SESSION_H
#define VGR_RUNNER_SESSION_H

/* Kills session sid until /proc shows none of it (forks may race). */
void runner_session_kill(int sid);

#endif /* VGR_RUNNER_SESSION_H */
