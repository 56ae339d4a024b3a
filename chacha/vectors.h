/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vectors.h - ChaCha20 vectors of libsodium (vectors-data.h, made by
 * gen-vectors): for each key and start counter, the first
 * VGR_CHACHA_VEC_BLOCKS blocks of keystream as little-endian words. Few
 * blocks, but from every counter whose carry matters; longer runs are
 * checked against the C reference, which these check.
 */
#ifndef VGR_CHACHA_VECTORS_H
#define VGR_CHACHA_VECTORS_H

#include <linux/types.h>

#define VGR_CHACHA_VEC_BLOCKS	4
#define VGR_CHACHA_BLOCK	64

struct vgr_chacha_vector {
	__u32 key[8];
	__u32 counter[2];	/* start: low word, high word */
	__u32 stream[VGR_CHACHA_VEC_BLOCKS * VGR_CHACHA_BLOCK / 4];
};

#ifndef VGR_CHACHA_VEC_NO_DATA
#include "chacha/vectors-data.h"

/* ARRAY_SIZE: the harness's (kselftest.h). */
#define VGR_CHACHA_VEC_COUNT ARRAY_SIZE(vgr_chacha_vectors)

/* The first nblocks of v's keystream, as bytes, into p. */
static inline void vgr_chacha_vector_stream(const struct vgr_chacha_vector *v,
					    __u8 *p, unsigned int nblocks)
{
	unsigned int i;
	__u32 w;

	for (i = 0; i < nblocks * VGR_CHACHA_BLOCK / 4; i++) {
		w = v->stream[i];
		p[4 * i] = w;
		p[4 * i + 1] = w >> 8;
		p[4 * i + 2] = w >> 16;
		p[4 * i + 3] = w >> 24;
	}
}
#endif

#endif /* VGR_CHACHA_VECTORS_H */
