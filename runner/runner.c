// SPDX-License-Identifier: GPL-2.0
/*
 * runner.c - runs the suite's test programs, each as a child with a
 * timeout, and streams their KTAP as the subtests of one KTAP document.
 * Started as PID 1 (the init of the suite's initramfs) it also sets up
 * the machine, reads its options from the kernel command line, reports the
 * verdict to the host and powers off: see init.h. What parses or calls
 * the kernel's vDSO runs in a child (detect.h), never in the runner.
 *
 *   runner [--timeout SECS] [--filter GLOB] PROGRAM...
 *
 * Exit status: 0 when no test failed, 1 otherwise, 2 on a usage error.
 */
#include "runner/compilers.h"
#include "runner/detect.h"
#include "runner/flat.h"
#include "runner/init.h"
#include "runner/names.h"
#include "runner/opts.h"
#include "runner/outcome.h"
#include "runner/stream.h"
#include "runner/watch.h"

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

/*
 * The child: its own session, output into the pipe, then exec: of the
 * program, or of --wrap's program with the program's path (an emulator
 * such as qemu-user, which runs one program and follows no exec).
 */
static void child_exec(const struct runner_opts *opts, const char *path,
		       int out_fd, int err_fd)
{
	char *const argv[] = { (char *)path, NULL };
	char *const wrapped[] = { (char *)opts->wrap, (char *)path, NULL };
	int err;

	setsid();
	dup2(out_fd, 1);
	dup2(out_fd, 2);
	if (out_fd > 2)
		close(out_fd);
	runner_init_inject_crash(opts, runner_base_name(path));
	if (opts->wrap)
		execve(opts->wrap, wrapped, child_env(opts->timeout));
	else
		execve(path, argv, child_env(opts->timeout));
	err = errno;
	write(err_fd, &err, sizeof(err));
	_exit(127);
}

static void watch_emit(void *s, const char *buf, size_t len)
{
	stream_emit(s, buf, len);
}

/*
 * Streams the output of child pid from fd until it exits and its output
 * ends, or kills its session once timeout_s seconds have passed.
 */
static void watch_child(int pid, int fd, unsigned long timeout_s,
			const char *name, struct runner_outcome *o)
{
	struct runner_stream s = { .at_line_start = 1, .program = name };
	int status;

	if (runner_watch(pid, fd, timeout_s, watch_emit, &s, &status)) {
		stream_finish(&s);
		outcome_from_status(o, status, s.skip_reason);
	} else {
		stream_finish(&s);
		outcome_timeout(o, timeout_s);
	}
	/* A child cut short leaves its subtest's plan unfulfilled. */
	if (o->result == RESULT_FAIL)
		stream_close(&s, o->why);
}

/* Runs the program at path; the outcome says how it went. */
static void run_program(const struct runner_opts *opts, const char *path,
			struct runner_outcome *o)
{
	int out[2], err[2], exec_err = 0, pid;

	if (pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) {
		outcome_set(o, RESULT_FAIL, "# cannot execute: no pipe");
		return;
	}
	pid = fork();
	if (pid == 0)
		child_exec(opts, path, out[1], err[1]);
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
		watch_child(pid, out[0], opts->timeout, runner_base_name(path),
			    o);
	}
	close(out[0]);
	close(err[0]);
}

/* The result line of step n and its flat line; counts it. */
static void report(int n, const char *name, const struct runner_outcome *o,
		   int *counts)
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

	counts[o->result]++;
	printf("%s %d %s%s%s\n", result_words[o->result], n, name,
	       o->why[0] ? " " : "", o->why);
	flat_case(flat, sizeof(flat), flat_words[o->result], name, NULL);
	printf("%s", flat);
}

/*
 * Runs every selected program; returns how many failed. A detection
 * that failed is a result of its own, the first.
 */
static int run_suite(const struct runner_opts *opts,
		     const struct runner_detect *d)
{
	int first = d->outcome.result == RESULT_FAIL ? 2 : 1;
	int counts[3] = { 0, 0, 0 };
	struct utsname uts;
	size_t len = strlen(d->out);
	int i;

	printf("KTAP version 1\n1..%d\n", opts->nprogs + first - 1);
	if (uname(&uts) == 0)
		printf("# vgr: kernel %s %s\n", uts.release, uts.version);
	printf("# vgr: page size %d\n", getpagesize());
	runner_print_compilers();
	printf("%s%s", d->out, len && d->out[len - 1] != '\n' ? "\n" : "");
	if (first > 1)
		report(1, RUNNER_DETECT_NAME, &d->outcome, counts);
	for (i = 0; i < opts->nprogs; i++) {
		const char *name = runner_base_name(opts->progs[i]);
		struct runner_outcome o;
		long start = runner_now_ms(), ms;

		printf("# vgr: running %s\n", name);
		runner_init_inject(opts, name);
		run_program(opts, opts->progs[i], &o);
		ms = runner_now_ms() - start;
		printf("# vgr: %s took %ld.%02ld s\n", name, ms / 1000,
		       ms % 1000 / 10);
		report(i + first, name, &o, counts);
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
	static struct runner_detect detect;
	int pid1 = getpid() == 1;

	if (runner_setup(&opts, pid1, argc, argv) ||
	    runner_detect(&opts, &detect))
		return pid1 ? runner_init_finish(RUNNER_VERDICT_ERROR) : 2;
	if (run_suite(&opts, &detect))
		return pid1 ? runner_init_finish(RUNNER_VERDICT_FAIL) : 1;
	return pid1 ? runner_init_finish(RUNNER_VERDICT_PASS) : 0;
}
