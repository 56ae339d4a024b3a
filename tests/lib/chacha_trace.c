// SPDX-License-Identifier: GPL-2.0
/*
 * chacha_trace.c - the words of ChaCha20's rounds (chacha_trace.h),
 * computed as chacha/ref.c computes them, one step at a time.
 */
#include "tests/lib/chacha_trace.h"

static const __u32 sigma[4] = {
	0x61707865, 0x3320646e, 0x79622d32, 0x6b206574,
};

struct trace {
	__u32 x[16];
	void (*see)(void *arg, __u32 word);
	void *arg;
};

/*
 * A round's word, unless it equals one of the constants: a register
 * that holds a constant (a vDSO's ChaCha loads them) proves nothing.
 */
static void seen(struct trace *t, __u32 word)
{
	for (int i = 0; i < 4; i++)
		if (word == sigma[i])
			return;
	t->see(t->arg, word);
}

/* x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], n), each step seen. */
static void step(struct trace *t, int a, int b, int d, unsigned int n)
{
	__u32 v;

	t->x[a] += t->x[b];
	seen(t, t->x[a]);
	v = t->x[d] ^ t->x[a];
	seen(t, v);
	t->x[d] = (v << n) | (v >> (32 - n));
	seen(t, t->x[d]);
	/* A rotation done with two shifts leaves v << n in a scratch. */
	if (n != 16)
		seen(t, v << n);
}

static void quarter_round(struct trace *t, int a, int b, int c, int d)
{
	step(t, a, b, d, 16);
	step(t, c, d, b, 12);
	step(t, a, b, d, 8);
	step(t, c, d, b, 7);
}

void vgr_chacha20_trace(const __u32 key[8], __u64 counter, size_t nblocks,
			void (*see)(void *arg, __u32 word), void *arg)
{
	struct trace t = { .see = see, .arg = arg };

	for (; nblocks; nblocks--, counter++) {
		for (int i = 0; i < 4; i++)
			t.x[i] = sigma[i];
		for (int i = 0; i < 8; i++)
			t.x[4 + i] = key[i];
		t.x[12] = counter;
		t.x[13] = counter >> 32;
		t.x[14] = 0;
		t.x[15] = 0;
		for (int round = 0; round < 20; round += 2) {
			quarter_round(&t, 0, 4, 8, 12);
			quarter_round(&t, 1, 5, 9, 13);
			quarter_round(&t, 2, 6, 10, 14);
			quarter_round(&t, 3, 7, 11, 15);
			quarter_round(&t, 0, 5, 10, 15);
			quarter_round(&t, 1, 6, 11, 12);
			quarter_round(&t, 2, 7, 8, 13);
			quarter_round(&t, 3, 4, 9, 14);
		}
	}
}
