/* SPDX-License-Identifier: GPL-2.0 */
/*
 * faults.h - test-only copies of vgr_chacha20_blocks_nostack, each with
 * one planted bug (see arch/ARCH/chacha-nostack.S; the C reference plants
 * rotation and counter only), in $(O)/chacha/nostack-fault-NAME.o.
 * They prove that a test can fail; nothing else may call them.
 */
#ifndef VGR_CHACHA_FAULTS_H
#define VGR_CHACHA_FAULTS_H

#include "chacha/chacha.h"

/* Rotates by 6 where ChaCha20 rotates by 7. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_rotation;
/* Never writes the counter back. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_counter;
/* Adds to the low counter word only: no carry into the high word. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_carry;
/* Leaves key[0..3] in a register on return. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_zeroize;
/* Spills key[0..3] 64 bytes below the stack pointer. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_stack;
/* Writes one byte after the last block. */
vgr_chacha20_blocks_fn vgr_chacha20_blocks_nostack_fault_overrun;

#endif /* VGR_CHACHA_FAULTS_H */
