// SPDX-License-Identifier: GPL-2.0
/*
 * model_bench.c - nanoseconds per 4-byte getrandom call of the model,
 * next to the real vDSO (when the kernel has one) and the syscall:
 *
 *   model-bench [CALLS]
 */
#include "impl/impl.h"
#include "model/model.h"
#include "vdso/state.h"
#include "nolibc/mm.h"

enum bench_impl { BENCH_MODEL, BENCH_VDSO, BENCH_SYSCALL };

static long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000L + ts.tv_nsec;
}

static long one_call(enum bench_impl impl, const struct vgr_ctx *ctx,
		     void *state, unsigned int *val)
{
	if (impl == BENCH_MODEL)
		return vgr_model_getrandom5(val, sizeof(*val), 0, state,
					    VGR_STATE_SIZE);
	if (impl == BENCH_VDSO)
		return vgr_getrandom(ctx, val, sizeof(*val), 0, state);
	return vgr_sys_getrandom(val, sizeof(*val), 0);
}

/* Nanoseconds per call, or -1 when a call did not return 4. */
static long bench(enum bench_impl impl, const struct vgr_ctx *ctx,
		  void *state, long calls)
{
	unsigned int val;
	long i, start;

	start = now_ns();
	for (i = 0; i < calls; i++)
		if (one_call(impl, ctx, state, &val) != sizeof(val))
			return -1;
	return (now_ns() - start) / calls;
}

int main(int argc, char **argv)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	long calls = argc > 1 ? atol(argv[1]) : 2000000;
	unsigned int num = 1, size = 0;
	struct vgr_states states;
	long model_state;
	void *state;

	if (calls <= 0) {
		fprintf(stderr, "usage: %s [CALLS]\n", argv[0]);
		return 2;
	}
	model_state = vgr_model_vgetrandom_alloc(&num, &size, 0, 0);
	if (vgr_is_err(model_state)) {
		fprintf(stderr, "model-bench: model alloc: %ld\n", model_state);
		return 1;
	}
	printf("model:   %ld ns per 4-byte call\n",
	       bench(BENCH_MODEL, ctx, (void *)model_state, calls));
	if (ctx->impl == VGR_IMPL_VDSO && vgr_has_state(ctx) &&
	    !vgr_states_alloc(ctx, 1, &states)) {
		state = vgr_state_take(&states);
		printf("vdso:    %ld ns per 4-byte call (%s)\n",
		       bench(BENCH_VDSO, ctx, state, calls),
		       vgr_abi_name(ctx->abi));
		vgr_states_free(&states);
	} else {
		printf("vdso:    none (%s)\n", ctx->why);
	}
	printf("syscall: %ld ns per 4-byte call\n",
	       bench(BENCH_SYSCALL, ctx, NULL, calls / 10 ? calls / 10 : 1));
	return 0;
}
