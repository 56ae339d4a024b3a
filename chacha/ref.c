// SPDX-License-Identifier: GPL-2.0
/*
 * ref.c - portable C ChaCha20 with the contract of chacha.h: nonce 0, a
 * 64-bit block counter (counter[0] low, counter[1] high) read and written
 * back. The yardstick an architecture's own code is checked against, and
 * the fallback where it has none. Builds freestanding and on the host.
 */
#include "chacha/chacha.h"

#define VGR_CHACHA_ROUNDS 20

/*
 * Built again under other names where there is no chacha-nostack.S: as
 * the library's vgr_chacha20_blocks_nostack, and as the model's fault
 * variants, each with the one bug of chacha/faults.h.
 */
#ifndef VGR_CHACHA_REF_SYM
#define VGR_CHACHA_REF_SYM vgr_chacha20_blocks_ref
#endif
#ifdef VGR_CHACHA_FAULT_ROTATION
#define VGR_CHACHA_LAST_ROTATION 6
#else
#define VGR_CHACHA_LAST_ROTATION 7
#endif

static inline __u32 rotl32(__u32 v, unsigned int n)
{
	return (v << n) | (v >> (32 - n));
}

static inline void quarter_round(__u32 x[16], int a, int b, int c, int d)
{
	x[a] += x[b];
	x[d] = rotl32(x[d] ^ x[a], 16);
	x[c] += x[d];
	x[b] = rotl32(x[b] ^ x[c], 12);
	x[a] += x[b];
	x[d] = rotl32(x[d] ^ x[a], 8);
	x[c] += x[d];
	x[b] = rotl32(x[b] ^ x[c], VGR_CHACHA_LAST_ROTATION);
}

static void store_le32(__u8 *p, __u32 v)
{
	p[0] = v;
	p[1] = v >> 8;
	p[2] = v >> 16;
	p[3] = v >> 24;
}

void VGR_CHACHA_REF_SYM(__u8 *dst, const __u32 key[8], __u32 counter[2],
			size_t nblocks)
{
	__u32 in[16] = {
		0x61707865, 0x3320646e, 0x79622d32, 0x6b206574,
		key[0], key[1], key[2], key[3], key[4], key[5], key[6], key[7],
		counter[0], counter[1], 0, 0,
	};
	__u32 x[16];
	int i;

	for (; nblocks; nblocks--, dst += 64) {
		for (i = 0; i < 16; i++)
			x[i] = in[i];
		for (i = 0; i < VGR_CHACHA_ROUNDS; i += 2) {
			quarter_round(x, 0, 4, 8, 12);
			quarter_round(x, 1, 5, 9, 13);
			quarter_round(x, 2, 6, 10, 14);
			quarter_round(x, 3, 7, 11, 15);
			quarter_round(x, 0, 5, 10, 15);
			quarter_round(x, 1, 6, 11, 12);
			quarter_round(x, 2, 7, 8, 13);
			quarter_round(x, 3, 4, 9, 14);
		}
		for (i = 0; i < 16; i++)
			store_le32(dst + 4 * i, x[i] + in[i]);
		if (!++in[12])
			in[13]++;
	}
#ifndef VGR_CHACHA_FAULT_COUNTER
	counter[0] = in[12];
	counter[1] = in[13];
#endif
	/* Wipe the key and state; the barrier keeps the stores. */
	for (i = 0; i < 16; i++) {
		x[i] = 0;
		in[i] = 0;
	}
	__asm__ __volatile__("" : : "r" (x), "r" (in) : "memory");
}
