// SPDX-License-Identifier: GPL-2.0
/*
 * impl.c - the implementation under test: dispatches each call to the
 * running kernel's vDSO (vdso/), the userspace model (model/), the
 * kernel's own C built for userspace (kcode/) or the getrandom syscall,
 * as VGR_IMPL chose. The one place that knows them all.
 */
#include "impl/impl.h"
#include "vdso/env_choice.h"
#include "vdso/state.h"
#include "model/model.h"
#include "nolibc/asm_func.h"
#include "nolibc/mm.h"

static const char * const impl_names[] = {
	[VGR_IMPL_VDSO] = "vdso",
	[VGR_IMPL_MODEL] = "model",
	[VGR_IMPL_SYSCALL] = "syscall",
	[VGR_IMPL_KCODE] = "kcode",
};

const char *vgr_impl_name(enum vgr_impl impl)
{
	return impl_names[impl];
}

static int is_model(const struct vgr_ctx *ctx)
{
	return ctx->impl == VGR_IMPL_MODEL;
}

const struct vgr_kcode *vgr_kcode;

static int is_kcode(const struct vgr_ctx *ctx)
{
	return ctx->impl == VGR_IMPL_KCODE;
}

int vgr_kernel_is_model(const struct vgr_ctx *ctx)
{
	return is_model(ctx) || is_kcode(ctx);
}

/*
 * The kernel's code of kcode/, where this program has it linked in: the
 * mainline ABI (the only one of the releases it builds), of the page
 * size it was built for.
 */
static int take_kcode(struct vgr_ctx *ctx, int forced)
{
	if (!vgr_kcode) {
		fprintf(stderr, "vgr: VGR_IMPL=kcode: this program has no kernel code\n");
		return -EINVAL;
	}
	if (forced >= 0 && forced != VGR_ABI_MAINLINE) {
		fprintf(stderr, "vgr: VGR_ABI=%s, but kernel code %s has the mainline ABI\n",
			vgr_abi_names[forced], vgr_kcode->release);
		return -EINVAL;
	}
	if (vgr_kcode->page_size != (unsigned long)VGR_PAGE_SIZE) {
		fprintf(stderr, "vgr: kernel code of %lu-byte pages, this machine's are %lu\n",
			vgr_kcode->page_size, (unsigned long)VGR_PAGE_SIZE);
		return -EINVAL;
	}
	ctx->abi = VGR_ABI_MAINLINE;
	ctx->why = vgr_kcode->release;
	vgr_kcode->getrandom5(NULL, 0, 0, &ctx->params, VGR_QUERY_MAGIC);
	return 0;
}

/* The kernel's ABI, or the one VGR_ABI forces on it (forced >= 0). */
static int take_kernel_abi(struct vgr_ctx *ctx, int forced)
{
	struct vgr_kernel_abi kabi;

	vgr_abi_detect(&kabi);
	ctx->abi = kabi.abi;
	ctx->why = kabi.why;
	ctx->fn = kabi.fn;
	ctx->params = kabi.params;
	ctx->vdso_broken = kabi.broken;
	if (forced < 0 || forced == (int)ctx->abi)
		return 0;
	if (forced != VGR_ABI_NONE && !ctx->fn) {
		fprintf(stderr, "vgr: VGR_ABI=%s but the kernel has no vDSO getrandom\n",
			vgr_abi_names[forced]);
		return -EINVAL;
	}
	ctx->abi = forced;
	ctx->why = "forced by VGR_ABI";
	return 0;
}

int vgr_init(struct vgr_ctx *ctx)
{
	int forced = vgr_env_choice("VGR_ABI", vgr_abi_names, 3, -2);
	int impl = vgr_env_choice("VGR_IMPL", impl_names, VGR_IMPL_COUNT,
				  VGR_IMPL_VDSO);

	memset(ctx, 0, sizeof(*ctx));
	if (forced == -1 || impl == -1)
		return -EINVAL;
	ctx->impl = impl;
	if (is_model(ctx)) {
		ctx->abi = forced >= 0 ? forced : VGR_ABI_MAINLINE;
		ctx->why = forced >= 0 ? "forced by VGR_ABI" : "model default";
		if (ctx->abi == VGR_ABI_MAINLINE)
			vgr_model_getrandom5(NULL, 0, 0, &ctx->params,
					     VGR_QUERY_MAGIC);
	} else if (is_kcode(ctx)) {
		if (take_kcode(ctx, forced))
			return -EINVAL;
	} else if (take_kernel_abi(ctx, forced)) {
		return -EINVAL;
	}
	ctx->state_size = ctx->abi == VGR_ABI_MAINLINE ?
		ctx->params.size_of_opaque_state : VGR_STATE_SIZE;
	return 0;
}

const struct vgr_ctx *vgr_ctx(void)
{
	static struct vgr_ctx ctx;
	static int done;

	if (!done) {
		if (vgr_init(&ctx))
			exit(2);
		done = 1;
	}
	return &ctx;
}

/* mmap()'s answers to MAP_DROPPABLE by name; NULL for another. */
static const char *droppable_err_name(long err)
{
	switch (err) {
	case -EINVAL:
		return "-EINVAL";
	case -EOPNOTSUPP:
		return "-EOPNOTSUPP";
	case -524:	/* the kernel's own ENOTSUPP, leaked to userspace */
		return "-ENOTSUPP (524)";
	case -EPERM:
		return "-EPERM";
	case -ENOMEM:
		return "-ENOMEM";
	case -ENOSYS:
		return "-ENOSYS";
	}
	return NULL;
}

void vgr_print_contract(void)
{
	long drop = vgr_kernel_droppable_err();
	const char *why, *name = droppable_err_name(drop);
	const void *sym;
	int present = !vgr_vdso_find_getrandom(&sym, &why);

	printf("# vgr: contract: vdso_getrandom=%s (%s) map_droppable=",
	       present ? "present" : "absent", why);
	if (!drop)
		printf("accepted\n");
	else if (name)
		printf("refused (%s)\n", name);
	else
		printf("refused (%ld)\n", drop);
}

void vgr_print_abi(const struct vgr_ctx *ctx)
{
	const char *fault = is_model(ctx) ? vgr_model_fault() : NULL;

	printf("# vgr: abi=%s impl=%s (%s)", vgr_abi_name(ctx->abi),
	       vgr_impl_name(ctx->impl), ctx->why);
	if (ctx->abi == VGR_ABI_MAINLINE)
		printf(" params: size %u prot 0x%x flags 0x%x",
		       ctx->params.size_of_opaque_state,
		       ctx->params.mmap_prot, ctx->params.mmap_flags);
	if (fault)
		printf(" fault=%s", fault);
	printf("\n");
	vgr_print_contract();
}

int vgr_has_state(const struct vgr_ctx *ctx)
{
	return ctx->abi != VGR_ABI_NONE && ctx->impl != VGR_IMPL_SYSCALL;
}

long vgr_getrandom5(const struct vgr_ctx *ctx, void *buf, size_t len,
		    unsigned int flags, void *state, size_t opaque_len)
{
	if (is_model(ctx))
		return vgr_model_getrandom5(buf, len, flags, state, opaque_len);
	if (is_kcode(ctx))
		return vgr_kcode->getrandom5(buf, len, flags, state, opaque_len);
	return vgr_vdso_getrandom5(ctx->fn, buf, len, flags, state,
				   opaque_len);
}

long vgr_kernel_getrandom(const struct vgr_ctx *ctx, void *buf, size_t len,
			  unsigned int flags)
{
	if (vgr_kernel_is_model(ctx))
		return vgr_model_sys_getrandom(buf, len, flags);
	return vgr_sys_getrandom(buf, len, flags);
}

long vgr_getrandom(const struct vgr_ctx *ctx, void *buf, size_t len,
		   unsigned int flags, void *state)
{
	if (!vgr_has_state(ctx))
		return vgr_kernel_getrandom(ctx, buf, len, flags);
	if (ctx->abi == VGR_ABI_MAINLINE)
		return vgr_getrandom5(ctx, buf, len, flags, state,
				      ctx->state_size);
	if (is_model(ctx))
		return vgr_model_getrandom4(buf, len, flags, state);
	return vgr_vdso_getrandom4(ctx->fn, buf, len, flags, state);
}

const void *vgr_getrandom_fn(const struct vgr_ctx *ctx)
{
	if (!vgr_has_state(ctx))
		return NULL;
	if (is_model(ctx))
		return ctx->abi == VGR_ABI_MAINLINE ?
		       VGR_FUNC_CODE(vgr_model_getrandom5) :
		       VGR_FUNC_CODE(vgr_model_getrandom4);
	if (is_kcode(ctx))
		return VGR_FUNC_CODE(vgr_kcode->getrandom5);
	return ctx->fn;
}

long vgr_vgetrandom_alloc(const struct vgr_ctx *ctx, unsigned int *num,
			  unsigned int *size_per_each, unsigned long addr,
			  unsigned int flags)
{
	if (is_model(ctx))
		return vgr_model_vgetrandom_alloc(num, size_per_each, addr,
						  flags);
	if (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO)
		return vgr_sys_vgetrandom_alloc(num, size_per_each, addr,
						flags);
	return -EOPNOTSUPP;
}

int vgr_states_alloc(const struct vgr_ctx *ctx, unsigned int want,
		     struct vgr_states *states)
{
	/* vgetrandom_alloc() maps PAGE_ALIGN(num * size) and loses each
	 * page's tail: ask for whole pages' worth, so that num >= want.
	 */
	size_t pages = (want + VGR_PAGE_SIZE / VGR_STATE_SIZE - 1) /
		       (VGR_PAGE_SIZE / VGR_STATE_SIZE);
	unsigned int num = pages * VGR_PAGE_SIZE / VGR_STATE_SIZE, size = 0;
	long addr;

	memset(states, 0, sizeof(*states));
	if (!vgr_has_state(ctx))
		return -EOPNOTSUPP;
	if (!want)
		return -EINVAL;
	if (!is_model(ctx) && ctx->abi == VGR_ABI_MAINLINE)
		return vgr_states_alloc_mainline(&ctx->params, want, states);
	addr = vgr_vgetrandom_alloc(ctx, &num, &size, 0, 0);
	if (vgr_is_err(addr))
		return addr;
	return vgr_states_adopt(states, addr, num, size, want);
}

int vgr_reseed(const struct vgr_ctx *ctx)
{
	if (vgr_kernel_is_model(ctx)) {
		vgr_model_reseed();
		return 0;
	}
	return vgr_kernel_reseed();
}
