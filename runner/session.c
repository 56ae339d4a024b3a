// SPDX-License-Identifier: GPL-2.0
/*
 * session.c - the code of session.h; the header says what it is for.
 */
#include "runner/session.h"

/* The session of process pid, from /proc/PID/stat, or -1. */
static int runner_session_of(int pid)
{
	char path[64], buf[512], *p;
	int fd, field, sid = -1;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
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

		if (pid > 0 && runner_session_of(pid) == sid) {
			kill(pid, SIGKILL);
			found++;
		}
	}
	closedir(dir);
	return found;
}

/* Kills session sid until /proc shows none of it (forks may race). */
void runner_session_kill(int sid)
{
	int round;

	kill(-sid, SIGKILL);
	for (round = 0; round < 10 && runner_session_kill_once(sid); round++)
		;
}

