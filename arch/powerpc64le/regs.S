/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for ppc64le: ELFv2 lets a
 * callee clobber r0, r3-r12, vs0-vs13 (f0-f13) and vr0-vr19 (vs32-51),
 * whole. r12 carries the callee's address (its global entry), so it is
 * the callee's to change and holds no sentinel. Not loaded: ctr (the
 * call's target), cr and xer (flag bits, never a 32-bit word).
 */
#include "arch/powerpc64le/regs-powerpc.inc"

	.abiversion 2
	.text
/* r3 = fn, r4 = before, r5 = after; dump: vs0-13, vr0-19, r0, r3-r12. */
	VGR_PPC_FUNC vgr_regs_call
	mflr	0
	std	0, 16(1)
	stdu	1, -64(1)
	std	2, 32(1)
	std	29, 40(1)
	std	30, 48(1)
	std	31, 56(1)
	mr	31, 3
	mr	30, 5
	mr	29, 4
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	li	12, 16 * \n
	lxvd2x	\n, 29, 12
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	li	12, 224 + 16 * \n
	lvx	\n, 29, 12
	.endr
	VGR_PPC_GPRS ld, 8, 544, 29
	mr	12, 31
	mtctr	12
	VGR_PPC_CALL
	VGR_PPC_GPRS std, 8, 544, 30
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	li	12, 16 * \n
	stxvd2x	\n, 30, 12
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	li	12, 224 + 16 * \n
	stvx	\n, 30, 12
	.endr
	ld	2, 32(1)
	ld	29, 40(1)
	ld	30, 48(1)
	ld	31, 56(1)
	addi	1, 1, 64
	ld	0, 16(1)
	mtlr	0
	blr
	VGR_PPC_ENDFUNC vgr_regs_call

/* The model's key-left-in-register fault: vr19 (vs51), which compiled
 * code here never touches on the way back to the shim.
 */
	VGR_PPC_FUNC vgr_regs_plant
	lxvd2x	51, 0, 3
	blr
	VGR_PPC_ENDFUNC vgr_regs_plant

	VGR_PPC_FUNC vgr_regs_clear
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	xxlxor	\n, \n, \n
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	vxor	\n, \n, \n
	.endr
	VGR_PPC_ZERO_GPRS
	blr
	VGR_PPC_ENDFUNC vgr_regs_clear

	VGR_REGS_BEGIN
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
	VGR_REG vs\n, 16
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	VGR_REG vr\n, 16
	.endr
	VGR_PPC_GPR_ROWS 8, VGR_REG_TARGET
	VGR_REGS_END (552+10*8)
