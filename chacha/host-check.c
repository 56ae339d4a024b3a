// SPDX-License-Identifier: GPL-2.0
/*
 * host-check.c - host test, under the sanitizers: the C reference and the
 * library's code against libsodium called live, for random keys, random
 * 64-bit start counters (a third of them a few blocks below a 2^32 or
 * 2^64 wrap) and random lengths of 1 to 300 blocks, output and counter.
 *
 *	host-check [TRIALS]
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chacha/chacha.h"

#define MAX_BLOCKS 300

typedef void chacha_fn(__u8 *, const __u32 *, __u32 *, size_t);

static unsigned long long random_counter(void)
{
	unsigned long long ic;

	randombytes_buf(&ic, sizeof(ic));
	switch (randombytes_uniform(3)) {
	case 0:
		return ic;
	case 1:	/* a few blocks below a low-word wrap, any high word */
		return (ic & ~0xffffffffULL) | (0x100000000ULL - 1 - (ic & 7));
	default: /* a few blocks below the 64-bit wrap */
		return -1ULL - (ic & 7);
	}
}

static int check(const char *name, chacha_fn *fn, const __u32 key[8],
		 unsigned long long ic, size_t nblocks, const __u8 *expect)
{
	static __u8 out[MAX_BLOCKS * 64 + 1];
	unsigned long long end = ic + nblocks;
	__u32 counter[2] = { (__u32)ic, (__u32)(ic >> 32) };

	memset(out, 0xa5, sizeof(out));
	fn(out, key, counter, nblocks);
	if (memcmp(out, expect, nblocks * 64) || out[nblocks * 64] != 0xa5 ||
	    counter[0] != (__u32)end || counter[1] != (__u32)(end >> 32)) {
		fprintf(stderr, "%s: mismatch at counter %#llx, %zu blocks\n",
			name, ic, nblocks);
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static const unsigned char zero_nonce[8];
	static __u8 zeros[MAX_BLOCKS * 64], expect[MAX_BLOCKS * 64];
	long trials = argc > 1 ? atol(argv[1]) : 2000;
	int failed = 0;
	long i;

	if (argc > 2 || trials <= 0) {
		fprintf(stderr, "usage: %s [TRIALS]\n", argv[0]);
		return 2;
	}
	if (sodium_init() < 0)
		return 1;
	for (i = 0; i < trials && !failed; i++) {
		size_t nblocks = 1 + randombytes_uniform(MAX_BLOCKS);
		unsigned long long ic = random_counter();
		__u32 key[8];

		randombytes_buf(key, sizeof(key));
		crypto_stream_chacha20_xor_ic(expect, zeros, nblocks * 64,
					      zero_nonce, ic, (__u8 *)key);
		failed |= check("ref", vgr_chacha20_blocks_ref, key, ic,
				nblocks, expect);
		failed |= check("nostack", vgr_chacha20_blocks_nostack, key, ic,
				nblocks, expect);
	}
	printf("chacha host-check: %ld trials, %s\n", i, failed ? "FAIL" : "ok");
	return failed;
}
