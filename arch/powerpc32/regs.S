/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for 32-bit big-endian powerpc.
 *
 * What a callee may clobber (System V ABI PowerPC Processor Supplement,
 * 1995, "Registers"; v0-v19: the AltiVec Technology PIM): r0, r3-r12,
 * f0-f13, v0-v19, cr0-cr1, cr5-cr7, lr, ctr, xer. The kernel's
 * vdso_call.h clobbers the same GPRs around a vDSO call, and no FPR or
 * VR: the vDSO is built -msoft-float -mno-altivec (arch/powerpc/Makefile).
 * Loaded and scanned: r0, r3-r12 (4 bytes each) and f0-f13 (8). Not the
 * VRs: most 32-bit cores have no AltiVec (e500, the 750 that qemu-ppc
 * emulates by default: SIGILL), and the vDSO, built without them, never
 * touches them. Not ctr (the call's target), cr, xer or lr. r1, r2 (the
 * thread pointer) and r13 (the small data anchor) are dedicated.
 *
 * The call: the vDSO's symbol is its code (vdso/arch.h), called with
 * mtctr and bctrl as vdso_call.h does, from a frame whose LR word the
 * callee may use (ABI "The Stack Frame": back chain at 0, LR at 4; the
 * kernel's PPC_MIN_STKFRM is 16). Errors come back as a positive errno
 * with cr0.SO set (kernel/vdso/getrandom.S: crset so, neg), which the
 * shim turns into -errno as vdso_call.h does.
 */
#include "arch/powerpc64le/regs-powerpc.inc"

	.text
/* r3 = fn, r4 = before, r5 = after; dump: f0-f13, r0, r3-r12. */
	VGR_PPC_FUNC vgr_regs_call
	mflr	0
	stw	0, 4(1)
	stwu	1, -16(1)
	stw	29, 8(1)
	stw	30, 12(1)
	mtctr	3
	mr	30, 5
	mr	29, 4
	VGR_PPC_LOAD_CALL_STORE lwz, stw, 4
	lwz	29, 8(1)
	lwz	30, 12(1)
	addi	1, 1, 16
	lwz	0, 4(1)
	mtlr	0
	blr
	VGR_PPC_ENDFUNC vgr_regs_call

/* The model's key-left-in-register fault: f12-f13, which compiled code
 * here never touches on the way back to the shim.
 */
	VGR_PPC_FUNC vgr_regs_plant
	VGR_PPC_PLANT_FPRS
	blr
	VGR_PPC_ENDFUNC vgr_regs_plant

/* f0 from a zero doubleword in a frame of its own (this ABI has no red
 * zone), the other FPRs from f0: bit copies, whatever they held.
 */
	VGR_PPC_FUNC vgr_regs_clear
	stwu	1, -16(1)
	li	0, 0
	stw	0, 8(1)
	stw	0, 12(1)
	lfd	0, 8(1)
	addi	1, 1, 16
	VGR_PPC_CLEAR
	blr
	VGR_PPC_ENDFUNC vgr_regs_clear

/*
 * No row is VGR_REG_LEFT_UPSTREAM: 7.3's kernel/vdso/vgetrandom-chacha.S
 * (its 32-bit side: stmw/lmw of r14-r31 in a frame of its own) zeroes its
 * key registers r6-r12 and reloads r5 with the counter's address before
 * it returns. Seen so on ppc32-tiny-7.x (7.3): after 4096 bytes, r0 r4
 * r5 r8 r10 r11 changed, none holding a secret.
 */
	VGR_REGS_BEGIN
	VGR_PPC_FPR_ROWS
	VGR_PPC_GPR_ROWS 4
	VGR_REGS_END (14*8+11*4)
