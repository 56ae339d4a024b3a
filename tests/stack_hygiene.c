// SPDX-License-Identifier: GPL-2.0
/*
 * stack_hygiene.c - a call leaves no copy of the key on the stack below
 * the caller's frame: neither the key the state held before the call
 * nor the one it holds after. A trampoline runs the call on a private
 * stack, painted with a pattern beforehand; afterwards the whole stack
 * is searched for any 8 consecutive bytes of either key, and the depth
 * the call reached (the lowest byte that lost the pattern) is logged.
 * The call goes the whole way: vgr_getrandom(), the ABI layer and the
 * vDSO (or the model), so what any of them leaves behind is found.
 * The trampoline is nolibc/on_stack.h's, one per architecture.
 * Catches: key-left-on-stack, always-syscall (the state is never keyed).
 */
#include "tests/vgr_test.h"
#include "nolibc/vgr_compiler.h"
#include "nolibc/on_stack.h"

#define STACK_SIZE	(16 * 1024)
#define PAINT		0x5a

static unsigned char stack[STACK_SIZE] __aligned(16);
static unsigned char out[8192];

struct call {
	const struct vgr_ctx *ctx;
	struct vgr_state *state;
	size_t len;
};

static long do_call(void *arg)
{
	struct call *c = arg;

	return vgr_getrandom(c->ctx, out, c->len, 0, c->state);
}

/* How many bytes below the top the call wrote. */
static size_t depth_used(void)
{
	size_t i = 0;

	while (i < STACK_SIZE && stack[i] == PAINT)
		i++;
	return STACK_SIZE - i;
}

TEST(no_key_bytes_left_below_the_caller)
{
	static const size_t lengths[] = {
		1, 1, 32, 63, 64, 95, 96, 97, 200, 1000, 4096, 8192, 5,
	};
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	struct call c = { .ctx = ctx };
	struct vgr_stack_call on_stack = { .fn = do_call, .arg = { (long)&c } };
	__u32 before[8];
	size_t deepest = 0;
	long at;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, c.state);
	for (size_t i = 0; i < ARRAY_SIZE(lengths); i++) {
		c.len = lengths[i];
		memcpy(before, c.state->key, sizeof(before));
		memset(stack, PAINT, sizeof(stack));
		ASSERT_EQ((long)c.len, vgr_on_stack(&on_stack,
						    stack + sizeof(stack)));
		ASSERT_FALSE(vgr_all_zero(c.state->key, sizeof(c.state->key)))
			TH_LOG("the state has no key after a call");
		if (depth_used() > deepest)
			deepest = depth_used();
		/* The first call finds no key yet: skip the zero one. */
		if (!vgr_all_zero(before, sizeof(before))) {
			at = vgr_find_secret_window(stack, sizeof(stack),
						    before, sizeof(before));
			EXPECT_EQ(-1, at)
				TH_LOG("%zu bytes: old key %ld bytes below the caller",
				       c.len, (long)sizeof(stack) - at);
		}
		at = vgr_find_secret_window(stack, sizeof(stack), c.state->key,
					    sizeof(c.state->key));
		EXPECT_EQ(-1, at)
			TH_LOG("%zu bytes: new key %ld bytes below the caller",
			       c.len, (long)sizeof(stack) - at);
	}
	TH_LOG("deepest stack use of a call: %zu bytes", deepest);
	ASSERT_LT(deepest, sizeof(stack))
		TH_LOG("the call may have run off the private stack");
	vgr_states_free(&states);
}

VGR_TEST_MAIN
