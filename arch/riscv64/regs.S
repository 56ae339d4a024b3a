/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for riscv64: LP64D lets a callee
 * clobber a0-a7, t0-t6 and the temporaries and arguments of the FPU,
 * ft0-ft11 and fa0-fa7 (ra too: the shim keeps its own). The vector
 * extension is not loaded: no vDSO uses it, and QEMU's virt may lack it.
 */
#include "vdso/regs/table.inc"

	.text
	.globl vgr_regs_call
	.type vgr_regs_call, %function
/* a0 = fn, a1 = before, a2 = after; dump: a0-a7, t0-t6, then the FPRs. */
vgr_regs_call:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	mv	s0, a0
	mv	s1, a2
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7
	fld	f\n, 120 + 8 * \n(a1)
	.endr
	.irp n, 10, 11, 12, 13, 14, 15, 16, 17
	fld	f\n, 120 + 8 * (\n - 2)(a1)
	.endr
	.irp n, 28, 29, 30, 31
	fld	f\n, 120 + 8 * (\n - 12)(a1)
	.endr
	ld	a0, 0(a1)
	ld	a2, 16(a1)
	ld	a3, 24(a1)
	ld	a4, 32(a1)
	ld	a5, 40(a1)
	ld	a6, 48(a1)
	ld	a7, 56(a1)
	ld	t0, 64(a1)
	ld	t1, 72(a1)
	ld	t2, 80(a1)
	ld	t3, 88(a1)
	ld	t4, 96(a1)
	ld	t5, 104(a1)
	ld	t6, 112(a1)
	ld	a1, 8(a1)
	jalr	s0
	sd	a0, 0(s1)
	sd	a1, 8(s1)
	sd	a2, 16(s1)
	sd	a3, 24(s1)
	sd	a4, 32(s1)
	sd	a5, 40(s1)
	sd	a6, 48(s1)
	sd	a7, 56(s1)
	sd	t0, 64(s1)
	sd	t1, 72(s1)
	sd	t2, 80(s1)
	sd	t3, 88(s1)
	sd	t4, 96(s1)
	sd	t5, 104(s1)
	sd	t6, 112(s1)
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7
	fsd	f\n, 120 + 8 * \n(s1)
	.endr
	.irp n, 10, 11, 12, 13, 14, 15, 16, 17
	fsd	f\n, 120 + 8 * (\n - 2)(s1)
	.endr
	.irp n, 28, 29, 30, 31
	fsd	f\n, 120 + 8 * (\n - 12)(s1)
	.endr
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	addi	sp, sp, 32
	ret
	.size vgr_regs_call, . - vgr_regs_call

/* The model's key-left-in-register fault: ft10-ft11, which compiled
 * code here never touches on the way back to the shim.
 */
	.globl vgr_regs_plant
	.type vgr_regs_plant, %function
vgr_regs_plant:
	fld	f30, 0(a0)
	fld	f31, 8(a0)
	ret
	.size vgr_regs_plant, . - vgr_regs_plant

	.globl vgr_regs_clear
	.type vgr_regs_clear, %function
vgr_regs_clear:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29, 30, 31
	fmv.d.x	f\n, zero
	.endr
	.irp r, a0, a1, a2, a3, a4, a5, a6, a7, t0, t1, t2, t3, t4, t5, t6
	mv	\r, zero
	.endr
	ret
	.size vgr_regs_clear, . - vgr_regs_clear

	VGR_REGS_BEGIN
	VGR_REG_ARGS 8, a0, a1, a2, a3, a4
	.irp r, a5, a6, a7
	VGR_REG \r, 8
	.endr
	/* 25 bits of a word of the ChaCha state, made from the key. */
	VGR_REG t0, 8, VGR_REG_LEFT_UPSTREAM, 0, \
		"7.3's chacha rotates by two shifts, leaving b^c << 7 in scratch t0"
	.irp r, t1, t2, t3, t4, t5, t6
	VGR_REG \r, 8
	.endr
	.irp r, ft0, ft1, ft2, ft3, ft4, ft5, ft6, ft7, fa0, fa1, \
		fa2, fa3, fa4, fa5, fa6, fa7, ft8, ft9, ft10, ft11
	VGR_REG \r, 8
	.endr
	VGR_REGS_END (120+20*8)
