/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_test.h - glue between the kselftest harness and the ABI layer:
 * every test program includes this, uses VGR_TEST_MAIN, and SKIPs with
 * the reason when the implementation under test lacks what it needs.
 */
#ifndef VGR_TESTS_VGR_TEST_H
#define VGR_TESTS_VGR_TEST_H

#include "nolibc/pidfd_fallback.h"
#include "tests/lib/known_divergence.h"
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
 * "-EINVAL" and the like for the answers mmap() gives MAP_DROPPABLE
 * where it is refused (524 is the kernel's ENOTSUPP, which 6.11 gave
 * where it has no VM_DROPPABLE), else the number.
 */
static inline const char *vgr_errno_name(long ret)
{
	static const struct {
		long err;
		const char *name;
	} names[] = {
		{ -EINVAL, "-EINVAL" }, { -EOPNOTSUPP, "-EOPNOTSUPP" },
		{ -524, "-ENOTSUPP" }, { -EPERM, "-EPERM" },
		{ -ENOMEM, "-ENOMEM" }, { -EACCES, "-EACCES" },
	};
	static char other[24];

	for (size_t i = 0; i < ARRAY_SIZE(names); i++)
		if (names[i].err == ret)
			return names[i].name;
	snprintf(other, sizeof(other), "%ld", ret);
	return other;
}

/*
 * The params states are mapped with: mainline's vDSO's where it answered
 * the query (or the model's), else mainline's own (vgr_mainline_params()):
 * mmap() takes MAP_DROPPABLE with or without a vDSO getrandom.
 */
static inline void vgr_droppable_params(const struct vgr_ctx *ctx,
					struct vgr_opaque_params *params)
{
	if (ctx->abi == VGR_ABI_MAINLINE && ctx->params.size_of_opaque_state)
		*params = ctx->params;
	else
		vgr_mainline_params(params);
}

/*
 * Memory that holds states, for the tests of the states' mapping: the
 * implementation's own states where it keeps them (vgr_states_alloc());
 * where it keeps none (no vDSO getrandom, VGR_ABI=none, VGR_IMPL=syscall),
 * a block mapped as mainline's params ask (vgr_droppable_params():
 * MAP_DROPPABLE), as a libc maps states, which no call then uses.
 * MAP_DROPPABLE is the kernel mm's: User-Mode Linux and Valgrind have it
 * without a vDSO getrandom. Either way a block of vdso/states.c, freed by
 * vgr_states_free(). 0 or -errno (the mmap()'s: MAP_DROPPABLE refused).
 */
static inline int vgr_state_memory_alloc(const struct vgr_ctx *ctx,
					 unsigned int want,
					 struct vgr_states *states)
{
	struct vgr_opaque_params params;

	if (vgr_has_state(ctx))
		return vgr_states_alloc(ctx, want, states);
	vgr_droppable_params(ctx, &params);
	return vgr_states_alloc_mainline(&params, want, states);
}

/*
 * Puts bytes in a state of vgr_state_memory_alloc(), faulting its page
 * in: where a vDSO call uses the state, a call of len bytes into out
 * keys it; elsewhere the getrandom syscall's bytes are planted in the
 * whole state (its key among them), as a call would leave secrets there.
 * 1 when it worked.
 */
static inline int vgr_fill_state(const struct vgr_ctx *ctx, void *state,
				 void *out, size_t len)
{
	if (vgr_has_state(ctx))
		return vgr_getrandom(ctx, out, len, 0, state) == (long)len;
	return vgr_kernel_getrandom(ctx, state, VGR_STATE_SIZE, 0) ==
	       VGR_STATE_SIZE;
}

/*
 * SKIP unless the memory of vgr_state_memory_alloc() is droppable: the
 * implementation's states where it keeps them (vgr_states_droppable()),
 * else a MAP_DROPPABLE mapping, which the kernel must accept. The reason
 * names the kernel's refusal: "MAP_DROPPABLE refused (-EINVAL): ...".
 */
#define VGR_NEED_DROPPABLE(ctx) do {					\
	long __vgr_refused = vgr_kernel_droppable_err();			\
									\
	if (vgr_has_state(ctx) && !vgr_states_droppable(ctx))		\
		SKIP(return,						\
		     "MAP_DROPPABLE refused (%s): states are not droppable here (6.11+)", \
		     vgr_errno_name(__vgr_refused));			\
	if (!vgr_has_state(ctx) && __vgr_refused)			\
		SKIP(return,						\
		     "MAP_DROPPABLE refused (%s): no vDSO getrandom either (abi=%s impl=%s: %s)", \
		     vgr_errno_name(__vgr_refused),			\
		     vgr_abi_name((ctx)->abi),				\
		     vgr_impl_name((ctx)->impl), (ctx)->why);		\
} while (0)

/*
 * One block of vgr_state_memory_alloc() into *states and its first state
 * into state, asserting success; logged when it is the bare mapping.
 */
#define VGR_ONE_STATE_MEMORY(ctx, states, state) do {			\
	ASSERT_EQ(0, vgr_state_memory_alloc(ctx, 1, states));		\
	state = vgr_state_take(states);					\
	ASSERT_NE(NULL, state);						\
	if (!vgr_has_state(ctx))					\
		TH_LOG("no vDSO getrandom (abi=%s impl=%s: %s): memory mapped as mainline asks", \
		       vgr_abi_name((ctx)->abi),			\
		       vgr_impl_name((ctx)->impl), (ctx)->why);		\
} while (0)

/*
 * Droppable memory for a test of the states' mapping: a state of the
 * implementation's where it keeps them, else the first state of a bare
 * MAP_DROPPABLE block; SKIP, naming the refusal, where neither can be
 * droppable (VGR_NEED_DROPPABLE()). Parts of a test that need a vDSO call
 * to use the state check vgr_has_state() and log themselves as not
 * applicable without one (VGR_LOG_NO_VDSO()).
 */
#define VGR_NEED_DROPPABLE_MEMORY(ctx, states, state) do {		\
	VGR_NEED_DROPPABLE(ctx);					\
	VGR_ONE_STATE_MEMORY(ctx, states, state);			\
} while (0)

/*
 * A state of the implementation's, droppable or not (vgr_state_vmflags()
 * says what its mapping must have), else droppable memory as
 * VGR_NEED_DROPPABLE_MEMORY() gives it.
 */
#define VGR_NEED_STATE_MEMORY(ctx, states, state) do {			\
	if (!vgr_has_state(ctx))					\
		VGR_NEED_DROPPABLE(ctx);				\
	VGR_ONE_STATE_MEMORY(ctx, states, state);			\
} while (0)

/* Logs that a part of a test needs a vDSO call on the state. */
#define VGR_LOG_NO_VDSO(ctx, what)					\
	TH_LOG("no vDSO getrandom (abi=%s impl=%s): not applicable: %s", \
	       vgr_abi_name((ctx)->abi), vgr_impl_name((ctx)->impl), what)

/* SKIP a test whose whole property is a vDSO call's use of a state. */
#define VGR_NEED_VDSO_STATE(ctx, what) do {				\
	if (!vgr_has_state(ctx))					\
		SKIP(return, "no vDSO getrandom: %s (abi=%s impl=%s: %s)", \
		     what, vgr_abi_name((ctx)->abi),			\
		     vgr_impl_name((ctx)->impl), (ctx)->why);		\
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
 * A kernel whose vDSO cannot be read (its mapping shorter than its image:
 * vdso_parse's image_fits_its_mapping) fails the program in one line, in
 * place of tests that would read it and die of a signal: a failure for
 * the runner and git bisect run, with its cause.
 */
static inline void vgr_exit_if_vdso_broken(const struct vgr_ctx *ctx)
{
	if (!ctx->vdso_broken)
		return;
	ksft_print_header();
	ksft_set_plan(1);
	ksft_test_result_fail("vdso_image # %s\n", ctx->why);
	ksft_exit_fail();
}

/*
 * The programs of the kernel's memory management (droppable pages, wipe
 * on fork, mlock, core dumps) SKIP whole under VGR_IMPL=kcode: what they
 * test there is the machine's own kernel, not the C of lib/vdso/ that
 * kcode/ builds; what that C asks of the memory (the params query's
 * mmap_flags) is params_query's.
 */
static inline void vgr_skip_kernel_mm_under_kcode(const struct vgr_ctx *ctx)
{
	if (ctx->impl != VGR_IMPL_KCODE)
		return;
	ksft_print_header();
	ksft_set_plan(0);
	ksft_exit_skip("impl=kcode: the memory management here is the machine's kernel's\n");
}

static inline void vgr_no_program_check(const struct vgr_ctx *ctx)
{
}

/*
 * Validates VGR_ABI/VGR_IMPL before any test runs (exit 2 if bad), says
 * which ABI it tests and which contract the kernel meets (vgr_print_abi():
 * under an emulator, the runner's --wrap, only the program can), makes
 * the program's own check (check(ctx), which may end it), then waits for
 * the CRNG: these tests are of a ready one (as PID 1 under QEMU without
 * RDRAND it is not, until a blocking call), and only the boot_*
 * programs, which have a main of their own, test it before.
 */
#define VGR_TEST_MAIN_CHECKED(check)					\
	int main(int argc, char **argv)					\
	{								\
		const struct vgr_ctx *ctx = vgr_ctx();			\
		char wait_ready;					\
									\
		vgr_print_abi(ctx);					\
		vgr_exit_if_vdso_broken(ctx);				\
		check(ctx);						\
		vgr_kernel_getrandom(ctx, &wait_ready, 1, 0);		\
		return test_harness_run(argc, argv);			\
	}

#define VGR_TEST_MAIN		VGR_TEST_MAIN_CHECKED(vgr_no_program_check)
/* The main of a program of the kernel's memory management. */
#define VGR_TEST_MAIN_OF_KERNEL_MM	VGR_TEST_MAIN_CHECKED(vgr_skip_kernel_mm_under_kcode)

#endif /* VGR_TESTS_VGR_TEST_H */
