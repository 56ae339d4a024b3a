/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fke.h - the oracle of the white-box tests: seed 007's fast-key-erasure
 * stream, computed with chacha/'s C reference from a copy of a state's
 * batch, key and pos.
 */
#ifndef VGR_TESTS_FKE_H
#define VGR_TESTS_FKE_H

#include <linux/types.h>

/* The oracle's copy of a state. */
struct vgr_fke_state {
	__u8 batch[96];
	__u32 key[8];
	unsigned int pos;
};

/*
 * Seed 007's __cvdso_getrandom_data() past the generation check: len
 * bytes into buf, and s moved on as the vDSO moves its state. Per call:
 * batch bytes first (zeroed as they are taken); then len / 64 blocks
 * straight into buf with a counter that starts at 0; then the 2-block
 * refill of batch and key continuing that counter; pos = 0; and so on.
 */
void vgr_fke_generate(struct vgr_fke_state *s, __u8 *buf, size_t len);

#endif /* VGR_TESTS_FKE_H */
