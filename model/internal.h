/* SPDX-License-Identifier: GPL-2.0 */
/*
 * internal.h - what the parts of the model share: the fault
 * switches and the model's "kernel" RNG data (generation, is_ready),
 * which lives in a MAP_SHARED page like the kernel's vvar page.
 */
#ifndef VGR_MODEL_INTERNAL_H
#define VGR_MODEL_INTERNAL_H

#include <linux/types.h>

#include "nolibc/vgr_compiler.h"

enum vgr_model_fault_id {
	VGR_FAULT_NONE,
#define VGR_FAULT_X(id, ...) VGR_FAULT_##id,
#include "model/faults.h"
#undef VGR_FAULT_X
	VGR_FAULT_COUNT
};

/*
 * The model's view of the kernel's struct vdso_rng_data: the generation
 * is 0 until the CRNG is ready, as a fresh state's is, and moves on at
 * each reseed; simulated says that readiness is the model's own (see
 * vgr_model_crng_unready()) rather than the running kernel's.
 */
struct vgr_model_rng {
	__u64 generation;
	__u8 is_ready;
	__u8 simulated;
};

/*
 * The generation, read with acquire and moved on with release. 32-bit
 * machines have no 64-bit atomics, and there the kernel's
 * vDSO reads its u64 generation with READ_ONCE, two 32-bit loads
 * (lib/vdso/getrandom.c); the model does the same, and its reseeds, one
 * test thread's at a time, store the new value as two words too.
 */
#if __SIZEOF_LONG__ == 8
static inline __u64 vgr_model_generation(const struct vgr_model_rng *rng)
{
	return __atomic_load_n(&rng->generation, __ATOMIC_ACQUIRE);
}

static inline __u64 vgr_model_generation_bump(struct vgr_model_rng *rng)
{
	return __atomic_add_fetch(&rng->generation, 1, __ATOMIC_RELEASE);
}
#else
static inline __u64 vgr_model_generation(const struct vgr_model_rng *rng)
{
	__u64 gen = vgr_read_u64_once(&rng->generation);

	__atomic_thread_fence(__ATOMIC_ACQUIRE);
	return gen;
}

static inline __u64 vgr_model_generation_bump(struct vgr_model_rng *rng)
{
	__u64 gen = vgr_read_u64_once(&rng->generation) + 1;

	__atomic_thread_fence(__ATOMIC_RELEASE);
	vgr_write_u64_once(&rng->generation, gen);
	return gen;
}
#endif

/* The active fault; reads VGR_FAULT on first use (exit 2 if unknown). */
enum vgr_model_fault_id vgr_model_fault_id(void);

static inline int vgr_model_faulty(enum vgr_model_fault_id id)
{
	return vgr_model_fault_id() == id;
}

/* The shared RNG data page, mapped on first use. */
struct vgr_model_rng *vgr_model_rng(void);

/*
 * Whether the CRNG is ready: rng->is_ready, learnt from the kernel (a
 * GRND_NONBLOCK probe) while it is not, unless readiness is simulated.
 */
int vgr_model_rng_ready(struct vgr_model_rng *rng);

#endif /* VGR_MODEL_INTERNAL_H */
