// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_mlock.c - memory locking never pins states: after mlock() of
 * a state's page, mlockall(MCL_CURRENT) with a state mapped, or states
 * allocated under mlockall(MCL_FUTURE), the state mapping's smaps VmFlags
 * have no 'lo' (VM_LOCKED). mainline's mlock_fixup() leaves VM_DROPPABLE
 * alone; MCL_FUTURE locked new droppable mappings until that was fixed
 * (FACTS.md, known bug 5). The memory is the suite's states, keyed by a
 * call, or where the implementation keeps none (no vDSO getrandom) a
 * block mapped as mainline's params ask with bytes planted in it: locking
 * is the kernel mm's business with MAP_DROPPABLE, vDSO or not; that the
 * state still serves a call after the lock is checked where a vDSO call
 * uses it, and logged as not applicable elsewhere. SKIP, naming the
 * refusal, where that memory cannot be droppable (a kernel without
 * MAP_DROPPABLE, other than v14's allocator).
 * Each test runs in its own child (the harness forks), so the locks die
 * with it.
 * Catches: no-wipe-on-fork, not-droppable, dumpable-states (the model's
 * states are then plain memory, which locking pins).
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

/* One droppable state with bytes in its page (a call, or planted). */
#define NEED_DROPPABLE_STATE(ctx, states, state) do {			\
	VGR_NEED_DROPPABLE_MEMORY(ctx, states, state);			\
	ASSERT_TRUE(vgr_fill_state(ctx, state, buf, 8));		\
} while (0)

/* SKIP when locking is refused for want of privilege or memory. */
#define LOCK_OR_SKIP(call, what) do {					\
	long __ret = (call);						\
	if (__ret == -EPERM || __ret == -ENOMEM || __ret == -EAGAIN)	\
		SKIP(return, "%s refused (%ld): no CAP_IPC_LOCK or "	\
		     "RLIMIT_MEMLOCK too low", what, __ret);		\
	ASSERT_EQ(0, __ret)						\
		TH_LOG("%s gave %ld", what, __ret);			\
} while (0)

static unsigned char buf[64];

/*
 * The state's mapping has no 'lo' (its VmFlags are logged), while buf's,
 * locked by the same call, has: the lock took effect and smaps shows it.
 * And the state still serves calls (bytes planted where no vDSO call uses
 * it). The v14 kernel predates the fix: there a locked state is what is
 * expected, and is reported by a SKIP.
 */
static void expect_unlocked(struct __test_metadata *_metadata,
			    void *state, const char *after)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_vma vma;

	ASSERT_EQ(0, vgr_vma_of(buf, &vma));
	ASSERT_TRUE(vgr_vma_has_flag(&vma, "lo"))
		TH_LOG("%s did not lock ordinary memory: VmFlags %s", after,
		       vma.vmflags);
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	TH_LOG("after %s: VmFlags %s", after, vma.vmflags);
	ASSERT_TRUE(vgr_fill_state(ctx, state, buf, 8))
		TH_LOG("after %s the state took no bytes", after);
	if (!vgr_has_state(ctx))
		VGR_LOG_NO_VDSO(ctx, "a call through the state after the lock");
	if (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO &&
	    vgr_vma_has_flag(&vma, "lo"))
		SKIP(return,
		     "v14 kernel: %s locks states ('lo'): no VM_DROPPABLE exclusion",
		     after);
	EXPECT_FALSE(vgr_vma_has_flag(&vma, "lo"))
		TH_LOG("%s locked the state mapping", after);
}

TEST(mlock_does_not_lock_state)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	void *state;

	NEED_DROPPABLE_STATE(ctx, &states, state);
	LOCK_OR_SKIP(vgr_mlock(states.map, states.map_len), "mlock()");
	LOCK_OR_SKIP(vgr_mlock(buf, sizeof(buf)), "mlock()");
	expect_unlocked(_metadata, state, "mlock()");
}

TEST(mlock2_onfault_does_not_lock_state)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	void *state;

	NEED_DROPPABLE_STATE(ctx, &states, state);
	LOCK_OR_SKIP(vgr_mlock2(states.map, states.map_len, MLOCK_ONFAULT),
		     "mlock2(MLOCK_ONFAULT)");
	LOCK_OR_SKIP(vgr_mlock2(buf, sizeof(buf), MLOCK_ONFAULT),
		     "mlock2(MLOCK_ONFAULT)");
	expect_unlocked(_metadata, state, "mlock2(MLOCK_ONFAULT)");
}

TEST(mlockall_current_does_not_lock_state)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	void *state;

	NEED_DROPPABLE_STATE(ctx, &states, state);
	LOCK_OR_SKIP(vgr_mlockall(MCL_CURRENT), "mlockall(MCL_CURRENT)");
	expect_unlocked(_metadata, state, "mlockall(MCL_CURRENT)");
}

/* mlockall(MCL_CURRENT | future), then a new state: it is not locked. */
static void lock_future_then_alloc(struct __test_metadata *_metadata,
				   int future, const char *what)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	void *state;

	VGR_NEED_DROPPABLE(ctx);
	LOCK_OR_SKIP(vgr_mlockall(MCL_CURRENT | future), what);
	VGR_ONE_STATE_MEMORY(ctx, &states, state);
	ASSERT_TRUE(vgr_fill_state(ctx, state, buf, 8));
	expect_unlocked(_metadata, state, what);
}

TEST(mlockall_future_does_not_lock_new_state)
{
	lock_future_then_alloc(_metadata, MCL_FUTURE,
			       "mlockall(MCL_CURRENT | MCL_FUTURE)");
}

TEST(mlockall_future_onfault_does_not_lock_new_state)
{
	lock_future_then_alloc(_metadata, MCL_FUTURE | MCL_ONFAULT,
			       "mlockall(MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT)");
}

VGR_TEST_MAIN_OF_KERNEL_MM
