// SPDX-License-Identifier: GPL-2.0
/*
 * key_fetch_denied.c - when the kernel refuses the getrandom syscall that
 * would key a state (a sandbox's seccomp filter), the call falls back to
 * that syscall, gives its error, writes nothing into the buffer, and
 * leaves the state free (in_use clear) and unkeyed (generation 0), so
 * that no call serves bytes of a key it never got (white box). Each test
 * runs in the harness's own child, which the filter, irreversible, dies
 * with.
 */
#include "tests/vgr_test.h"
#include <linux/filter.h>
#include <linux/seccomp.h>

#ifndef PR_SET_NO_NEW_PRIVS
#define PR_SET_NO_NEW_PRIVS	38
#endif

static unsigned char buf[64];

/* getrandom() fails with -err from now on, in this process. */
static long deny_getrandom(int err)
{
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 __builtin_offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_getrandom, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | err),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {
		.len = ARRAY_SIZE(filter),
		.filter = filter,
	};
	long ret = __nolibc_syscall5(__NR_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);

	if (ret)
		return ret;
	return __nolibc_syscall3(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

/* SKIPs unless the filter is in place and bites. */
#define DENY_GETRANDOM(err) do {					\
	long denied = deny_getrandom(err);				\
									\
	if (denied == -EINVAL || denied == -ENOSYS)			\
		SKIP(return, "no seccomp filters here (%ld)", denied);	\
	ASSERT_EQ(0, denied);						\
	ASSERT_EQ(-(err), vgr_sys_getrandom(buf, sizeof(buf), 0));	\
} while (0)

static void assert_refused(struct __test_metadata *_metadata,
			   const struct vgr_ctx *ctx, struct vgr_state *state)
{
	long ret;

	memset(buf, 0xa5, sizeof(buf));
	ret = vgr_getrandom(ctx, buf, sizeof(buf), 0, state);
	EXPECT_EQ(-EPERM, ret)
		TH_LOG("the call answered %ld, not the syscall's -EPERM", ret);
	for (size_t i = 0; i < sizeof(buf); i++)
		ASSERT_EQ(0xa5, buf[i])
			TH_LOG("a refused call wrote into the buffer");
	EXPECT_EQ(0ULL, state->generation)
		TH_LOG("the state kept generation %llu without a key",
		       (unsigned long long)state->generation);
	EXPECT_EQ(0, state->in_use);
}

TEST(fresh_state_stays_unkeyed)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	DENY_GETRANDOM(EPERM);
	assert_refused(_metadata, ctx, state);
}

TEST(stale_state_is_unkeyed)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	ASSERT_EQ(1, vgr_getrandom(ctx, buf, 1, 0, state));
	/* Neither the current generation nor 0: the next call must rekey. */
	state->generation += 0x10000;
	DENY_GETRANDOM(EPERM);
	assert_refused(_metadata, ctx, state);
}

VGR_TEST_MAIN
