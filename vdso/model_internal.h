/* SPDX-License-Identifier: GPL-2.0 */
/*
 * model_internal.h - what the parts of the model share: the fault
 * switches and the model's "kernel" RNG data (generation, is_ready),
 * which lives in a MAP_SHARED page like the kernel's vvar page.
 */
#ifndef VGR_VDSO_MODEL_INTERNAL_H
#define VGR_VDSO_MODEL_INTERNAL_H

#include <linux/types.h>
#include <stddef.h>

enum vgr_model_fault_id {
	VGR_FAULT_NONE,
	VGR_FAULT_NO_WIPE_ON_FORK,
	VGR_FAULT_NO_IN_USE_GUARD,
	VGR_FAULT_NO_STRADDLE_CHECK,
	VGR_FAULT_NO_ZERO_CONSUMED_BATCH,
	VGR_FAULT_NO_REKEY_ON_GENERATION,
	VGR_FAULT_WRONG_CHACHA_ROTATION,
	VGR_FAULT_COUNTER_NOT_WRITTEN_BACK,
	VGR_FAULT_ALWAYS_SYSCALL,
	VGR_FAULT_UNKNOWN_FLAGS_ACCEPTED,
	VGR_FAULT_QUERY_ACCEPTS_32BIT_MAGIC,
	VGR_FAULT_ALLOC_STRADDLES,
	VGR_FAULT_KEY_LEFT_ON_STACK,
	VGR_FAULT_WRONG_CAP,
	VGR_FAULT_COUNT
};

/* The model's view of the kernel's struct vdso_rng_data. */
struct vgr_model_rng {
	__u64 generation;	/* never 0 */
	__u8 is_ready;
};

/* The active fault; reads VGR_FAULT on first use (exit 2 if unknown). */
enum vgr_model_fault_id vgr_model_fault_id(void);

static inline int vgr_model_faulty(enum vgr_model_fault_id id)
{
	return vgr_model_fault_id() == id;
}

/* The shared RNG data page, mapped on first use. */
struct vgr_model_rng *vgr_model_rng(void);

/* chacha/nostack.S built with its rotation fault (vdso/model.mk). */
void vgr_model_chacha20_rotation(__u8 *dst, const __u32 key[8],
				 __u32 counter[2], size_t nblocks);

#endif /* VGR_VDSO_MODEL_INTERNAL_H */
