/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for s390x: the ELF ABI lets a
 * callee clobber r0-r5 and v0-v7, v16-v31 whole, and v8-v15 but for
 * their left halves (f8-f15, callee-saved: the shim saves its caller's
 * and loads sentinels there too, so a callee must give those back).
 * r6 carries the fifth argument and is callee-saved.
 */
#include "vdso/regs/table.inc"

	.machine "z13"
	.text
	.globl vgr_regs_call
	.type vgr_regs_call, @function
/* r2 = fn, r3 = before, r4 = after; dump: v0-v31, then r0-r6. */
vgr_regs_call:
	stmg	%r6, %r15, 48(%r15)
	lay	%r15, -224(%r15)
	.irp n, 8, 9, 10, 11, 12, 13, 14, 15
	std	%f\n, 160 + 8 * (\n - 8)(%r15)
	.endr
	lgr	%r12, %r2
	lgr	%r13, %r4
	lgr	%r11, %r3
	vlm	%v0, %v15, 0(%r11)
	vlm	%v16, %v31, 256(%r11)
	lmg	%r0, %r6, 512(%r11)
	basr	%r14, %r12
	vstm	%v0, %v15, 0(%r13)
	vstm	%v16, %v31, 256(%r13)
	stmg	%r0, %r6, 512(%r13)
	.irp n, 8, 9, 10, 11, 12, 13, 14, 15
	ld	%f\n, 160 + 8 * (\n - 8)(%r15)
	.endr
	lay	%r15, 224(%r15)
	lmg	%r6, %r15, 48(%r15)
	br	%r14
	.size vgr_regs_call, . - vgr_regs_call

/* The model's key-left-in-register fault: v31, which compiled code
 * here never touches on the way back to the shim.
 */
	.globl vgr_regs_plant
	.type vgr_regs_plant, @function
vgr_regs_plant:
	vl	%v31, 0(%r2)
	br	%r14
	.size vgr_regs_plant, . - vgr_regs_plant

/* v8-v15: the right halves only, the left ones are the caller's. */
	.globl vgr_regs_clear
	.type vgr_regs_clear, @function
vgr_regs_clear:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, \
		20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	vzero	%v\n
	.endr
	.irp n, 8, 9, 10, 11, 12, 13, 14, 15
	vleig	%v\n, 0, 1
	.endr
	.irp n, 0, 1, 2, 3, 4, 5
	lghi	%r\n, 0
	.endr
	br	%r14
	.size vgr_regs_clear, . - vgr_regs_clear

	VGR_REGS_BEGIN
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, \
		16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	VGR_REG v\n, 16
	.endr
	VGR_REG r0, 8
	VGR_REG r1, 8
	VGR_REG_ARGS 8, r2, r3, r4, r5, r6
	VGR_REGS_END (512+7*8)
