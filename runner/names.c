// SPDX-License-Identifier: GPL-2.0
/*
 * names.c - the code of names.h; the header says what it is for.
 */
#include "runner/names.h"

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#endif

struct runner_errno_msg {
	int err;
	const char *msg;
};

static const char *const runner_signal_names[] = {
	[1] = "SIGHUP", [2] = "SIGINT", [3] = "SIGQUIT", [4] = "SIGILL",
	[5] = "SIGTRAP", [6] = "SIGABRT", [7] = "SIGBUS", [8] = "SIGFPE",
	[9] = "SIGKILL", [10] = "SIGUSR1", [11] = "SIGSEGV", [12] = "SIGUSR2",
	[13] = "SIGPIPE", [14] = "SIGALRM", [15] = "SIGTERM",
	[16] = "SIGSTKFLT", [17] = "SIGCHLD", [18] = "SIGCONT",
	[19] = "SIGSTOP", [20] = "SIGTSTP", [21] = "SIGTTIN", [22] = "SIGTTOU",
	[23] = "SIGURG", [24] = "SIGXCPU", [25] = "SIGXFSZ",
	[26] = "SIGVTALRM", [27] = "SIGPROF", [28] = "SIGWINCH", [29] = "SIGIO",
	[30] = "SIGPWR", [31] = "SIGSYS",
};

/* The name of signal sig, or "SIGRT" for the real-time ones. */
const char *runner_signal_name(int sig)
{
	if (sig > 0 && sig < (int)ARRAY_SIZE(runner_signal_names))
		return runner_signal_names[sig];
	return "SIGRT";
}

static const struct runner_errno_msg runner_errno_msgs[] = {
	{ EPERM, "Operation not permitted" },
	{ ENOENT, "No such file or directory" },
	{ E2BIG, "Argument list too long" },
	{ ENOEXEC, "Exec format error" },
	{ ENOMEM, "Out of memory" },
	{ EACCES, "Permission denied" },
	{ EFAULT, "Bad address" },
	{ ENOTDIR, "Not a directory" },
	{ EISDIR, "Is a directory" },
	{ EINVAL, "Invalid argument" },
	{ ETXTBSY, "Text file busy" },
	{ ENAMETOOLONG, "File name too long" },
	{ ELOOP, "Too many levels of symbolic links" },
	{ EAGAIN, "Resource temporarily unavailable" },
};

/* A message for errno value err ("errno N" for the rare ones). */
const char *runner_errno_msg(int err)
{
	static char buf[24];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(runner_errno_msgs); i++)
		if (runner_errno_msgs[i].err == err)
			return runner_errno_msgs[i].msg;
	snprintf(buf, sizeof(buf), "errno %d", err);
	return buf;
}

const char *runner_base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}
