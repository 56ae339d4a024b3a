// SPDX-License-Identifier: GPL-2.0
/*
 * cols.c - the columns of the bench, each its own vgr_ctx made by
 * vgr_init() under an environment of its own: the real vDSO (as the ABI
 * layer detects it, or VGR_ABI forces it), the model of the same ABI,
 * and the plain getrandom syscall. Each gets one state per thread.
 */
#include "bench/bench.h"

static const char * const col_names[BENCH_NCOLS] = {
	[BENCH_VDSO] = "vdso",
	[BENCH_MODEL] = "model",
	[BENCH_SYSCALL] = "syscall",
};

/* vgr_init() with VGR_IMPL=impl and VGR_ABI=abi (NULL: unset) only. */
static int ctx_init(struct vgr_ctx *ctx, const char *impl, const char *abi)
{
	char impl_var[32], abi_var[32];
	char *env[3] = { impl_var, NULL, NULL };
	char **saved = environ;
	int ret;

	snprintf(impl_var, sizeof(impl_var), "VGR_IMPL=%s", impl);
	if (abi) {
		snprintf(abi_var, sizeof(abi_var), "VGR_ABI=%s", abi);
		env[1] = abi_var;
	}
	environ = env;
	ret = vgr_init(ctx);
	environ = saved;
	return ret;
}

static int col_init(struct bench_col *col, enum bench_col_id id,
		    const char *abi, unsigned int nthreads)
{
	int ret;

	col->name = col_names[id];
	if (ctx_init(&col->ctx, col->name, abi))
		return -1;
	if (id != BENCH_SYSCALL && col->ctx.abi == VGR_ABI_NONE) {
		col->why = col->ctx.why;
		return 0;
	}
	if (vgr_has_state(&col->ctx)) {
		ret = vgr_states_alloc(&col->ctx, nthreads, &col->states);
		if (ret) {
			snprintf(col->why_text, sizeof(col->why_text),
				 "allocating %u states: error %d", nthreads,
				 ret);
			col->why = col->why_text;
			return 0;
		}
	}
	col->available = 1;
	return 0;
}

int bench_cols_init(struct bench_col cols[BENCH_NCOLS], unsigned int want,
		    unsigned int nthreads)
{
	const char *abi = getenv("VGR_ABI");
	int id;

	memset(cols, 0, BENCH_NCOLS * sizeof(*cols));
	if (abi && !*abi)
		abi = NULL;
	for (id = 0; id < BENCH_NCOLS; id++) {
		cols[id].name = col_names[id];
		cols[id].why = "not asked for";
		if (!(want & (1U << id)))
			continue;
		if (col_init(&cols[id], id, abi, nthreads))
			return -1;
		/* The model takes the ABI the kernel's vDSO has. */
		if (id == BENCH_VDSO && cols[id].available && !abi)
			abi = vgr_abi_name(cols[id].ctx.abi);
	}
	return 0;
}

void bench_cols_free(struct bench_col cols[BENCH_NCOLS])
{
	int id;

	for (id = 0; id < BENCH_NCOLS; id++)
		vgr_states_free(&cols[id].states);
}

void *bench_col_state(const struct bench_col *col, unsigned int i)
{
	return col->states.map ? vgr_state_at(&col->states, i) : NULL;
}
