// SPDX-License-Identifier: GPL-2.0
/*
 * boot_crng_not_ready.c - the vDSO getrandom before the kernel's CRNG is
 * ready, as PID 1 of an initramfs meets it: the runner runs boot_*
 * programs before any other, so nothing has made a blocking getrandom
 * call yet. A fresh state's generation is then 0, and so is the kernel's
 * vDSO generation: only the is_ready check keeps the vDSO from handing
 * out the stream of a zero key. In the order of lib/vdso/getrandom.c
 * (is_ready before len == 0), while the CRNG is not ready:
 *   - GRND_NONBLOCK gives -EAGAIN and writes no byte, the syscall's too;
 *   - so does a call of length 0;
 *   - the state is left as it was: generation, key, batch and pos;
 *   - GRND_INSECURE gives bytes, and not the ChaCha20 stream of a zero key;
 * then a blocking call waits and returns the full length, and from then
 * on the fast path serves (the state is keyed, its generation not 0).
 * The blocking call runs in a child with a deadline below the harness's
 * and the runner's timeouts: a CRNG slow to gather its entropy (a loaded
 * machine) gives a SKIP with the time, never a timeout.
 * The tests run in that order; the last one makes the CRNG ready. Where
 * it is ready already (a running system, a guest with RDRAND or RNDR),
 * each test SKIPs and says so. On the model (VGR_IMPL=model or kcode) the model's
 * kernel side simulates a CRNG that is not ready.
 * Catches: serves-before-ready, zero-len-before-ready-check.
 */
#include "tests/vgr_test.h"
#include "tests/lib/fke.h"
#include "tests/lib/deadline.h"
#include "model/model.h"

/* nolibc's stack protector would seed its canary with a blocking call. */
#ifdef _NOLIBC_STACKPROTECTOR
#error "nolibc's stack protector calls a blocking getrandom at start"
#endif

#define SENTINEL	0xa5
#define LEN		512

#define READY_ALREADY "the CRNG is ready already (a running system, or " \
	"a guest with RDRAND/RDSEED or RNDR): early boot cannot be seen here"

static int crng_ready(const struct vgr_ctx *ctx)
{
	char probe;

	return vgr_kernel_getrandom(ctx, &probe, 1, GRND_NONBLOCK) == 1;
}

/* SKIP unless the CRNG of the kernel under test is not ready yet. */
#define NEED_CRNG_NOT_READY(ctx) do {					\
	if (crng_ready(ctx))						\
		SKIP(return, READY_ALREADY);				\
} while (0)

static unsigned char buf[LEN];

static int buf_untouched(size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (buf[i] != SENTINEL)
			return 0;
	return 1;
}

/* Names the first field of state that differs from was, or NULL. */
static const char *state_change(const struct vgr_state *state,
				const struct vgr_state *was)
{
	if (state->generation != was->generation)
		return "generation";
	if (memcmp(state->key, was->key, sizeof(was->key)))
		return "key";
	if (memcmp(state->batch, was->batch, sizeof(was->batch)))
		return "batch";
	if (state->pos != was->pos)
		return "pos";
	if (state->in_use != was->in_use)
		return "in_use";
	return NULL;
}

/* One call through the vDSO on a fresh state, which must stay as it was. */
static long vdso_call_untouched(struct __test_metadata *_metadata,
				size_t len, unsigned int flags)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state, was;
	const char *changed;
	long ret;

	VGR_ONE_STATE(ctx, &states, state);
	was = *state;
	memset(buf, SENTINEL, sizeof(buf));
	ret = vgr_getrandom(ctx, len ? buf : NULL, len, flags, state);
	changed = state_change(state, &was);
	EXPECT_EQ(NULL, changed)
		TH_LOG("flags 0x%x, %zu bytes: the state's %s changed", flags,
		       len, changed);
	vgr_states_free(&states);
	return ret;
}

TEST(syscall_nonblock_gives_eagain_and_writes_nothing)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	NEED_CRNG_NOT_READY(ctx);
	memset(buf, SENTINEL, sizeof(buf));
	EXPECT_EQ(-EAGAIN, vgr_kernel_getrandom(ctx, buf, LEN, GRND_NONBLOCK));
	EXPECT_TRUE(buf_untouched(LEN));
	EXPECT_EQ(-EAGAIN, vgr_kernel_getrandom(ctx, NULL, 0, GRND_NONBLOCK));
}

TEST(vdso_nonblock_gives_eagain_and_writes_nothing)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	NEED_CRNG_NOT_READY(ctx);
	VGR_NEED_STATE(ctx);
	EXPECT_EQ(-EAGAIN, vdso_call_untouched(_metadata, LEN, GRND_NONBLOCK));
	EXPECT_TRUE(buf_untouched(LEN))
		TH_LOG("the vDSO wrote into the buffer and gave -EAGAIN");
}

TEST(vdso_zero_length_nonblock_gives_eagain)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	NEED_CRNG_NOT_READY(ctx);
	VGR_NEED_STATE(ctx);
	EXPECT_EQ(-EAGAIN, vdso_call_untouched(_metadata, 0, GRND_NONBLOCK))
		TH_LOG("is_ready must be checked before the length");
}

TEST(insecure_gives_bytes_not_the_zero_key_stream)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_fke_state fresh = { .pos = 0 };
	static __u8 zero_key_stream[LEN];

	NEED_CRNG_NOT_READY(ctx);
	memset(buf, SENTINEL, sizeof(buf));
	EXPECT_EQ(LEN, vgr_kernel_getrandom(ctx, buf, LEN, GRND_INSECURE));
	VGR_NEED_STATE(ctx);
	/* What a vDSO serving a fresh state would give: zeros, then ChaCha. */
	vgr_fke_generate(&fresh, zero_key_stream, LEN);
	EXPECT_EQ(LEN, vdso_call_untouched(_metadata, LEN, GRND_INSECURE));
	EXPECT_NE(0, memcmp(buf, zero_key_stream, LEN))
		TH_LOG("GRND_INSECURE gave the stream of a zero key");
	EXPECT_FALSE(vgr_all_zero(buf, LEN));
}

/* Last: this one makes the CRNG ready. */
/* The child: a blocking call on a fresh state (fork wiped it), its verdict. */
static void blocking_call(void *state)
{
	_exit(vgr_getrandom(vgr_ctx(), buf, LEN, 0, state) == LEN ? 0 : 1);
}

TEST(blocking_call_waits_then_fast_path_serves)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct vgr_state *state = NULL;
	unsigned long deadline;
	struct timespec t0;
	int ended, status;
	char probe;

	NEED_CRNG_NOT_READY(ctx);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (vgr_has_state(ctx))
		VGR_ONE_STATE(ctx, &states, state);
	deadline = vgr_deadline_ms(TEST_TIMEOUT_DEFAULT, vgr_ms_since(&t0));
	ended = vgr_run_until(blocking_call, state, deadline, &status);
	ASSERT_LE(0, ended);
	if (!ended)
		SKIP(return,
		     "the blocking call had not returned after %lu s: slow entropy here",
		     deadline / 1000);
	TH_LOG("the blocking call returned after %lu ms", vgr_ms_since(&t0));
	ASSERT_TRUE(WIFEXITED(status) && !WEXITSTATUS(status))
		TH_LOG("the blocking call did not return the length (status 0x%x)",
		       status);
	EXPECT_EQ(LEN, vgr_getrandom(ctx, buf, LEN, 0, state));
	ASSERT_EQ(1, vgr_kernel_getrandom(ctx, &probe, 1, GRND_NONBLOCK))
		TH_LOG("the CRNG is still not ready after a blocking call");
	if (!vgr_has_state(ctx))
		return;
	EXPECT_EQ(LEN, vgr_getrandom(ctx, buf, LEN, GRND_NONBLOCK, state));
	EXPECT_NE(0ULL, state->generation)
		TH_LOG("the state was not keyed: the fast path did not serve");
	EXPECT_FALSE(vgr_all_zero(state->key, sizeof(state->key)));
	EXPECT_EQ(0, state->in_use);
	vgr_states_free(&states);
}

int main(int argc, char **argv)
{
	const struct vgr_ctx *ctx = vgr_ctx();

	vgr_print_contract();
	vgr_exit_if_vdso_broken(ctx);
	/* Before the harness forks: every test sees the same model kernel. */
	if (vgr_kernel_is_model(ctx))
		vgr_model_crng_unready();
	if (crng_ready(ctx)) {
		ksft_print_header();
		ksft_exit_skip(READY_ALREADY "\n");
	}
	return test_harness_run(argc, argv);
}
