/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for arm64: AAPCS64 lets a callee
 * clobber x0-x18 (Linux gives user space x18 as a temporary) and v0-v7,
 * v16-v31 whole, and the upper 64 bits of v8-v15 (their d halves are
 * callee-saved: the shim saves its caller's and loads sentinels there
 * too, so a callee must give those back).
 */
#include "vdso/regs/table.inc"

	.text
	.globl vgr_regs_call
	.type vgr_regs_call, %function
/* x0 = fn, x1 = before, x2 = after; dump: v0-v31, then x0-x18. */
vgr_regs_call:
	stp	x29, x30, [sp, #-96]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	d8, d9, [sp, #32]
	stp	d10, d11, [sp, #48]
	stp	d12, d13, [sp, #64]
	stp	d14, d15, [sp, #80]
	mov	x19, x0
	mov	x20, x2
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, \
		16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	ldr	q\n, [x1, #16 * \n]
	.endr
	ldr	x0, [x1, #512]
	.irp n, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
	ldr	x\n, [x1, #512 + 8 * \n]
	.endr
	ldr	x1, [x1, #520]
	blr	x19
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, \
		16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	str	q\n, [x20, #16 * \n]
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
	str	x\n, [x20, #512 + 8 * \n]
	.endr
	ldp	d14, d15, [sp, #80]
	ldp	d12, d13, [sp, #64]
	ldp	d10, d11, [sp, #48]
	ldp	d8, d9, [sp, #32]
	ldp	x19, x20, [sp, #16]
	ldp	x29, x30, [sp], #96
	ret
	.size vgr_regs_call, . - vgr_regs_call

/* The model's key-left-in-register fault: v31, which compiled code
 * here never touches on the way back to the shim.
 */
	.globl vgr_regs_plant
	.type vgr_regs_plant, %function
vgr_regs_plant:
	ldr	q31, [x0]
	ret
	.size vgr_regs_plant, . - vgr_regs_plant

/* v8-v15: the upper halves only, the d halves are the caller's. */
	.globl vgr_regs_clear
	.type vgr_regs_clear, %function
vgr_regs_clear:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, \
		20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	movi	v\n\().16b, #0
	.endr
	.irp n, 8, 9, 10, 11, 12, 13, 14, 15
	mov	v\n\().d[1], xzr
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
	mov	x\n, xzr
	.endr
	ret
	.size vgr_regs_clear, . - vgr_regs_clear

	VGR_REGS_BEGIN
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
	VGR_REG v\n, 16
	.endr
	/* A word of the ChaCha state, made from the key. */
	VGR_REG v17, 16, VGR_REG_LEFT_UPSTREAM, 0, \
		"7.3's chacha leaves its tmp, v17, holding the last round's b^c"
	.irp n, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	VGR_REG v\n, 16
	.endr
	VGR_REG_ARGS 8, x0, x1, x2, x3, x4
	.irp n, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
	VGR_REG x\n, 8
	.endr
	VGR_REGS_END (512+19*8)
