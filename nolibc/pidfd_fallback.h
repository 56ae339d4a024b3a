/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pidfd_fallback.h - kselftest_harness.h, included so that it still gives
 * real results where pidfd_open() fails: include this in its place.
 *
 * The harness (7.3) waits for each test's child by poll()ing a pidfd
 * with the test's timeout, and fails every test with "unable to open
 * pidfd" where pidfd_open() is missing (gVisor 20240729, Valgrind 3.19:
 * ENOSYS) or refused (a sandbox's seccomp filter: EPERM, or EINVAL).
 * There, the harness's syscall(__NR_pidfd_open, pid, 0) gets a signalfd
 * for SIGCHLD instead, and its poll() of that fd waits, within the same
 * timeout, until waitid(P_PID, pid, WEXITED | WNOHANG | WNOWAIT) sees
 * that child exited (left for the harness's waitpid() to reap). A
 * timeout is still a timeout. One line per program says so:
 * "# vgr: pidfd_open: ENOSYS; the harness waits on SIGCHLD through a
 * signalfd".
 *
 * Both hooks are macros only around the harness's own text (syscall()
 * and poll() are pushed before and popped after): a syscall() other
 * than pidfd_open, and a poll() of another fd, go on as they were.
 *
 * The signal mask: SIGCHLD is blocked (a signalfd sees only blocked
 * signals) from the fallback's pidfd_open() until its poll() returns,
 * and then set back as it was. The harness forks no test in between, so
 * every test child, and what it execs, starts with the mask the program
 * started with, and its SIGCHLD handling is as without the fallback (no
 * test uses SIGCHLD, sigsuspend or a signalfd; their waitpid()s are of
 * their own children). Were it left blocked from the first test on, each
 * later child would inherit a blocked SIGCHLD. The price is that a
 * SIGCHLD is no proof: it also comes from a child of an earlier test
 * that dies after its timeout's SIGKILL, and from orphans reparented to
 * the program (the init of a sandbox, `runsc do`; a subreaper). So the
 * poll() does not end at a SIGCHLD, but when waitid() says that this
 * test's child exited, checked before each wait, which also covers a
 * child that exited before the signal was blocked.
 */
#ifndef VGR_NOLIBC_PIDFD_FALLBACK_H
#define VGR_NOLIBC_PIDFD_FALLBACK_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "raw_syscall.h"

/* The kernel's sigset_t: 64 signals in unsigned longs, signal n at bit n-1. */
#define VGR_PIDFD_SIGSET_WORDS	(64 / (8 * sizeof(unsigned long)))
/* signalfd4()'s SFD_CLOEXEC and SFD_NONBLOCK, which uapi defines so. */
#define VGR_PIDFD_SFD_FLAGS	(O_CLOEXEC | O_NONBLOCK)

static struct {
	int fd;		/* the signalfd the harness polls, or -1 */
	int pid;	/* the test's child it stands for */
	int noted;	/* the diagnostic is printed */
	unsigned long old_mask[VGR_PIDFD_SIGSET_WORDS];
} vgr_pidfd_fallback = { .fd = -1 };

/* A syscall's -errno as libc's syscall() gives it: -1 and errno. */
static inline long vgr_pidfd_sysret(long ret)
{
	if (ret < 0 && ret > -4096) {
		errno = -ret;
		return -1;
	}
	return ret;
}

/* The errors of a pidfd_open() that is missing or refused, else NULL. */
static inline const char *vgr_pidfd_missing(long err)
{
	switch (err) {
	case -ENOSYS:
		return "ENOSYS";
	case -EPERM:
		return "EPERM";
	case -EINVAL:
		return "EINVAL";
	}
	return NULL;
}

static inline long vgr_pidfd_sigmask(int how, const unsigned long *set,
				     unsigned long *old)
{
	return __nolibc_syscall4(__NR_rt_sigprocmask, how, set, old,
				 VGR_PIDFD_SIGSET_WORDS * sizeof(long));
}

/*
 * pidfd_open(pid, flags) for the harness: the kernel's, or where it is
 * missing or refused, a signalfd for SIGCHLD (SIGCHLD then blocked until
 * vgr_pidfd_poll() returns). -1 and errno when both fail.
 */
static inline long vgr_pidfd_open(long pid, long flags)
{
	unsigned long chld[VGR_PIDFD_SIGSET_WORDS] = { 1UL << (SIGCHLD - 1) };
	long fd = __nolibc_syscall2(__NR_pidfd_open, pid, flags);
	const char *missing = fd < 0 ? vgr_pidfd_missing(fd) : NULL;
	long sfd;

	if (!missing)
		return vgr_pidfd_sysret(fd);
	sfd = vgr_pidfd_sigmask(SIG_BLOCK, chld, vgr_pidfd_fallback.old_mask);
	if (!sfd) {
		sfd = __nolibc_syscall4(__NR_signalfd4, -1, chld, sizeof(chld),
					VGR_PIDFD_SFD_FLAGS);
		if (sfd < 0)
			vgr_pidfd_sigmask(SIG_SETMASK,
					  vgr_pidfd_fallback.old_mask, NULL);
	}
	if (!vgr_pidfd_fallback.noted) {
		vgr_pidfd_fallback.noted = 1;
		printf("# vgr: pidfd_open: %s; %s\n", missing, sfd >= 0 ?
		       "the harness waits on SIGCHLD through a signalfd" :
		       "no signalfd for SIGCHLD either: the harness cannot wait");
	}
	if (sfd < 0)
		return vgr_pidfd_sysret(fd);
	vgr_pidfd_fallback.fd = sfd;
	vgr_pidfd_fallback.pid = pid;
	return sfd;
}

/* Whether pid exited (left unreaped); an error counts as exited. */
static inline int vgr_pidfd_exited(int pid)
{
	siginfo_t info;
	long ret;

	memset(&info, 0, sizeof(info));
	ret = __nolibc_syscall5(__NR_waitid, P_PID, pid, &info,
				WEXITED | WNOHANG | WNOWAIT, NULL);
	return ret < 0 || info.si_pid == pid;
}

static inline long vgr_pidfd_ms_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (t1.tv_sec - t0->tv_sec) * 1000L +
	       (t1.tv_nsec - t0->tv_nsec) / 1000000L;
}

/*
 * poll() for the harness: of the fallback's signalfd, it returns 1 once
 * that test's child exited, 0 after timeout_ms without, -1 on an error;
 * then SIGCHLD's mask is as before. Any other poll() is poll().
 */
static inline int vgr_pidfd_poll(struct pollfd *fds, unsigned long nfds,
				 int timeout_ms)
{
	struct timespec t0;
	char drain[512];
	long left;
	int ret;

	if (vgr_pidfd_fallback.fd < 0 || nfds != 1 ||
	    fds[0].fd != vgr_pidfd_fallback.fd)
		return poll(fds, nfds, timeout_ms);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		/* Drain first: a SIGCHLD after the check wakes the poll. */
		while (read(fds[0].fd, drain, sizeof(drain)) > 0)
			;
		if (vgr_pidfd_exited(vgr_pidfd_fallback.pid)) {
			fds[0].revents = POLLIN;
			ret = 1;
			break;
		}
		left = timeout_ms < 0 ? -1 : timeout_ms - vgr_pidfd_ms_since(&t0);
		if (timeout_ms >= 0 && left <= 0) {
			ret = 0;
			break;
		}
		if (poll(fds, 1, left) < 0 && errno != EINTR) {
			ret = -1;
			break;
		}
	}
	vgr_pidfd_sigmask(SIG_SETMASK, vgr_pidfd_fallback.old_mask, NULL);
	vgr_pidfd_fallback.fd = -1;
	return ret;
}

/* syscall(NR, up to six arguments), as libc's; pidfd_open is hooked. */
static inline long vgr_pidfd_syscall(long nr, long a, long b, long c, long d,
				     long e, long f)
{
	if (nr == __NR_pidfd_open)
		return vgr_pidfd_open(a, b);
	return vgr_pidfd_sysret(__nolibc_syscall6(nr, a, b, c, d, e, f));
}

#define VGR_PIDFD_SYSCALL(nr, a, b, c, d, e, f, ...)			\
	vgr_pidfd_syscall(nr, (long)(a), (long)(b), (long)(c), (long)(d),	\
			  (long)(e), (long)(f))

#pragma push_macro("syscall")
#pragma push_macro("poll")
#undef syscall
#undef poll
#define syscall(...)	VGR_PIDFD_SYSCALL(__VA_ARGS__, 0, 0, 0, 0, 0, 0, 0)
#define poll(fds, nfds, timeout)	vgr_pidfd_poll(fds, nfds, timeout)
#include "kselftest_harness.h"
#pragma pop_macro("poll")
#pragma pop_macro("syscall")

#endif /* VGR_NOLIBC_PIDFD_FALLBACK_H */
