/* SPDX-License-Identifier: GPL-2.0 */
/*
 * impl.h - the implementation under test, chosen above vdso/ and model/:
 * the running kernel's vDSO (VGR_IMPL=vdso, the default), the userspace
 * model with its faults (model), the kernel's own C of the vDSO built for
 * userspace (kcode, in the programs of kcode/kcode.mk) or the plain
 * syscall (syscall), called with the ABI's argument list, and the
 * allocator of its states.
 *
 * Environment: VGR_ABI=mainline|v14|none forces the ABI, and
 * VGR_IMPL=vdso|model|syscall|kcode chooses the implementation.
 */
#ifndef VGR_IMPL_IMPL_H
#define VGR_IMPL_IMPL_H

#include <stddef.h>
#include "vdso/abi.h"
#include "vdso/states.h"

enum vgr_impl {
	VGR_IMPL_VDSO, VGR_IMPL_MODEL, VGR_IMPL_SYSCALL, VGR_IMPL_KCODE,
	VGR_IMPL_COUNT
};

struct vgr_ctx {
	enum vgr_abi abi;
	enum vgr_impl impl;
	const char *why;	/* how the ABI was chosen, or why none */
	void *fn;		/* the vDSO's vgr_getrandom4_fn or _5_fn */
	struct vgr_opaque_params params;	/* mainline only */
	unsigned int state_size;
	int vdso_broken;	/* the kernel's vDSO cannot be read: why */
};

/*
 * VGR_IMPL=kcode: the kernel's own C of the vDSO built for userspace by
 * kcode/ (outside the suite), whose constructor sets vgr_kcode in the
 * programs linked with it; NULL in every other.
 */
struct vgr_kcode {
	long (*getrandom5)(void *buf, size_t len, unsigned int flags,
			   void *state, size_t opaque_len);
	const char *release;		/* of the source: "7.x", "6.12" */
	unsigned long page_size;	/* what it was built for */
};

extern const struct vgr_kcode *vgr_kcode;

/*
 * Detects the kernel's ABI (vdso/abi.h) or takes the model's, and fills
 * ctx. Returns 0, or -EINVAL with a message on stderr when VGR_ABI or
 * VGR_IMPL holds a bad value.
 */
int vgr_init(struct vgr_ctx *ctx);

/* The cached result of vgr_init(), which exits 2 on a bad environment. */
const struct vgr_ctx *vgr_ctx(void);

/*
 * One line of KTAP diagnostics naming the ABI and implementation, then
 * vgr_print_contract()'s.
 */
void vgr_print_abi(const struct vgr_ctx *ctx);

/*
 * One line of KTAP diagnostics naming the contract the running kernel
 * (or whatever provides its syscalls) meets, whatever VGR_ABI and
 * VGR_IMPL choose: whether its vDSO exports getrandom (its symbol, or
 * why not) and whether mmap() accepts MAP_DROPPABLE (or its error):
 *
 *   # vgr: contract: vdso_getrandom=absent (no AT_SYSINFO_EHDR) map_droppable=refused (-EINVAL)
 */
void vgr_print_contract(void);

const char *vgr_impl_name(enum vgr_impl impl);

/*
 * Calls the implementation under test with the ABI's argument list
 * (mainline passes opaque_len = ctx->state_size). With VGR_IMPL=syscall
 * or abi none, this is the getrandom syscall and state is ignored.
 */
long vgr_getrandom(const struct vgr_ctx *ctx, void *buf, size_t len,
		   unsigned int flags, void *state);

/*
 * The getrandom syscall of the kernel under test: the real one, or with
 * VGR_IMPL=model or kcode the model's kernel side (which may simulate a CRNG that
 * is not ready yet: see vgr_model_crng_unready()).
 */
long vgr_kernel_getrandom(const struct vgr_ctx *ctx, void *buf, size_t len,
			  unsigned int flags);

/* The mainline 5-argument call with every argument as given. */
long vgr_getrandom5(const struct vgr_ctx *ctx, void *buf, size_t len,
		    unsigned int flags, void *state, size_t opaque_len);

/*
 * The code address of the function that vgr_getrandom() calls for a
 * state (what vgr_regs_call() takes): the vDSO's or the model's, with the
 * ABI's argument list (mainline's five, v14's four); NULL where there is
 * none (VGR_IMPL=syscall, abi none).
 */
const void *vgr_getrandom_fn(const struct vgr_ctx *ctx);

/*
 * The v14 allocator, vgetrandom_alloc(), of the kernel or of the model;
 * -EOPNOTSUPP when the ABI has none. Returns an address or -errno.
 */
long vgr_vgetrandom_alloc(const struct vgr_ctx *ctx, unsigned int *num,
			  unsigned int *size_per_each, unsigned long addr,
			  unsigned int flags);

/* Allocates at least want states (mainline: mmap with the params; v14:
 * the syscall; model: the model's allocator). Returns 0 or -errno.
 */
int vgr_states_alloc(const struct vgr_ctx *ctx, unsigned int want,
		     struct vgr_states *states);

/* True when the implementation under test keeps a state (not syscall). */
int vgr_has_state(const struct vgr_ctx *ctx);

/*
 * True when the kernel under test is the model's kernel side (model/rng.c):
 * VGR_IMPL=model or kcode, whose RNG data page and syscall it provides.
 */
int vgr_kernel_is_model(const struct vgr_ctx *ctx);

/*
 * Makes the RNG's generation change: ioctl(RNDRESEEDCRNG) on the kernel
 * (root only: -EPERM otherwise), vgr_model_reseed() on the model and
 * on kcode (whose kernel side is the model's).
 */
int vgr_reseed(const struct vgr_ctx *ctx);

#endif /* VGR_IMPL_IMPL_H */
