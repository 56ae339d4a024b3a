// SPDX-License-Identifier: GPL-2.0
/*
 * bad_buffer.c - what a NULL, unmapped or read-only buffer does. The
 * vDSO writes the buffer in userspace, so the caller gets SIGSEGV where
 * the syscall gives -EFAULT; the model must behave like the vDSO. Each
 * call runs in a child whose end (signal or return value) is reported,
 * so that a fault is a result and never crashes the suite. Expected:
 * SIGSEGV on the vDSO and model paths (-EFAULT when the vDSO falls back
 * because the RNG is not ready), -EFAULT with VGR_IMPL=syscall or abi
 * none. Catches: always-syscall (its -EFAULT is the syscall's, not the
 * vDSO's).
 */
#include "tests/vgr_test.h"

#define BAD_LEN	16

enum bad_kind { BAD_NULL, BAD_UNMAPPED, BAD_READ_ONLY };

/* The buffer of kind, or NULL for BAD_NULL (or a failed mmap, asserted). */
static void *bad_buffer(enum bad_kind kind)
{
	long page;

	if (kind == BAD_NULL)
		return NULL;
	page = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ,
			MAP_PRIVATE | MAP_ANONYMOUS);
	if (vgr_is_err(page))
		return NULL;
	if (kind == BAD_UNMAPPED)
		munmap((void *)page, VGR_PAGE_SIZE);
	return (void *)page;
}

/* The child: one call into buf; its return value goes up the pipe. */
static void call_in_child(const struct vgr_ctx *ctx, void *state, void *buf,
			  int fd)
{
	long ret;

	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);	/* no core file of the SIGSEGV */
	ret = vgr_getrandom(ctx, buf, BAD_LEN, 0, state);
	write(fd, &ret, sizeof(ret));
	_exit(0);
}

/* True when the vDSO would serve the call, not fall back to the syscall. */
static int served_in_userspace(const struct vgr_ctx *ctx)
{
	char probe;

	if (!vgr_has_state(ctx))
		return 0;
	/* The model and the vDSO fall back while the CRNG is not ready. */
	return vgr_sys_getrandom(&probe, 1, GRND_NONBLOCK) == 1;
}

static void check_bad_buffer(struct __test_metadata *_metadata,
			     enum bad_kind kind, const char *what)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states = { 0 };
	void *state = NULL, *buf;
	long ret = 0;
	int pipefd[2], status, pid;

	/* The state first: its mmap() could take an unmapped buffer's page. */
	if (vgr_has_state(ctx))
		VGR_ONE_STATE(ctx, &states, state);
	buf = bad_buffer(kind);
	ASSERT_TRUE(kind == BAD_NULL || buf);
	ASSERT_EQ(0, pipe(pipefd));
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		close(pipefd[0]);
		call_in_child(ctx, state, buf, pipefd[1]);
	}
	close(pipefd[1]);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	if (WIFEXITED(status))
		ASSERT_EQ((ssize_t)sizeof(ret),
			  read(pipefd[0], &ret, sizeof(ret)));
	close(pipefd[0]);
	if (kind == BAD_READ_ONLY)
		munmap(buf, VGR_PAGE_SIZE);
	vgr_states_free(&states);
	/* nolibc's WIFSIGNALED() holds for status 0: test WIFEXITED(). */
	if (WIFEXITED(status))
		ksft_print_msg("%s buffer, abi=%s impl=%s: returned %ld\n", what,
			       vgr_abi_name(ctx->abi), vgr_impl_name(ctx->impl),
			       ret);
	else
		ksft_print_msg("%s buffer, abi=%s impl=%s: killed by signal %d\n",
			       what, vgr_abi_name(ctx->abi),
			       vgr_impl_name(ctx->impl), WTERMSIG(status));
	if (served_in_userspace(ctx)) {
		ASSERT_FALSE(WIFEXITED(status))
			TH_LOG("the call returned %ld instead of faulting", ret);
		ASSERT_EQ(SIGSEGV, WTERMSIG(status));
	} else {
		ASSERT_TRUE(WIFEXITED(status))
			TH_LOG("the syscall path died by signal %d",
			       WTERMSIG(status));
		ASSERT_EQ(-EFAULT, ret);
	}
}

TEST(null_buffer_faults_like_the_vdso)
{
	check_bad_buffer(_metadata, BAD_NULL, "NULL");
}

TEST(unmapped_buffer_faults_like_the_vdso)
{
	check_bad_buffer(_metadata, BAD_UNMAPPED, "unmapped");
}

TEST(read_only_buffer_faults_like_the_vdso)
{
	check_bad_buffer(_metadata, BAD_READ_ONLY, "read-only");
}

VGR_TEST_MAIN
