// SPDX-License-Identifier: GPL-2.0
/*
 * no-pidfd.c - runs a program where pidfd_open() fails, as on gVisor
 * 20240729 or Valgrind 3.19, for make pidfd-fallback-check: a seccomp
 * filter gives ERRNO (ENOSYS, or EPERM or EINVAL as a sandbox might) to
 * every pidfd_open(), then it execs the program. With -s it is first a
 * child subreaper (kept across execve), so that the program gets the
 * orphans of its descendants, as the init of a sandbox does.
 *
 *   no-pidfd [-s] [-e ENOSYS|EPERM|EINVAL] PROGRAM [ARG...]
 *
 * The filter does not look at the architecture of the call: pidfd_open
 * is 434 in each table that has a filter here (the numbers shared by
 * all since Linux 5.1), and x32's, whose numbers have bit 30 set, is
 * left alone. Exit status: the program's; 2 bad usage, 126 no filter,
 * 127 no exec.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

static const struct {
	const char *name;
	int err;
} errors[] = { { "ENOSYS", ENOSYS }, { "EPERM", EPERM }, { "EINVAL", EINVAL } };

static int bad_usage(void)
{
	fprintf(stderr, "usage: no-pidfd [-s] [-e ENOSYS|EPERM|EINVAL] PROGRAM [ARG...]\n");
	return 2;
}

int main(int argc, char **argv)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_pidfd_open, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {
		.len = ARRAY_SIZE(code),
		.filter = code,
	};
	int opt, subreaper = 0;
	size_t i;

	while ((opt = getopt(argc, argv, "+se:")) != -1) {
		switch (opt) {
		case 's':
			subreaper = 1;
			break;
		case 'e':
			for (i = 0; i < ARRAY_SIZE(errors); i++)
				if (!strcmp(optarg, errors[i].name))
					break;
			if (i == ARRAY_SIZE(errors)) {
				fprintf(stderr, "no-pidfd: bad errno '%s'\n", optarg);
				return bad_usage();
			}
			code[2].k = SECCOMP_RET_ERRNO | errors[i].err;
			break;
		default:
			return bad_usage();
		}
	}
	if (optind >= argc)
		return bad_usage();
	if (subreaper && prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)) {
		perror("no-pidfd: PR_SET_CHILD_SUBREAPER");
		return 126;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)) {
		perror("no-pidfd: seccomp filter");
		return 126;
	}
	execvp(argv[optind], argv + optind);
	fprintf(stderr, "no-pidfd: %s: %s\n", argv[optind], strerror(errno));
	return 127;
}
