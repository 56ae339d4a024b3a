// SPDX-License-Identifier: GPL-2.0
/*
 * none.c - regs.h where the architecture has no shim yet (no
 * arch/ARCH/regs.S; regs.mk warns): an empty table and no
 * vgr_regs_call(), so that nothing can claim to have scanned a register.
 * The model's fault key-left-in-register plants nothing here, and its
 * clearing has nothing to clear.
 */
#include "vdso/regs/regs.h"

const struct vgr_reg vgr_regs[1];
const __u32 vgr_regs_count;
const __u32 vgr_regs_dump_size;

void vgr_regs_plant(const void *words)
{
}

void vgr_regs_clear(void)
{
}
