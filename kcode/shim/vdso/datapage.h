/* SPDX-License-Identifier: GPL-2.0 */
/*
 * datapage.h - the kernel's RNG data page as the vDSO reads it: the
 * model's kernel side keeps it (model/internal.h's struct vgr_model_rng,
 * whose first members are these), and kcode.c asserts that they agree.
 */
#ifndef VGR_KCODE_DATAPAGE_H
#define VGR_KCODE_DATAPAGE_H

#include <vdso/limits.h>
#include <vdso/page.h>

struct vdso_rng_data {
	u64 generation;
	u8 is_ready;
};

/* The page the running "kernel" (model/rng.c) publishes. */
const struct vdso_rng_data *vgr_kcode_rng_data(void);

#endif /* VGR_KCODE_DATAPAGE_H */
