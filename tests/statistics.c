// SPDX-License-Identifier: GPL-2.0
/*
 * statistics.c - 2 MiB of output (1 MiB with VGR_QUICK), drawn through one
 * state in calls of mixed lengths, passes three tests, each with a false
 * alarm rate of 1e-6 (two-sided) on truly random input:
 *
 * - monobit: S = ones - zeros over n bits is about N(0, n); reject when
 *   S^2 / n > z^2, z = 4.891638 (P(|N(0,1)| > z) = 1e-6), z^2 = 23.928127.
 * - byte chi-square: 256 cells, 255 degrees of freedom; reject when
 *   X^2 < 159.3712 or X^2 > 381.1273, the chi-square(255) quantiles
 *   at 5e-7 and 1 - 5e-7 (regularized incomplete gamma, inverted by
 *   bisection; the Wilson-Hilferty approximation gives 159.23 and
 *   381.32). The lower tail catches output that is too even.
 * - runs (NIST SP 800-22 2.3): with pi = ones / n, the number of runs V
 *   is about N(2n pi (1 - pi), 4n pi^2 (1 - pi)^2); reject when
 *   (V - 2n pi (1 - pi))^2 / (4n pi^2 (1 - pi)^2) > z^2 as above.
 *
 * The limits do not depend on the length, and need no libm: the
 * squares are compared. A test that always passes would prove nothing,
 * so each statistic must also reject a stream with a planted bias.
 * Without a state (VGR_ABI=none, VGR_IMPL=syscall) the syscall's output
 * is tested.
 * Catches: none of the model's faults (each keeps the output uniform:
 * they are caught by conformance, forward_secrecy and the rest); this
 * guards against gross failures such as stuck or zeroed bytes.
 */
#include "tests/vgr_test.h"

#define FULL_LEN	(2UL * 1024 * 1024)
#define QUICK_LEN	(1UL * 1024 * 1024)
#define Z2		23.928127	/* z^2 at two-sided 1e-6 */
#define CHI2_LOW	159.3712	/* chi-square(255) at 5e-7 */
#define CHI2_HIGH	381.1273	/* chi-square(255) at 1 - 5e-7 */

static unsigned char data[FULL_LEN], bad[FULL_LEN];

/* Call lengths around the batch and block edges, and larger. */
static const size_t calls[] = {
	1, 7, 32, 63, 64, 65, 95, 96, 97, 200, 1000, 4096, 65536,
};

static __u64 ones(const unsigned char *p, size_t len)
{
	__u64 count = 0, word;

	for (size_t i = 0; i < len; i += 8) {
		memcpy(&word, p + i, 8);
		count += __builtin_popcountll(word);
	}
	return count;
}

/* S^2 / n of the monobit test. */
static double monobit(const unsigned char *p, size_t len)
{
	double n = len * 8.0, s = 2.0 * ones(p, len) - n;

	return s * s / n;
}

/* X^2 of the byte counts against 256 equal cells. */
static double chi_square(const unsigned char *p, size_t len)
{
	__u64 count[256] = { 0 };
	double sum = 0;

	for (size_t i = 0; i < len; i++)
		count[p[i]]++;
	for (int i = 0; i < 256; i++)
		sum += (double)count[i] * count[i];
	return sum * 256 / len - len;
}

/* z^2 of the runs test; bits are taken low bit first in 64-bit words. */
static double runs(const unsigned char *p, size_t len)
{
	double n = len * 8.0, pi = ones(p, len) / n, expect, var;
	__u64 word, prev = 0, v = 1;

	for (size_t i = 0; i < len; i += 8) {
		memcpy(&word, p + i, 8);
		v += __builtin_popcountll((word ^ (word >> 1)) & ~(1ULL << 63));
		if (i)
			v += (prev >> 63) != (word & 1);
		prev = word;
	}
	expect = 2 * n * pi * (1 - pi);
	var = 4 * n * pi * pi * (1 - pi) * (1 - pi);
	return (v - expect) * (v - expect) / var;
}

/* For the log: nolibc's printf has no %f. */
static long milli(double x)
{
	return (long)(x * 1000);
}

FIXTURE(output) {
	size_t len;
};

FIXTURE_SETUP(output)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	void *state = NULL;

	memset(&states, 0, sizeof(states));
	self->len = vgr_scaled(FULL_LEN, QUICK_LEN);
	if (vgr_has_state(ctx))
		VGR_ONE_STATE(ctx, &states, state);
	ASSERT_TRUE(vgr_fill_in_calls(ctx, state, data, self->len, calls,
				      ARRAY_SIZE(calls)));
	vgr_states_free(&states);
}

FIXTURE_TEARDOWN(output)
{
}

/* A z^2 statistic under the limit; the value is logged. */
static void expect_z2_below_limit(struct __test_metadata *_metadata,
				  const char *name, size_t len, double z2)
{
	TH_LOG("%zu bytes: %s = %ld/1000 (limit %ld/1000)", len, name,
	       milli(z2), milli(Z2));
	EXPECT_LT(z2, Z2);
}

TEST_F(output, monobit)
{
	expect_z2_below_limit(_metadata, "monobit S^2/n", self->len,
			      monobit(data, self->len));
}

TEST_F(output, byte_chi_square)
{
	double x2 = chi_square(data, self->len);

	TH_LOG("%zu bytes: X^2 = %ld/1000 (limits %ld/1000..%ld/1000)",
	       self->len, milli(x2), milli(CHI2_LOW), milli(CHI2_HIGH));
	EXPECT_GT(x2, CHI2_LOW);
	EXPECT_LT(x2, CHI2_HIGH);
}

TEST_F(output, runs)
{
	expect_z2_below_limit(_metadata, "runs z^2", self->len,
			      runs(data, self->len));
}

/* The same statistics reject a copy of the output with a planted flaw. */
TEST_F(output, each_statistic_rejects_a_biased_stream)
{
	size_t len = self->len;

	/* One bit set in every 32nd byte: ones up by n / 512. */
	memcpy(bad, data, len);
	for (size_t i = 0; i < len; i += 32)
		bad[i] |= 1;
	EXPECT_GT(monobit(bad, len), Z2);
	/* Every 64th byte zero: cell 0 far too full. */
	memcpy(bad, data, len);
	for (size_t i = 0; i < len; i += 64)
		bad[i] = 0;
	EXPECT_GT(chi_square(bad, len), CHI2_HIGH);
	/* A counter: every cell exactly equal, too even. */
	for (size_t i = 0; i < len; i++)
		bad[i] = i;
	EXPECT_LT(chi_square(bad, len), CHI2_LOW);
	/* Every 64th byte 0x0f or 0xf0: balanced, but one run where 4.5 are due. */
	memcpy(bad, data, len);
	for (size_t i = 0; i < len; i += 64)
		bad[i] = bad[i] & 1 ? 0xf0 : 0x0f;
	EXPECT_GT(runs(bad, len), Z2);
}

VGR_TEST_MAIN
