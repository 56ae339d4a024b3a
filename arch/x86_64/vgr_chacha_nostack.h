/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vgr_chacha_nostack.h - x86_64's own cases of tests/chacha_nostack.c,
 * included there (it gives first_vector(), expect and out): the block
 * function under test leaves no key, state or keystream word in
 * xmm0-xmm15.
 */
#ifndef VGR_ARCH_CHACHA_NOSTACK_H
#define VGR_ARCH_CHACHA_NOSTACK_H

struct xmm_file {
	__u32 lane[16][4];
};

/*
 * Calls the function under test with xmm0-xmm15 loaded from *before on
 * entry and stored to *after right after the return.
 */
static void call_with_xmm(__u8 *dst, const __u32 *key, __u32 *counter,
			  size_t nblocks, const struct xmm_file *before,
			  struct xmm_file *after)
{
	asm volatile(".irp i,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\t"
		"movdqu \\i*16(%[before]), %%xmm\\i\n\t"
		".endr\n\t"
		"lea -128(%%rsp), %%rsp\n\t"	/* over the red zone */
		"call " CHACHA_UNDER_TEST_NAME "\n\t"
		"lea 128(%%rsp), %%rsp\n\t"
		".irp i,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\t"
		"movdqu %%xmm\\i, \\i*16(%[after])\n\t"
		".endr"
		: "+D" (dst), "+S" (key), "+d" (counter), "+c" (nblocks)
		: [before] "r" (before), [after] "r" (after)
		: "rax", "r8", "r9", "r10", "r11", "memory", "cc",
		  "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
		  "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14",
		  "xmm15");
}

static void sentinel_fill(struct xmm_file *x)
{
	unsigned int r, l;

	for (r = 0; r < 16; r++)
		for (l = 0; l < 4; l++)
			x->lane[r][l] = 0xc0de0000 | r << 8 | l;
}

/* Public lane values: the sentinel, small numbers, sigma, counters. */
static int lane_is_public(__u32 lane, __u32 sentinel, const __u32 counter0[2],
			  size_t nblocks)
{
	static const __u32 sigma[4] = {
		0x61707865, 0x3320646e, 0x79622d32, 0x6b206574,
	};
	unsigned int i;

	if (lane == sentinel || lane <= 2)
		return 1;
	for (i = 0; i < 4; i++)
		if (lane == sigma[i])
			return 1;
	return lane == counter0[1] || lane == (__u32)(counter0[1] + 1) ||
	       lane - counter0[0] <= nblocks + 1;
}

/*
 * After the call, every lane of xmm0-xmm15 is its sentinel or public:
 * no key word, no working state, no keystream.
 */
TEST(xmm_registers_hold_no_secrets)
{
	static const size_t lengths[] = { 1, 2, 3, CHACHA_LONG_BLOCKS };
	const struct vgr_chacha_vector *v = first_vector();
	struct xmm_file before, after;
	unsigned int i, r, l, k;
	__u32 counter[2];

	ASSERT_NE(NULL, v);
	sentinel_fill(&before);
	for (i = 0; i < ARRAY_SIZE(lengths); i++) {
		counter_set(counter, counter_get(v->counter));
		call_with_xmm(out, v->key, counter, lengths[i], &before, &after);
		ASSERT_EQ(0, memcmp(out, expect, lengths[i] * VGR_CHACHA_BLOCK));
		for (r = 0; r < 16; r++) {
			for (l = 0; l < 4; l++) {
				__u32 lane = after.lane[r][l];

				for (k = 0; k < 8; k++)
					ASSERT_NE(v->key[k], lane)
						TH_LOG("%zu blocks: key word %u in xmm%u",
						       lengths[i], k, r);
				ASSERT_TRUE(lane_is_public(lane, before.lane[r][l],
							   v->counter, lengths[i]))
					TH_LOG("%zu blocks: xmm%u lane %u holds %08x",
					       lengths[i], r, l, lane);
			}
		}
	}
}

#endif /* VGR_ARCH_CHACHA_NOSTACK_H */
