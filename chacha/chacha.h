/* SPDX-License-Identifier: GPL-2.0 */
/*
 * chacha.h - ChaCha20 block functions with the contract of the seed's
 * __arch_chacha20_blocks_nostack: nonce 0, a 64-bit block counter read
 * from counter[0] (low) and counter[1] (high) and written back advanced
 * by nblocks, nblocks > 0 blocks of 64 bytes written to dst.
 */
#ifndef VGR_CHACHA_H
#define VGR_CHACHA_H

#include <linux/types.h>
#include <stddef.h>

/* The type of every block function with that contract. */
typedef void vgr_chacha20_blocks_fn(__u8 *dst, const __u32 key[8],
				    __u32 counter[2], size_t nblocks);

/*
 * The library's: the architecture's own code (arch/ARCH/chacha-nostack.S:
 * no stack at all, the registers it used zeroed), else the reference.
 */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack;

/* Portable C reference with the same contract. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_ref;

#endif /* VGR_CHACHA_H */
