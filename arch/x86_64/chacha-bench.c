// SPDX-License-Identifier: GPL-2.0
/*
 * chacha-bench.c - x86_64's host benchmark (make bench-chacha): cycles
 * per byte by rdtsc and ns per 64-byte block of the SSE2 nostack code
 * (chacha-nostack.S), the C reference and libsodium's
 * crypto_stream_chacha20 (zero nonce), for 1, 2, 8 and 128 blocks a
 * call, with each one's time as a multiple of libsodium's. Built
 * with -DVGR_BENCH_EXT, a row for CHACHA_SRC's code too. Figures only:
 * no pass or fail.
 *
 *	bench [CSV]	also writes the table to CSV, for plots
 */
#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "chacha/chacha.h"

#define TRIALS		9
#define BYTES_PER_TRIAL	(1u << 21)
#define MAX_BLOCKS	128
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

struct impl {
	const char *name;
	void (*fn)(__u8 *dst, const __u32 key[8], __u32 counter[2],
		   size_t nblocks);
};

#ifdef VGR_BENCH_EXT
void __arch_chacha20_blocks_nostack(__u8 *dst, const __u32 *key,
				    __u32 *counter, size_t nblocks);
#endif

static __u8 out[MAX_BLOCKS * 64];
static __u32 key[8];

static void sodium_blocks(__u8 *dst, const __u32 k[8], __u32 counter[2],
			  size_t nblocks)
{
	static const unsigned char zero_nonce[8];

	(void)counter;	/* libsodium starts at block 0 every call */
	crypto_stream_chacha20(dst, nblocks * 64, zero_nonce,
			       (const unsigned char *)k);
}

static const struct impl impls[] = {
	{ "libsodium crypto_stream_chacha20", sodium_blocks },
	{ "nostack SSE2 (ours)", vgr_chacha20_blocks_nostack },
#ifdef VGR_BENCH_EXT
	{ "CHACHA_SRC __arch_chacha20_blocks_nostack",
	  __arch_chacha20_blocks_nostack },
#endif
	{ "C reference", vgr_chacha20_blocks_ref },
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static unsigned long long tsc(void)
{
	_mm_lfence();
	return __rdtsc();
}

/* The best of TRIALS runs: TSC cycles per byte and ns per block. */
static void measure(const struct impl *im, size_t nblocks, double *cpb,
		    double *ns_block)
{
	size_t calls = BYTES_PER_TRIAL / (nblocks * 64), i;
	__u32 counter[2] = { 0, 0 };
	int t;

	*cpb = *ns_block = 1e30;
	im->fn(out, key, counter, nblocks);	/* warm up */
	for (t = 0; t < TRIALS; t++) {
		double ns = now_ns();
		unsigned long long c = tsc();

		for (i = 0; i < calls; i++)
			im->fn(out, key, counter, nblocks);
		c = tsc() - c;
		ns = now_ns() - ns;
		if ((double)c / BYTES_PER_TRIAL < *cpb)
			*cpb = (double)c / BYTES_PER_TRIAL;
		if (ns / (calls * nblocks) < *ns_block)
			*ns_block = ns / (calls * nblocks);
	}
}

static int write_csv(const char *path, size_t nimpl, const size_t *sizes,
		     double cpb[][4], double ns[][4])
{
	FILE *f = fopen(path, "w");
	size_t i, s;

	if (!f) {
		perror(path);
		return 1;
	}
	fprintf(f, "implementation,blocks,cycles_per_byte,ns_per_block,x_libsodium\n");
	for (i = 0; i < nimpl; i++)
		for (s = 0; s < 4; s++)
			fprintf(f, "%s,%zu,%.3f,%.2f,%.3f\n", impls[i].name,
				sizes[s], cpb[i][s], ns[i][s],
				cpb[i][s] / cpb[0][s]);
	return fclose(f) != 0;
}

int main(int argc, char **argv)
{
	static const size_t sizes[] = { 1, 2, 8, 128 };
	size_t nimpl = ARRAY_SIZE(impls), i, s;
	double cpb[8][4], ns[8][4];

	if (argc > 2) {
		fprintf(stderr, "usage: %s [CSV]\n", argv[0]);
		return 2;
	}
	if (sodium_init() < 0)
		return 1;
	randombytes_buf(key, sizeof(key));
	for (s = 0; s < 4; s++)
		for (i = 0; i < nimpl; i++)
			measure(&impls[i], sizes[s], &cpb[i][s], &ns[i][s]);

	printf("ChaCha20, best of %d runs of %u KiB; cycles = TSC ticks (libsodium %s, AVX2 %s, SSSE3 %s)\n",
	       TRIALS,
	       BYTES_PER_TRIAL >> 10, sodium_version_string(),
	       sodium_runtime_has_avx2() ? "yes" : "no",
	       sodium_runtime_has_ssse3() ? "yes" : "no");
	printf("%-42s %6s %9s %9s %12s\n", "implementation", "blocks",
	       "cyc/byte", "ns/block", "x libsodium");
	for (i = 0; i < nimpl; i++)
		for (s = 0; s < 4; s++)
			printf("%-42s %6zu %9.2f %9.1f %12.2f\n", impls[i].name,
			       sizes[s], cpb[i][s], ns[i][s],
			       cpb[i][s] / cpb[0][s]);
	return argc == 2 ? write_csv(argv[1], nimpl, sizes, cpb, ns) : 0;
}
