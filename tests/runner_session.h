/* SPDX-License-Identifier: GPL-2.0 */
/*
 * runner_session.h - ends everything a test program started. Each
 * program runs as the leader of a session of its own; the kselftest
 * harness puts every test in a process group of its own, which
 * kill(-pgid) would miss, so a hung test (a vDSO call that never
 * returns) would outlive its program and hold the runner's pipe. The
 * runner SIGKILLs every process of the session instead, found in /proc.
 */
#ifndef VGR_TESTS_RUNNER_SESSION_H
#define VGR_TESTS_RUNNER_SESSION_H

/* The session of process pid, from /proc/PID/stat, or -1. */
static int runner_session_of(const char *pid)
{
	char path[64], buf[512], *p;
	int fd, field, sid = -1;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%s/stat", pid);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = 0;
	/* "pid (comm) state ppid pgrp session ...": comm may hold ") ". */
	p = strrchr(buf, ')');
	if (!p || p[1] != ' ' || p[2] == 'Z')	/* a zombie is gone already */
		return -1;
	for (field = 0; p && field < 4; field++)
		p = strchr(p + 1, ' ');
	if (p)
		sid = atoi(p + 1);
	return sid;
}

/* SIGKILLs every process of session sid; returns how many it found. */
static int runner_session_kill_once(int sid)
{
	struct dirent entry, *result;
	DIR *dir = opendir("/proc");
	int found = 0;

	if (!dir)
		return 0;
	while (!readdir_r(dir, &entry, &result) && result) {
		int pid = atoi(entry.d_name);

		if (pid > 0 && runner_session_of(entry.d_name) == sid) {
			kill(pid, SIGKILL);
			found++;
		}
	}
	closedir(dir);
	return found;
}

/* Kills session sid until /proc shows none of it (forks may race). */
static void runner_session_kill(int sid)
{
	int round;

	kill(-sid, SIGKILL);
	for (round = 0; round < 10 && runner_session_kill_once(sid); round++)
		;
}

#endif /* VGR_TESTS_RUNNER_SESSION_H */
