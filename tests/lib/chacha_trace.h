/* SPDX-License-Identifier: GPL-2.0 */
/*
 * chacha_trace.h - every word that ChaCha20's rounds make on the way to
 * a block, for tests that look for traces of the key: what a vDSO's
 * ChaCha holds in its registers while it runs.
 */
#ifndef VGR_TESTS_CHACHA_TRACE_H
#define VGR_TESTS_CHACHA_TRACE_H

#include <linux/types.h>
#include <stddef.h>

/*
 * Calls see(arg, word) for each word that nblocks blocks under key make
 * from counter on (nonce 0, as chacha.h): every sum, every xor before
 * its rotation and every rotation of the 20 rounds, which ends with the
 * state before the final addition; and the left half of each rotation by
 * 12, 8 or 7 (xor << n: 20 bits of a word or more, what a core without
 * a rotate instruction leaves in its scratch register; the one by 16,
 * with 16 bits, would match too many public values). Not the inputs (the public constants
 * and counter, and the key) nor the output words, nor a round's word
 * that happens to equal a constant.
 */
void vgr_chacha20_trace(const __u32 key[8], __u64 counter, size_t nblocks,
			void (*see)(void *arg, __u32 word), void *arg);

#endif /* VGR_TESTS_CHACHA_TRACE_H */
