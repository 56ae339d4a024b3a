// SPDX-License-Identifier: GPL-2.0
/*
 * gen-vectors.c - host tool: writes the ChaCha20 vector file of vectors.h
 * from libsodium (zero nonce, 64-bit counter): random keys at counter 0,
 * and start counters just below the 2^32 and 2^64 wrap points.
 *
 *	gen-vectors OUT [SEED]	SEED: 64 hex digits; fresh random if absent
 *
 * The keys come from SEED, which the file records, so a failure seen in
 * a test can be reproduced with the same file. Exit 2 on a usage error.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chacha/vectors.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Keys at counter 0, for the split tests. */
#define ZERO_COUNTER_KEYS	16

/* Start counters (high << 32 | low) around the wrap points. */
static const unsigned long long wrap_counters[] = {
	0xfffffffeULL,			/* low word wraps after 2 blocks */
	0x100000000ULL - VGR_CHACHA_VEC_BLOCKS + 2, /* mainline's check */
	0xffffffffULL,			/* wraps after the first block */
	0x5fffffff0ULL,			/* high word 5 is read, then 6 */
	0x123456789abcdef0ULL,		/* high word read, no wrap */
	0xfffffffffffffff0ULL,		/* 64-bit wrap to 0 */
	0xffffffffffffffffULL,		/* 64-bit wrap after one block */
};

static int parse_seed(const char *hex, unsigned char seed[32])
{
	size_t len;

	return sodium_hex2bin(seed, 32, hex, strlen(hex), NULL, &len, NULL) ||
	       len != 32;
}

static int keystream(struct vgr_chacha_vector *v, unsigned long long ic)
{
	static const unsigned char zero_nonce[8];
	static unsigned char zeros[sizeof(v->stream)];

	v->counter[0] = (__u32)ic;
	v->counter[1] = (__u32)(ic >> 32);
	return crypto_stream_chacha20_xor_ic(v->stream, zeros, sizeof(zeros),
					     zero_nonce, ic,
					     (const unsigned char *)v->key);
}

/* crypto_stream_chacha20() and the _ic call must agree at counter 0. */
static int check_plain_stream(const struct vgr_chacha_vector *v)
{
	static const unsigned char zero_nonce[8];
	static unsigned char plain[sizeof(v->stream)];

	crypto_stream_chacha20(plain, sizeof(plain), zero_nonce,
			       (const unsigned char *)v->key);
	return memcmp(plain, v->stream, sizeof(plain));
}

/* n words of 32 bits at p into the byte order of a big-endian target. */
static void words_to_big_endian(__u32 *p, size_t n)
{
	for (; n; n--, p++)
		*p = __builtin_bswap32(*p);
}

int main(int argc, char **argv)
{
	const size_t nwrap = ARRAY_SIZE(wrap_counters);
	struct vgr_chacha_vec_header h = {
		.magic = VGR_CHACHA_VEC_MAGIC,
		.count = ZERO_COUNTER_KEYS + nwrap,
		.blocks = VGR_CHACHA_VEC_BLOCKS,
	};
	unsigned char keys[32 * (ZERO_COUNTER_KEYS + ARRAY_SIZE(wrap_counters))];
	static struct vgr_chacha_vector v;
	char hex[65];
	unsigned int i, count = h.count;
	int big = argc > 1 && !strcmp(argv[1], "--big-endian");
	FILE *f;

	/* The words of the file in the target's order (its record's big_endian). */
	argc -= big;
	argv += big;
	if (argc < 2 || argc > 3 || (argc == 3 && parse_seed(argv[2], h.seed))) {
		fprintf(stderr, "usage: %s [--big-endian] OUT [SEED as 64 hex digits]\n",
			argv[0]);
		return 2;
	}
	if (sodium_init() < 0) {
		fprintf(stderr, "gen-vectors: sodium_init failed\n");
		return 1;
	}
	if (argc == 2)
		randombytes_buf(h.seed, sizeof(h.seed));
	randombytes_buf_deterministic(keys, sizeof(keys), h.seed);

	f = fopen(argv[1], "wb");
	if (big)
		words_to_big_endian(&h.magic, 4);
	if (!f || fwrite(&h, sizeof(h), 1, f) != 1) {
		perror(argv[1]);
		return 1;
	}
	for (i = 0; i < count; i++) {
		memset(&v, 0, sizeof(v));
		memcpy(v.key, keys + 32 * i, sizeof(v.key));
		if (keystream(&v, i < ZERO_COUNTER_KEYS ? 0 :
			      wrap_counters[i - ZERO_COUNTER_KEYS]) ||
		    (i < ZERO_COUNTER_KEYS && check_plain_stream(&v))) {
			fprintf(stderr, "gen-vectors: libsodium disagrees with itself\n");
			return 1;
		}
		if (big)
			words_to_big_endian(v.key, 16);
		if (fwrite(&v, sizeof(v), 1, f) != 1) {
			perror(argv[1]);
			return 1;
		}
	}
	if (fclose(f)) {
		perror(argv[1]);
		return 1;
	}
	sodium_bin2hex(hex, sizeof(hex), h.seed, sizeof(h.seed));
	fprintf(stderr, "gen-vectors: %u vectors of %u blocks, seed %s%s\n",
		count, VGR_CHACHA_VEC_BLOCKS, hex, big ? ", big-endian" : "");
	return 0;
}
