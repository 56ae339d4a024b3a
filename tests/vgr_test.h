/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_test.h - glue between the kselftest harness and the ABI layer:
 * every test program includes this, uses VGR_TEST_MAIN, and SKIPs with
 * the reason when the implementation under test lacks what it needs.
 */
#ifndef VGR_TESTS_VGR_TEST_H
#define VGR_TESTS_VGR_TEST_H

#include "nolibc/pidfd_fallback.h"
#include "impl/impl.h"
#include "vdso/state.h"
#include "nolibc/mm.h"
#include <linux/random.h>

/* SKIP unless the implementation under test keeps a state. */
#define VGR_NEED_STATE(ctx) do {					\
	if (!vgr_has_state(ctx))					\
		SKIP(return, "no vDSO getrandom state: abi=%s impl=%s (%s)", \
		     vgr_abi_name((ctx)->abi), vgr_impl_name((ctx)->impl), \
		     (ctx)->why);					\
} while (0)

/* SKIP unless the ABI under test is abi. */
#define VGR_NEED_ABI(ctx, want) do {					\
	if ((ctx)->abi != (want) || (ctx)->impl == VGR_IMPL_SYSCALL)	\
		SKIP(return, "needs the %s ABI, have abi=%s impl=%s (%s)", \
		     vgr_abi_name(want), vgr_abi_name((ctx)->abi),	\
		     vgr_impl_name((ctx)->impl), (ctx)->why);		\
} while (0)

/*
 * Ends a test on a divergence known upstream: XFAIL with the reason while
 * it is there (diverged true), XPASS once it is gone, so that a fix shows.
 * The harness's XFAIL_ADD() cannot say this: it turns a SKIP into XPASS.
 */
#define VGR_KNOWN_DIVERGENCE(diverged, fmt, ...) do {				\
	snprintf(_metadata->results->reason,					\
		 sizeof(_metadata->results->reason),				\
		 "%s" fmt, (diverged) ? "known upstream: " :			\
		 "gone, fixed upstream? was: ", ##__VA_ARGS__);			\
	_metadata->exit_code = (diverged) ? KSFT_XFAIL : KSFT_XPASS;		\
	return;									\
} while (0)

/* Allocates one state into *state, asserting success. */
#define VGR_ONE_STATE(ctx, states, state) do {				\
	ASSERT_EQ(0, vgr_states_alloc(ctx, 1, states));			\
	state = vgr_state_take(states);					\
	ASSERT_NE(NULL, state);						\
} while (0)

/* True when len bytes at buf are all zero. */
static inline int vgr_all_zero(const void *buf, size_t len)
{
	const unsigned char *p = buf;

	while (len--)
		if (*p++)
			return 0;
	return 1;
}

/*
 * Where in hay (len bytes, any alignment) some 8 consecutive bytes of
 * secret (secret_len >= 8) appear: the offset, or -1. For the white-box
 * tests that look for a state's key in output or on the stack.
 */
static inline long vgr_find_secret_window(const void *hay, size_t len,
					  const void *secret, size_t secret_len)
{
	const unsigned char *h = hay, *s = secret;
	__u64 word, window;

	for (size_t i = 0; i + 8 <= len; i++) {
		__builtin_memcpy(&word, h + i, 8);
		for (size_t j = 0; j + 8 <= secret_len; j++) {
			__builtin_memcpy(&window, s + j, 8);
			if (word == window)
				return i;
		}
	}
	return -1;
}

/*
 * Fills len bytes of buf through state in calls of the lengths calls[]
 * (n of them, cycled; the last call is cut short). 1 when every call
 * returned its length, else 0.
 */
static inline int vgr_fill_in_calls(const struct vgr_ctx *ctx, void *state,
				    unsigned char *buf, size_t len,
				    const size_t *calls, size_t n)
{
	size_t done = 0, want;

	for (size_t i = 0; done < len; i++) {
		want = calls[i % n];
		if (want > len - done)
			want = len - done;
		if (vgr_getrandom(ctx, buf + done, want, 0, state) != (long)want)
			return 0;
		done += want;
	}
	return 1;
}

/*
 * True when the states under test must be droppable: the v14 kernel's
 * vgetrandom_alloc() maps VM_DROPPABLE memory though mmap() has no
 * MAP_DROPPABLE there; elsewhere, wherever mmap() takes MAP_DROPPABLE.
 */
static inline int vgr_states_droppable(const struct vgr_ctx *ctx)
{
	return (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO) ||
	       vgr_kernel_has_droppable();
}

/*
 * One state, allocated as the suite allocates them (vgr_states_alloc():
 * the params' mmap flags on mainline, vgetrandom_alloc() on v14), into
 * *state; SKIP where states cannot be droppable (vgr_states_droppable()).
 */
#define VGR_NEED_DROPPABLE_STATE(ctx, states, state) do {		\
	VGR_NEED_STATE(ctx);						\
	if (!vgr_states_droppable(ctx))					\
		SKIP(return,						\
		     "states are not droppable here: the kernel refuses MAP_DROPPABLE (6.11+)"); \
	VGR_ONE_STATE(ctx, states, state);				\
} while (0)

/* The VmFlags every state mapping has: "wf dd dp", or "wf dd" (no dp). */
static inline const char *vgr_state_vmflags(const struct vgr_ctx *ctx)
{
	return vgr_states_droppable(ctx) ? "wf dd dp" : "wf dd";
}

/* Milliseconds of CLOCK_MONOTONIC since *t0. */
static inline unsigned long vgr_ms_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (t1.tv_sec - t0->tv_sec) * 1000UL +
	       (t1.tv_nsec - t0->tv_nsec) / 1000000L;
}

/* True when VGR_QUICK is set (not "0"): slow machines (QEMU TCG) run less. */
static inline int vgr_quick(void)
{
	const char *quick = getenv("VGR_QUICK");

	return quick && *quick && strcmp(quick, "0");
}

/* An iteration count: full natively, quick under VGR_QUICK=1. */
static inline unsigned long vgr_scaled(unsigned long full, unsigned long quick)
{
	return vgr_quick() ? quick : full;
}

/*
 * Validates VGR_ABI/VGR_IMPL before any test runs (exit 2 if bad), says
 * which ABI it tests and which contract the kernel meets (vgr_print_abi():
 * under an emulator, the runner's --wrap, only the program can), then waits for
 * the CRNG: these tests are of a ready one (as PID 1 under QEMU without
 * RDRAND it is not, until a blocking call), and only the boot_*
 * programs, which have a main of their own, test it before.
 */
#define VGR_TEST_MAIN							\
	int main(int argc, char **argv)					\
	{								\
		const struct vgr_ctx *ctx = vgr_ctx();			\
		char wait_ready;					\
									\
		vgr_print_abi(ctx);					\
		vgr_kernel_getrandom(ctx, &wait_ready, 1, 0);		\
		return test_harness_run(argc, argv);			\
	}

#endif /* VGR_TESTS_VGR_TEST_H */
