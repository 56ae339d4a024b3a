// SPDX-License-Identifier: GPL-2.0
/*
 * gen-vectors.c - host tool: writes chacha/vectors-data.h, the ChaCha20
 * vectors of vectors.h, from libsodium (zero nonce, 64-bit counter): the
 * first VGR_CHACHA_VEC_BLOCKS blocks of keystream of random keys at
 * counter 0, and of keys at start counters just below the 2^32 and 2^64
 * wrap points.
 *
 *	gen-vectors OUT [SEED]	SEED: 64 hex digits; fresh random if absent
 *
 * The keys come from SEED, which the file records, so that the same
 * SEED gives the same file: make chacha-vectors-check makes it again
 * from the committed file's seed and compares. Exit 2 on a usage error.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/types.h>

#define VGR_CHACHA_VEC_NO_DATA
#include "chacha/vectors.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Keys at counter 0. */
#define ZERO_COUNTER_KEYS	2

/* Start counters (high << 32 | low) around the wrap points. */
static const unsigned long long wrap_counters[] = {
	0xfffffffeULL,			/* low word wraps after 2 blocks */
	0x100000000ULL - 126,		/* mainline's check: 128 blocks wrap */
	0xffffffffULL,			/* wraps after the first block */
	0x5fffffff0ULL,			/* high word 5 is read, then 6 */
	0x123456789abcdef0ULL,		/* high word read, no wrap */
	0xfffffffffffffff0ULL,		/* 64-bit wrap to 0 */
	0xffffffffffffffffULL,		/* 64-bit wrap after one block */
};

#define VECTORS	(ZERO_COUNTER_KEYS + ARRAY_SIZE(wrap_counters))

static int parse_seed(const char *hex, unsigned char seed[32])
{
	size_t len;

	return sodium_hex2bin(seed, 32, hex, strlen(hex), NULL, &len, NULL) ||
	       len != 32;
}

static __u32 le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (__u32)p[3] << 24;
}

/* n words, four to a line, at three tabs. */
static void words(FILE *f, const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		fprintf(f, "%s0x%08x,%s", i % 4 ? "" : "\t\t\t",
			le32(p + 4 * i), i % 4 == 3 || i == n - 1 ? "\n" : " ");
}

int main(int argc, char **argv)
{
	static const unsigned char zero_nonce[8];
	static unsigned char zeros[VGR_CHACHA_VEC_BLOCKS * VGR_CHACHA_BLOCK];
	unsigned char stream[sizeof(zeros)], plain[sizeof(zeros)];
	unsigned char seed[32], keys[32 * VECTORS];
	unsigned long long ic;
	char hex[65];
	unsigned int i;
	FILE *f;

	if (argc < 2 || argc > 3 || (argc == 3 && parse_seed(argv[2], seed))) {
		fprintf(stderr, "usage: %s OUT [SEED as 64 hex digits]\n", argv[0]);
		return 2;
	}
	if (sodium_init() < 0) {
		fprintf(stderr, "gen-vectors: sodium_init failed\n");
		return 1;
	}
	if (argc == 2)
		randombytes_buf(seed, sizeof(seed));
	randombytes_buf_deterministic(keys, sizeof(keys), seed);
	sodium_bin2hex(hex, sizeof(hex), seed, sizeof(seed));

	f = fopen(argv[1], "w");
	if (!f) {
		perror(argv[1]);
		return 1;
	}
	/* Split, or checkpatch takes it for this file's own tag. */
	fprintf(f, "/* %s-%s: GPL-2.0 */\n"
		"/*\n"
		" * vectors-data.h - ChaCha20 keystream of libsodium's\n"
		" * crypto_stream_chacha20_xor_ic() (zero nonce, 64-bit block\n"
		" * counter): the first %u blocks from each key and start counter,\n"
		" * as little-endian words. Made by chacha/gen-vectors from the keys\n"
		" * of VGR_CHACHA_VEC_SEED; do not edit (layout: vectors.h).\n"
		" */\n"
		"#define VGR_CHACHA_VEC_SEED \\\n"
		"\t\"%s\"\n\n"
		"static const struct vgr_chacha_vector vgr_chacha_vectors[] = {\n",
		"SPDX", "License-Identifier", VGR_CHACHA_VEC_BLOCKS, hex);
	for (i = 0; i < VECTORS; i++) {
		ic = i < ZERO_COUNTER_KEYS ? 0 : wrap_counters[i - ZERO_COUNTER_KEYS];
		if (crypto_stream_chacha20_xor_ic(stream, zeros, sizeof(zeros),
						  zero_nonce, ic, keys + 32 * i)) {
			fprintf(stderr, "gen-vectors: crypto_stream_chacha20_xor_ic failed\n");
			return 1;
		}
		/* crypto_stream_chacha20() and the _ic call agree at 0. */
		crypto_stream_chacha20(plain, sizeof(plain), zero_nonce, keys + 32 * i);
		if (!ic && memcmp(plain, stream, sizeof(stream))) {
			fprintf(stderr, "gen-vectors: libsodium disagrees with itself\n");
			return 1;
		}
		fprintf(f, "\t{\t/* %u */\n\t\t.key = {\n", i);
		words(f, keys + 32 * i, 8);
		fprintf(f, "\t\t},\n\t\t.counter = { 0x%08x, 0x%08x },\n"
			"\t\t.stream = {\n", (__u32)ic, (__u32)(ic >> 32));
		words(f, stream, sizeof(stream) / 4);
		fprintf(f, "\t\t},\n\t},\n");
	}
	fprintf(f, "};\n");
	if (fclose(f)) {
		perror(argv[1]);
		return 1;
	}
	fprintf(stderr, "gen-vectors: %u vectors of %u blocks, seed %s\n",
		(unsigned int)VECTORS, VGR_CHACHA_VEC_BLOCKS, hex);
	return 0;
}
