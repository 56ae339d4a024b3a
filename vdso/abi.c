// SPDX-License-Identifier: GPL-2.0
/*
 * abi.c - detects which vDSO getrandom ABI the running kernel offers and
 * dispatches calls to the implementation under test (vDSO, model or
 * syscall). Detection never calls syscall 451 on a kernel whose vDSO
 * answers mainline's params query, since 451 is cachestat there.
 */
#include "vdso/abi.h"
#include "vdso/arch.h"
#include "vdso/elf.h"
#include "vdso/env_choice.h"
#include "model/model.h"
#include "vdso/state.h"
#include "nolibc/mm.h"
#include <linux/random.h>

#define VGR_QUERY_MAGIC	(~0UL)

static const char * const abi_names[] = {
	[VGR_ABI_NONE] = "none",
	[VGR_ABI_V14] = "v14",
	[VGR_ABI_MAINLINE] = "mainline",
};

static const char * const impl_names[] = {
	[VGR_IMPL_VDSO] = "vdso",
	[VGR_IMPL_MODEL] = "model",
	[VGR_IMPL_SYSCALL] = "syscall",
};

const char *vgr_abi_name(enum vgr_abi abi)
{
	return abi_names[abi];
}

const char *vgr_impl_name(enum vgr_impl impl)
{
	return impl_names[impl];
}

static int query_params(void *fn, struct vgr_opaque_params *params)
{
	memset(params, 0, sizeof(*params));
	return VDSO_CALL(((vgr_getrandom5_fn)fn), 5, NULL, 0, 0, params,
			 VGR_QUERY_MAGIC);
}

/* v14 is confirmed by its allocator answering with 144-byte states. */
static int probe_v14(void)
{
	unsigned int num = 1, size = 0;
	long addr = vgr_sys_vgetrandom_alloc(&num, &size, 0, 0);

	if (vgr_is_err(addr))
		return 0;
	munmap((void *)addr, (size_t)num * size);
	return size == VGR_STATE_SIZE && num > 0;
}

/* What the kernel offers, with the vDSO symbol when there is one. */
static enum vgr_abi detect(struct vgr_ctx *ctx)
{
	const void *image, *sym;
	size_t len;
	struct vgr_elf elf;

	if (vgr_vdso_image(&image, &len) || vgr_elf_parse(&elf, image, len)) {
		ctx->why = "no parsable vDSO";
		return VGR_ABI_NONE;
	}
	if (vgr_elf_lookup(&elf, VGR_VDSO_GETRANDOM, VGR_VDSO_VERSION,
			   VGR_ELF_HASH_ANY, &sym)) {
		ctx->why = "vDSO has no " VGR_VDSO_GETRANDOM_AT;
		return VGR_ABI_NONE;
	}
	ctx->fn = (void *)sym;
	/*
	 * Asked of a v14 vDSO, the query is a 4-argument call of length 0,
	 * which goes to a blocking getrandom while the CRNG is not ready
	 * (early boot, PID 1): only kernels whose mmap() takes MAP_DROPPABLE
	 * (6.11 on, never v14) are asked it; only the others get syscall
	 * 451, which is cachestat on mainline.
	 */
	if (vgr_kernel_has_droppable()) {
		if (query_params(ctx->fn, &ctx->params) == 0 &&
		    ctx->params.size_of_opaque_state) {
			ctx->why = "params query answered";
			return VGR_ABI_MAINLINE;
		}
	} else if (probe_v14()) {
		ctx->why = "no MAP_DROPPABLE, vgetrandom_alloc answered";
		return VGR_ABI_V14;
	}
	ctx->why = VGR_VDSO_GETRANDOM " of unknown ABI";
	ctx->fn = NULL;
	return VGR_ABI_NONE;
}

int vgr_init(struct vgr_ctx *ctx)
{
	int forced = vgr_env_choice("VGR_ABI", abi_names, 3, -2);
	int impl = vgr_env_choice("VGR_IMPL", impl_names, 3, VGR_IMPL_VDSO);

	memset(ctx, 0, sizeof(*ctx));
	if (forced == -1 || impl == -1)
		return -EINVAL;
	ctx->impl = impl;
	if (impl == VGR_IMPL_MODEL) {
		ctx->abi = forced >= 0 ? forced : VGR_ABI_MAINLINE;
		ctx->why = forced >= 0 ? "forced by VGR_ABI" : "model default";
		if (ctx->abi == VGR_ABI_MAINLINE)
			vgr_model_getrandom5(NULL, 0, 0, &ctx->params,
					     VGR_QUERY_MAGIC);
	} else {
		ctx->abi = detect(ctx);
		if (forced >= 0 && forced != (int)ctx->abi) {
			if (forced != VGR_ABI_NONE && !ctx->fn) {
				fprintf(stderr, "vgr: VGR_ABI=%s but the kernel has no vDSO getrandom\n",
					abi_names[forced]);
				return -EINVAL;
			}
			ctx->abi = forced;
			ctx->why = "forced by VGR_ABI";
		}
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

void vgr_print_abi(const struct vgr_ctx *ctx)
{
	const char *fault = ctx->impl == VGR_IMPL_MODEL ? vgr_model_fault() : NULL;

	printf("# vgr: abi=%s impl=%s (%s)", vgr_abi_name(ctx->abi),
	       vgr_impl_name(ctx->impl), ctx->why);
	if (ctx->abi == VGR_ABI_MAINLINE)
		printf(" params: size %u prot 0x%x flags 0x%x",
		       ctx->params.size_of_opaque_state,
		       ctx->params.mmap_prot, ctx->params.mmap_flags);
	if (fault)
		printf(" fault=%s", fault);
	printf("\n");
}

int vgr_has_state(const struct vgr_ctx *ctx)
{
	return ctx->abi != VGR_ABI_NONE && ctx->impl != VGR_IMPL_SYSCALL;
}

long vgr_getrandom5(const struct vgr_ctx *ctx, void *buf, size_t len,
		    unsigned int flags, void *state, size_t opaque_len)
{
	if (ctx->impl == VGR_IMPL_MODEL)
		return vgr_model_getrandom5(buf, len, flags, state, opaque_len);
	return VDSO_CALL(((vgr_getrandom5_fn)ctx->fn), 5, buf, len, flags, state,
			 opaque_len);
}

long vgr_kernel_getrandom(const struct vgr_ctx *ctx, void *buf, size_t len,
			  unsigned int flags)
{
	if (ctx->impl == VGR_IMPL_MODEL)
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
	if (ctx->impl == VGR_IMPL_MODEL)
		return vgr_model_getrandom4(buf, len, flags, state);
	return ((vgr_getrandom4_fn)ctx->fn)(buf, len, flags, state);
}

const void *vgr_getrandom_fn(const struct vgr_ctx *ctx)
{
	if (!vgr_has_state(ctx))
		return NULL;
	if (ctx->impl == VGR_IMPL_MODEL)
		return ctx->abi == VGR_ABI_MAINLINE ?
		       (const void *)vgr_model_getrandom5 :
		       (const void *)vgr_model_getrandom4;
	return ctx->fn;
}

long vgr_vgetrandom_alloc(const struct vgr_ctx *ctx, unsigned int *num,
			  unsigned int *size_per_each, unsigned long addr,
			  unsigned int flags)
{
	if (ctx->impl == VGR_IMPL_MODEL)
		return vgr_model_vgetrandom_alloc(num, size_per_each, addr,
						  flags);
	if (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO)
		return vgr_sys_vgetrandom_alloc(num, size_per_each, addr,
						flags);
	return -EOPNOTSUPP;
}

static long alloc_mainline(const struct vgr_ctx *ctx, unsigned int want,
			   struct vgr_states *states)
{
	unsigned int per_page = VGR_PAGE_SIZE / ctx->state_size;
	size_t pages = (want + per_page - 1) / per_page;

	states->num = pages * per_page;
	states->size = ctx->state_size;
	return vgr_mmap(NULL, pages * VGR_PAGE_SIZE, ctx->params.mmap_prot,
			ctx->params.mmap_flags);
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
	if (ctx->impl == VGR_IMPL_MODEL || ctx->abi == VGR_ABI_V14)
		addr = vgr_vgetrandom_alloc(ctx, &num, &size, 0, 0);
	else
		addr = alloc_mainline(ctx, want, states);
	if (vgr_is_err(addr))
		return addr;
	if (ctx->impl == VGR_IMPL_MODEL || ctx->abi == VGR_ABI_V14) {
		states->num = num;
		states->size = size;
	}
	states->map = (void *)addr;
	states->map_len = ((size_t)states->num * states->size +
			   VGR_PAGE_SIZE - 1) & ~(VGR_PAGE_SIZE - 1);
	if (!states->size || states->size > VGR_PAGE_SIZE ||
	    states->num < want) {
		vgr_states_free(states);
		return -EPROTO;
	}
	return 0;
}

void *vgr_state_at(const struct vgr_states *states, unsigned int i)
{
	unsigned int per_page = VGR_PAGE_SIZE / states->size;

	if (i >= states->num)
		return NULL;
	return (char *)states->map + (i / per_page) * VGR_PAGE_SIZE +
	       (i % per_page) * states->size;
}

void *vgr_state_take(struct vgr_states *states)
{
	void *state = vgr_state_at(states, states->used);

	if (state)
		states->used++;
	return state;
}

void vgr_states_free(struct vgr_states *states)
{
	if (states->map)
		munmap(states->map, states->map_len);
	memset(states, 0, sizeof(*states));
}

int vgr_reseed(const struct vgr_ctx *ctx)
{
	int fd, ret;

	if (ctx->impl == VGR_IMPL_MODEL) {
		vgr_model_reseed();
		return 0;
	}
	fd = open("/dev/urandom", O_RDONLY);
	if (fd < 0)
		return -errno;
	ret = ioctl(fd, RNDRESEEDCRNG, 0);
	ret = ret < 0 ? -errno : 0;
	close(fd);
	return ret;
}
