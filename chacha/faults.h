/* SPDX-License-Identifier: GPL-2.0 */
/*
 * faults.h - test-only copies of vgr_chacha20_blocks_nostack, each with
 * one planted bug (see nostack.S), in $(O)/chacha/nostack-fault-NAME.o.
 * They prove that a test can fail; nothing else may call them.
 */
#ifndef VGR_CHACHA_FAULTS_H
#define VGR_CHACHA_FAULTS_H

#include "chacha/chacha.h"

/* X(name) for each fault, e.g. to build a table of the variants. */
#define VGR_CHACHA_FAULTS(X) \
	X(rotation) X(counter) X(carry) X(zeroize) X(stack) X(overrun)

#define VGR_CHACHA_FAULT_DECLARE(name)					\
	void vgr_chacha20_blocks_nostack_fault_##name(__u8 *dst,	\
		const __u32 key[8], __u32 counter[2], size_t nblocks);
VGR_CHACHA_FAULTS(VGR_CHACHA_FAULT_DECLARE)
#undef VGR_CHACHA_FAULT_DECLARE

#endif /* VGR_CHACHA_FAULTS_H */
