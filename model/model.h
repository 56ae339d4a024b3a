/* SPDX-License-Identifier: GPL-2.0 */
/*
 * model.h - a userspace model of the vDSO getrandom (seed 007 and
 * FACTS.md) serving both ABIs, with one fault switch, VGR_FAULT=<name>,
 * that breaks exactly one of its promises so that the suite can prove
 * each test able to fail (make mutants).
 */
#ifndef VGR_MODEL_MODEL_H
#define VGR_MODEL_MODEL_H

#include <stddef.h>

/* The v14 4-argument call: straddling states fall back, flags unchecked. */
long vgr_model_getrandom4(void *buf, size_t len, unsigned int flags,
			  void *state);

/* The mainline 5-argument call, with the params query. */
long vgr_model_getrandom5(void *buf, size_t len, unsigned int flags,
			  void *state, size_t opaque_len);

/* The v14 vgetrandom_alloc() contract: an address or -errno. */
long vgr_model_vgetrandom_alloc(unsigned int *num, unsigned int *size_per_each,
				unsigned long addr, unsigned int flags);

/* Bumps the model's RNG generation, as RNDRESEEDCRNG does the kernel's. */
void vgr_model_reseed(void);

/*
 * Makes the model's kernel side one whose CRNG is not ready yet, as at
 * early boot, whatever the running kernel's is: generation 0, is_ready
 * false, and vgr_model_sys_getrandom() answering as such a kernel's
 * syscall does, until a blocking call makes the CRNG ready.
 */
void vgr_model_crng_unready(void);

/*
 * The getrandom syscall of the model's kernel side: the real syscall,
 * except while a simulated CRNG is not ready (GRND_NONBLOCK: -EAGAIN;
 * blocking: the CRNG becomes ready first; GRND_INSECURE: served).
 */
long vgr_model_sys_getrandom(void *buf, size_t len, unsigned int flags);

/* The name of the fault VGR_FAULT switched on, or NULL. */
const char *vgr_model_fault(void);

#endif /* VGR_MODEL_MODEL_H */
