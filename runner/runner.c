// SPDX-License-Identifier: GPL-2.0
/*
 * runner.c - runs the suite's test programs, each as a child with a
 * timeout, and streams their KTAP as the subtests of one KTAP document.
 * Started as PID 1 (the init of the suite's initramfs) it also sets up
 * the machine, reads its options from the kernel command line, reports the
 * verdict to the host and powers off: see init.h.
 *
 *   runner [--timeout SECS] [--filter GLOB] PROGRAM...
 *
 * Exit status: 0 when no test failed, 1 otherwise, 2 on a usage error.
 */
#include "impl/impl.h"
#include "runner/flat.h"
#include "runner/init.h"
#include "runner/names.h"
#include "runner/opts.h"
#include "runner/session.h"
#include "runner/stream.h"

/* What became of one test program. */
enum runner_result { RESULT_PASS, RESULT_FAIL, RESULT_SKIP };

struct runner_outcome {
	enum runner_result result;
	char why[160];		/* the KTAP directive or comment, or "" */
};

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* The child: its own session, output into the pipe, then exec. */
/*
 * The program's environment: the runner's, with VGR_RUNNER_TIMEOUT_S set
 * to the program's timeout, so that a test that judges time can keep its
 * deadlines below it and SKIP rather than be killed.
 */
static char **child_env(unsigned long timeout_s)
{
	static const char name[] = "VGR_RUNNER_TIMEOUT_S=";
	static char *env[RUNNER_MAX_ENV + 2];
	static char var[sizeof(name) + 24];
	int n = 0;

	for (char **e = environ; *e && n < RUNNER_MAX_ENV; e++)
		if (strncmp(*e, name, sizeof(name) - 1))
			env[n++] = *e;
	snprintf(var, sizeof(var), "%s%lu", name, timeout_s);
	env[n++] = var;
	env[n] = NULL;
	return env;
}

static void child_exec(const char *path, unsigned long timeout_s, int out_fd,
		       int err_fd)
{
	char *argv[] = { (char *)path, NULL };
	int err;

	setsid();
	dup2(out_fd, 1);
	dup2(out_fd, 2);
	if (out_fd > 2)
		close(out_fd);
	execve(path, argv, child_env(timeout_s));
	err = errno;
	write(err_fd, &err, sizeof(err));
	_exit(127);
}

/* Reads what is there on fd within wait_ms; returns 0 at end of file. */
static int pump(int fd, struct runner_stream *s, int wait_ms)
{
	struct pollfd pfd = { .fd = fd, .events = POLLIN };
	char buf[4096];
	ssize_t n;

	if (poll(&pfd, 1, wait_ms) <= 0)
		return 1;
	n = read(fd, buf, sizeof(buf));
	if (n < 0)
		return errno == EINTR || errno == EAGAIN;
	stream_emit(s, buf, n);
	return n > 0;
}

static void outcome_set(struct runner_outcome *o, enum runner_result result,
			const char *why)
{
	o->result = result;
	strlcpy(o->why, why, sizeof(o->why));
}

static void outcome_from_status(struct runner_outcome *o, int status,
				const struct runner_stream *s)
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
			 s->skip_reason[0] ? s->skip_reason : "exit status 4");
		outcome_set(o, RESULT_SKIP, why);
	} else {
		snprintf(why, sizeof(why), "# exit status %d",
			 WEXITSTATUS(status));
		outcome_set(o, RESULT_FAIL, why);
	}
}

/*
 * Streams the output of child pid from fd until it exits and its output
 * ends, or kills its process group once timeout_s seconds have passed.
 */
static void watch_child(int pid, int fd, unsigned long timeout_s,
			const char *name, struct runner_outcome *o)
{
	struct runner_stream s = { .at_line_start = 1, .program = name };
	long deadline = now_ms() + (long)timeout_s * 1000L;
	int open = 1, exited = 0, status = 0;

	while (open || !exited) {
		long left = deadline - now_ms();

		if (left <= 0)
			break;
		if (open)
			open = pump(fd, &s, left < 100 ? left : 100);
		else
			poll(NULL, 0, left < 20 ? left : 20);
		if (!exited && waitpid(pid, &status, WNOHANG) == pid) {
			exited = 1;
			/* Nothing it started may outlive it and hold the pipe. */
			runner_session_kill(pid);
		}
	}
	if (!exited) {
		long drain_end = now_ms() + 1000;

		runner_session_kill(pid);
		waitpid(pid, &status, 0);
		/* What is left in the pipe; pump() says 1 on no data too. */
		while (now_ms() < drain_end && pump(fd, &s, 100))
			;
	}
	stream_finish(&s);
	if (exited) {
		outcome_from_status(o, status, &s);
	} else {
		char why[64];

		snprintf(why, sizeof(why), "# timeout after %lu s", timeout_s);
		outcome_set(o, RESULT_FAIL, why);
	}
	/* A child cut short leaves its subtest's plan unfulfilled. */
	if (o->result == RESULT_FAIL)
		stream_close(&s, o->why);
}

/* Runs the program at path; the outcome says how it went. */
static void run_program(const char *path, unsigned long timeout_s,
			struct runner_outcome *o)
{
	int out[2], err[2], exec_err = 0, pid;

	if (pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) {
		outcome_set(o, RESULT_FAIL, "# cannot execute: no pipe");
		return;
	}
	pid = fork();
	if (pid == 0)
		child_exec(path, timeout_s, out[1], err[1]);
	close(out[1]);
	close(err[1]);
	if (pid < 0) {
		outcome_set(o, RESULT_FAIL, "# cannot execute: fork failed");
	} else if (read(err[0], &exec_err, sizeof(exec_err)) ==
		   sizeof(exec_err)) {
		char why[160];

		waitpid(pid, NULL, 0);
		snprintf(why, sizeof(why), "# cannot execute: %s",
			 runner_errno_msg(exec_err));
		outcome_set(o, RESULT_FAIL, why);
	} else {
		/* exec succeeded, so the child is its session's leader. */
		watch_child(pid, out[0], timeout_s, runner_base_name(path), o);
	}
	close(out[0]);
	close(err[0]);
}

/* Runs every selected program; returns how many failed. */
static int run_suite(const struct runner_opts *opts,
		     const struct vgr_ctx *ctx)
{
	static const char *const result_words[] = {
		[RESULT_PASS] = "ok", [RESULT_FAIL] = "not ok",
		[RESULT_SKIP] = "ok",
	};
	static const char *const flat_words[] = {
		[RESULT_PASS] = "pass", [RESULT_FAIL] = "fail",
		[RESULT_SKIP] = "skip",
	};
	char flat[128];
	int counts[3] = { 0, 0, 0 };
	struct utsname uts;
	int i;

	printf("KTAP version 1\n1..%d\n", opts->nprogs);
	if (uname(&uts) == 0)
		printf("# vgr: kernel %s %s\n", uts.release, uts.version);
	vgr_print_abi(ctx);
	for (i = 0; i < opts->nprogs; i++) {
		const char *name = runner_base_name(opts->progs[i]);
		struct runner_outcome o;

		long start = now_ms(), ms;

		printf("# vgr: running %s\n", name);
		runner_init_inject(opts, name);
		run_program(opts->progs[i], opts->timeout, &o);
		counts[o.result]++;
		ms = now_ms() - start;
		printf("# vgr: %s took %ld.%02ld s\n", name, ms / 1000,
		       ms % 1000 / 10);
		printf("%s %d %s%s%s\n", result_words[o.result], i + 1, name,
		       o.why[0] ? " " : "", o.why);
		flat_case(flat, sizeof(flat), flat_words[o.result], name, NULL);
		printf("%s", flat);
		runner_init_reap();
	}
	printf("# Totals: pass:%d fail:%d skip:%d\n", counts[RESULT_PASS],
	       counts[RESULT_FAIL], counts[RESULT_SKIP]);
	fprintf(stderr, "suite: %d passed, %d failed, %d skipped\n",
		counts[RESULT_PASS], counts[RESULT_FAIL], counts[RESULT_SKIP]);
	return counts[RESULT_FAIL];
}

/* Options, then the programs of the initramfs when PID 1 was given none. */
static int runner_setup(struct runner_opts *opts, int pid1, int argc,
			char **argv)
{
	if (pid1 && runner_init_setup(opts))
		return -1;
	if (runner_opts_parse(opts, argc, argv))
		return -1;
	if (pid1)
		runner_init_drop_words(opts);
	if (pid1 && !opts->nprogs && runner_init_find_tests(opts))
		return -1;
	if (!pid1 && !opts->nprogs) {
		fprintf(stderr, "runner: no test program given (%s)\n",
			RUNNER_USAGE);
		return -1;
	}
	if (runner_opts_filter(opts))
		return -1;
	runner_opts_boot_first(opts);
	return 0;
}

int main(int argc, char **argv)
{
	static struct runner_opts opts;
	struct vgr_ctx ctx;
	int pid1 = getpid() == 1;

	if (runner_setup(&opts, pid1, argc, argv) || vgr_init(&ctx))
		return pid1 ? runner_init_finish(RUNNER_VERDICT_ERROR) : 2;
	if (run_suite(&opts, &ctx))
		return pid1 ? runner_init_finish(RUNNER_VERDICT_FAIL) : 1;
	return pid1 ? runner_init_finish(RUNNER_VERDICT_PASS) : 0;
}
