// SPDX-License-Identifier: GPL-2.0
/*
 * detect.c - the code of detect.h; the header says what it is for.
 */
#include "impl/impl.h"
#include "runner/detect.h"
#include "runner/init.h"
#include "runner/watch.h"

/* The child: a session of its own, stdout into the pipe. */
static void detect_child(const struct runner_opts *opts, int out_fd)
{
	struct vgr_ctx ctx;

	setsid();
	dup2(out_fd, 1);
	close(out_fd);
	runner_init_inject_crash(opts, RUNNER_DETECT_NAME);
	if (vgr_init(&ctx))
		_exit(2);
	vgr_print_abi(&ctx);
	_exit(0);
}

/* Keeps what the child wrote in d->out, cut at its size. */
static void detect_keep(void *arg, const char *buf, size_t len)
{
	struct runner_detect *d = arg;
	size_t have = strlen(d->out), room = sizeof(d->out) - 1 - have;

	memcpy(d->out + have, buf, len < room ? len : room);
	d->out[have + (len < room ? len : room)] = 0;
}

int runner_detect(const struct runner_opts *opts, struct runner_detect *d)
{
	int fd[2], pid, status, ret = 0;

	memset(d, 0, sizeof(*d));
	if (opts->wrap) {
		/* The programs run elsewhere (an emulator): they say theirs. */
		snprintf(d->out, sizeof(d->out),
			 "# vgr: abi: not detected here; each program, run by %s, detects its own\n",
			 opts->wrap);
		return 0;
	}
	if (pipe2(fd, O_CLOEXEC)) {
		outcome_set(&d->outcome, RESULT_FAIL, "# cannot detect: no pipe");
		return 0;
	}
	pid = fork();
	if (pid == 0)
		detect_child(opts, fd[1]);
	close(fd[1]);
	if (pid < 0)
		outcome_set(&d->outcome, RESULT_FAIL, "# cannot detect: fork failed");
	else if (!runner_watch(pid, fd[0], opts->timeout, detect_keep, d, &status))
		outcome_timeout(&d->outcome, opts->timeout);
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 2)
		ret = -1;
	else
		outcome_from_status(&d->outcome, status, "");
	close(fd[0]);
	return ret;
}
