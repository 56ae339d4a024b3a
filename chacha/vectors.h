/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vectors.h - layout of the ChaCha20 vector file that gen-vectors writes
 * from libsodium at build time and vectors.S embeds in the freestanding
 * tests: one header, then VGR_CHACHA_VEC_BLOCKS blocks of keystream for
 * each (key, start counter).
 */
#ifndef VGR_CHACHA_VECTORS_H
#define VGR_CHACHA_VECTORS_H

#include <linux/types.h>

#define VGR_CHACHA_VEC_MAGIC	0x31564356	/* "VCV1" */
#define VGR_CHACHA_VEC_BLOCKS	128
#define VGR_CHACHA_BLOCK	64

struct vgr_chacha_vec_header {
	__u32 magic;
	__u32 count;		/* vectors that follow */
	__u32 blocks;		/* VGR_CHACHA_VEC_BLOCKS */
	__u32 reserved;
	__u8 seed[32];		/* the keys' seed, to reproduce a failure */
	__u8 pad[16];
};

struct vgr_chacha_vector {
	__u32 key[8];
	__u32 counter[2];	/* start: low word, high word */
	__u32 reserved[6];
	__u8 stream[VGR_CHACHA_VEC_BLOCKS * VGR_CHACHA_BLOCK];
};

/* The embedded file (vectors.S); header first, vectors after it. */
extern const struct vgr_chacha_vec_header vgr_chacha_vectors[];

static inline const struct vgr_chacha_vector *
vgr_chacha_vector_at(const struct vgr_chacha_vec_header *h, unsigned int i)
{
	return (const struct vgr_chacha_vector *)(h + 1) + i;
}

#endif /* VGR_CHACHA_VECTORS_H */
