/* SPDX-License-Identifier: GPL-2.0 */
/*
 * abi.h - the running kernel's vDSO getrandom: which ABI it offers
 * (mainline 5-argument with the params query, v14 4-argument with
 * vgetrandom_alloc, or none), how to call it, and the kernel's states.
 * Which implementation the tests drive is impl/impl.h's choice, above.
 */
#ifndef VGR_VDSO_ABI_H
#define VGR_VDSO_ABI_H

#include <stddef.h>
#include "nolibc/vgetrandom_alloc.h"

enum vgr_abi { VGR_ABI_NONE, VGR_ABI_V14, VGR_ABI_MAINLINE };

/* The names VGR_ABI takes, indexed by enum vgr_abi. */
extern const char * const vgr_abi_names[3];

typedef long (*vgr_getrandom4_fn)(void *buf, size_t len, unsigned int flags,
				  void *state);
typedef long (*vgr_getrandom5_fn)(void *buf, size_t len, unsigned int flags,
				  void *state, size_t opaque_len);

/* The params query's opaque_len: exactly ~0UL, never ~0U. */
#define VGR_QUERY_MAGIC	(~0UL)

/* What the running kernel's vDSO offers. */
struct vgr_kernel_abi {
	enum vgr_abi abi;
	const char *why;	/* how the ABI was found, or why none */
	void *fn;		/* vgr_getrandom4_fn or vgr_getrandom5_fn */
	struct vgr_opaque_params params;	/* mainline only */
	int broken;		/* the vDSO cannot be read (why says why) */
};

/*
 * Detects the ABI safely: never calls syscall 451 unless the vDSO has a
 * 4-argument getrandom, and never asks a v14 vDSO the params query.
 */
void vgr_abi_detect(struct vgr_kernel_abi *kabi);

const char *vgr_abi_name(enum vgr_abi abi);

/*
 * Whether the running vDSO exports getrandom, from its symbols alone
 * (nothing is called): 0 with *sym and *why its name@version, -1 with
 * *why: "no AT_SYSINFO_EHDR", "no parsable vDSO", or "vDSO has no" the
 * architecture's symbol at its version; or -2 when the vDSO is broken,
 * its mapping shorter than its image: *why gives both lengths.
 */
int vgr_vdso_find_getrandom(const void **sym, const char **why);

/* The vDSO's own calls, through the architecture's calling convention. */
long vgr_vdso_getrandom5(void *fn, void *buf, size_t len, unsigned int flags,
			 void *state, size_t opaque_len);
long vgr_vdso_getrandom4(void *fn, void *buf, size_t len, unsigned int flags,
			 void *state);

/* ioctl(RNDRESEEDCRNG): 0, or -errno (-EPERM unless root). */
int vgr_kernel_reseed(void);

#endif /* VGR_VDSO_ABI_H */
