/* SPDX-License-Identifier: GPL-2.0 */
/*
 * faults.h - test-only copies of vgr_chacha20_blocks_nostack, each with
 * one planted bug (see nostack.S), in $(O)/chacha/nostack-fault-NAME.o.
 * They prove that a test can fail; nothing else may call them.
 */
#ifndef VGR_CHACHA_FAULTS_H
#define VGR_CHACHA_FAULTS_H

#include "chacha/chacha.h"

/* Rotates by 6 where ChaCha20 rotates by 7. */
void vgr_chacha20_blocks_nostack_fault_rotation(__u8 *dst, const __u32 key[8],
						__u32 counter[2], size_t nblocks);
/* Never writes the counter back. */
void vgr_chacha20_blocks_nostack_fault_counter(__u8 *dst, const __u32 key[8],
					       __u32 counter[2], size_t nblocks);
/* Adds to the low counter word only: no carry into the high word. */
void vgr_chacha20_blocks_nostack_fault_carry(__u8 *dst, const __u32 key[8],
					     __u32 counter[2], size_t nblocks);
/* Leaves key[0..3] in xmm5 on return. */
void vgr_chacha20_blocks_nostack_fault_zeroize(__u8 *dst, const __u32 key[8],
					       __u32 counter[2], size_t nblocks);
/* Spills key[0..3] 64 bytes below rsp. */
void vgr_chacha20_blocks_nostack_fault_stack(__u8 *dst, const __u32 key[8],
					     __u32 counter[2], size_t nblocks);
/* Writes one byte after the last block. */
void vgr_chacha20_blocks_nostack_fault_overrun(__u8 *dst, const __u32 key[8],
					       __u32 counter[2], size_t nblocks);

#endif /* VGR_CHACHA_FAULTS_H */
