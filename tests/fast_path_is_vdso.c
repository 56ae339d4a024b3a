// SPDX-License-Identifier: GPL-2.0
/*
 * fast_path_is_vdso.c - proof that the implementation under test really
 * served the calls, not the getrandom syscall: the state changes (white
 * box), and a ptrace tracer (the upstream selftest's method, made
 * portable with PTRACE_GET_SYSCALL_INFO: syscall entries with
 * nr == __NR_getrandom and args[0] == buffer) sees no getrandom syscall
 * on the caller's buffer except one the child makes on purpose as a
 * control. The same in a new time namespace, whose
 * own vvar page once made the vDSO fall back forever (FACTS.md bug 2).
 * Catches: always-syscall.
 */
#include "tests/vgr_test.h"
#include <linux/ptrace.h>

#ifndef WIFSTOPPED	/* nolibc lacks them */
#define WIFSTOPPED(status)	(((status) & 0xff) == 0x7f)
#define WSTOPSIG(status)	WEXITSTATUS(status)
#endif

#define CALLS		100
#define OUT_LEN		64
#define TIMENS_OFFSET	(10 * 86400L)	/* CLOCK_MONOTONIC, seconds */

/* The traced child's verdicts (exit codes). */
enum child_exit {
	CHILD_OK,
	CHILD_NO_PTRACE = 40,	/* PTRACE_TRACEME refused */
	CHILD_NO_STATE,
	CHILD_SHORT_CALL,
	CHILD_STATE_UNUSED,
	CHILD_NO_TIME_OFFSET,
};

static const char * const child_why[] = {
	[CHILD_NO_STATE - CHILD_NO_PTRACE] = "no state could be allocated",
	[CHILD_SHORT_CALL - CHILD_NO_PTRACE] = "a call did not return the length",
	[CHILD_STATE_UNUSED - CHILD_NO_PTRACE] = "the calls left the state untouched",
	[CHILD_NO_TIME_OFFSET - CHILD_NO_PTRACE] = "not in the new time namespace",
};

static unsigned char buffer[OUT_LEN];

/* Calls CALLS times on a new state; the white-box verdict. */
static int call_and_check_state(const struct vgr_ctx *ctx)
{
	unsigned char before[VGR_STATE_SIZE];
	struct vgr_states states;
	void *state;
	int changed = 0;

	if (vgr_states_alloc(ctx, 1, &states))
		return CHILD_NO_STATE;
	state = vgr_state_take(&states);
	for (int i = 0; i < CALLS; i++) {
		memcpy(before, state, sizeof(before));
		if (vgr_getrandom(ctx, buffer, sizeof(buffer), 0, state) !=
		    OUT_LEN)
			return CHILD_SHORT_CALL;
		changed += !!memcmp(before, state, sizeof(before));
	}
	vgr_states_free(&states);
	return changed == CALLS ? CHILD_OK : CHILD_STATE_UNUSED;
}

TEST(state_changes_on_every_call)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	VGR_NEED_STATE(ctx);
	ASSERT_EQ(CHILD_OK, call_and_check_state(ctx));
}

static long sys_ptrace(long op, int pid, void *addr, void *data)
{
	return __nolibc_syscall4(__NR_ptrace, op, pid, addr, data);
}

/* The traced child: the calls, then one getrandom syscall as a control. */
static void traced_child(const struct vgr_ctx *ctx, long mono_min)
{
	struct timespec ts;
	int verdict;

	if (sys_ptrace(PTRACE_TRACEME, 0, NULL, NULL))
		_exit(CHILD_NO_PTRACE);
	kill(getpid(), SIGSTOP);
	verdict = call_and_check_state(ctx);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	if (!verdict && ts.tv_sec < mono_min)
		verdict = CHILD_NO_TIME_OFFSET;
	vgr_sys_getrandom(buffer, sizeof(buffer), 0);
	_exit(verdict);
}

struct trace_result {
	int status;		/* the child's wait status */
	int seen;		/* getrandom syscalls on buffer */
	int syscalls;		/* syscall entries traced */
	const char *why;	/* a tracer error, or NULL */
};

/* Traces the child through every syscall stop until it exits. */
static void trace(int pid, struct trace_result *r)
{
	struct ptrace_syscall_info info;
	int sig = 0;

	if (waitpid(pid, &r->status, 0) != pid) {
		r->why = "waitpid failed";
		return;
	}
	if (WIFEXITED(r->status))
		return;		/* PTRACE_TRACEME refused: its exit code says */
	if (!WIFSTOPPED(r->status)) {
		r->why = "the child did not stop";
		return;
	}
	if (sys_ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)
		       (PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL))) {
		r->why = "PTRACE_SETOPTIONS failed";
		return;
	}
	for (;;) {
		if (sys_ptrace(PTRACE_SYSCALL, pid, NULL, (void *)(long)sig) ||
		    waitpid(pid, &r->status, 0) != pid) {
			r->why = "PTRACE_SYSCALL or waitpid failed";
			return;
		}
		if (WIFEXITED(r->status) || WIFSIGNALED(r->status))
			return;
		sig = WSTOPSIG(r->status);
		if (sig != (SIGTRAP | 0x80))
			continue;	/* a signal: deliver it */
		sig = 0;
		/* The same on every architecture, unlike PTRACE_GETREGS. */
		if (sys_ptrace(PTRACE_GET_SYSCALL_INFO, pid,
			       (void *)sizeof(info), &info) <= 0) {
			r->why = "PTRACE_GET_SYSCALL_INFO failed";
			return;
		}
		if (info.op != PTRACE_SYSCALL_INFO_ENTRY)
			continue;
		r->syscalls++;
		if (info.entry.nr == __NR_getrandom &&
		    info.entry.args[0] == (unsigned long)buffer)
			r->seen++;
	}
}

/* Runs traced_child under trace(); SKIPs when ptrace is refused. */
static void expect_only_the_control(struct __test_metadata *_metadata,
				    const struct vgr_ctx *ctx, long mono_min)
{
	struct trace_result r = { 0 };
	int pid, code;

	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0)
		traced_child(ctx, mono_min);
	trace(pid, &r);
	if (r.why) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	ASSERT_EQ(NULL, r.why);
	ASSERT_TRUE(WIFEXITED(r.status))
		TH_LOG("child wait status 0x%x", r.status);
	code = WEXITSTATUS(r.status);
	if (code == CHILD_NO_PTRACE)
		SKIP(return,
		     "PTRACE_TRACEME refused (not permitted, or no ptrace, as in qemu-user)");
	EXPECT_EQ(CHILD_OK, code)
		TH_LOG("child: %s", code > CHILD_NO_PTRACE &&
		       code <= CHILD_NO_TIME_OFFSET ?
		       child_why[code - CHILD_NO_PTRACE] : "?");
	EXPECT_EQ(1, r.seen)
		TH_LOG("%d getrandom syscalls on the buffer in %d syscalls (1: the control)",
		       r.seen, r.syscalls);
}

TEST(tracer_sees_no_getrandom_on_buffer)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	VGR_NEED_STATE(ctx);
	expect_only_the_control(_metadata, ctx, 0);
}

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME	0x00000080
#endif

TEST(time_namespace_keeps_fast_path)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	char offsets[64];
	struct timespec ts;
	long ret, mono_min = 0;
	int fd, len;

	VGR_NEED_STATE(ctx);
	ret = __nolibc_syscall1(__NR_unshare, CLONE_NEWTIME);
	if (ret)
		SKIP(return, "unshare(CLONE_NEWTIME) gave %ld: %s", ret,
		     ret == -EPERM ? "needs CAP_SYS_ADMIN" :
		     ret == -EINVAL ? "no CONFIG_TIME_NS" : "refused");
	/* An offset proves the child is inside; without one it still is. */
	len = snprintf(offsets, sizeof(offsets), "monotonic %ld 0\n",
		       TIMENS_OFFSET);
	fd = open("/proc/self/timens_offsets", O_WRONLY);
	if (fd >= 0 && write(fd, offsets, len) == len) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		mono_min = ts.tv_sec + TIMENS_OFFSET - 60;
	} else {
		TH_LOG("no time offset set: the child's namespace is not checked");
	}
	if (fd >= 0)
		close(fd);
	expect_only_the_control(_metadata, ctx, mono_min);
}

VGR_TEST_MAIN
