/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for loongarch64 (LP64D).
 *
 * What a callee may clobber (LoongArch ELF psABI, procedure calling
 * convention; the kernel's Documentation/arch/loongarch/introduction.rst
 * copies its tables): a0-a7 ($r4-$r11), t0-t8 ($r12-$r20), ra, and
 * fa0-fa7, ft0-ft15 ($f0-$f23); fs0-fs7 ($f24-$f31) are callee-saved,
 * $r21 is reserved, tp and sp dedicated. The LSX and LASX registers
 * widen the FPRs and are not loaded: cores and kernels without them trap
 * (SIGILL), and the kernel builds the vDSO -mabi=lp64s -msoft-float
 * (arch/loongarch/Makefile, whose -m%-float vdso/Makefile keeps), so it
 * touches no FPR either: the FPRs are scanned for what the ABI allows,
 * and give the model's fault a register compiled code leaves alone. The
 * vDSO's __vdso_getrandom is a plain function (vdso/vgetrandom.c),
 * returning -errno in a0.
 */
#include "vdso/regs/table.inc"

	.text
	.globl vgr_regs_call
	.type vgr_regs_call, @function
/* a0 = fn, a1 = before, a2 = after; dump: a0-a7, t0-t8, then $f0-$f23. */
vgr_regs_call:
	addi.d	$sp, $sp, -32
	st.d	$ra, $sp, 24
	st.d	$s0, $sp, 16
	st.d	$s1, $sp, 8
	move	$s0, $a0
	move	$s1, $a2
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23
	fld.d	$f\n, $a1, 136 + 8 * \n
	.endr
	.irp n, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
	ld.d	$r\n, $a1, 8 * (\n - 4)
	.endr
	ld.d	$a1, $a1, 8
	jirl	$ra, $s0, 0
	.irp n, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
	st.d	$r\n, $s1, 8 * (\n - 4)
	.endr
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23
	fst.d	$f\n, $s1, 136 + 8 * \n
	.endr
	ld.d	$ra, $sp, 24
	ld.d	$s0, $sp, 16
	ld.d	$s1, $sp, 8
	addi.d	$sp, $sp, 32
	jr	$ra
	.size vgr_regs_call, . - vgr_regs_call

/* The model's key-left-in-register fault: ft14-ft15, which compiled
 * code here never touches on the way back to the shim.
 */
	.globl vgr_regs_plant
	.type vgr_regs_plant, @function
vgr_regs_plant:
	fld.d	$f22, $a0, 0
	fld.d	$f23, $a0, 8
	jr	$ra
	.size vgr_regs_plant, . - vgr_regs_plant

	.globl vgr_regs_clear
	.type vgr_regs_clear, @function
vgr_regs_clear:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23
	movgr2fr.d	$f\n, $zero
	.endr
	.irp n, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
	move	$r\n, $zero
	.endr
	jr	$ra
	.size vgr_regs_clear, . - vgr_regs_clear

/*
 * No row is VGR_REG_LEFT_UPSTREAM: 7.3's vdso/vgetrandom-chacha.S keeps
 * its state in s0-s8, fp (restored), a5-a7 and t0-t2 (zeroed before it
 * returns); t3-t4 end with the block counter, t5-t8 with the constants,
 * a4 and a3 at 0. Seen so on loongarch64-tiny-7.x (7.3): after 4096
 * bytes, a1 a2 t0 t1 t3 t5-t8 changed, none holding a secret.
 */
	VGR_REGS_BEGIN
	VGR_REG_ARGS 8, a0, a1, a2, a3, a4
	.irp r, a5, a6, a7, t0, t1, t2, t3, t4, t5, t6, t7, t8
	VGR_REG \r, 8
	.endr
	.irp r, fa0, fa1, fa2, fa3, fa4, fa5, fa6, fa7, ft0, ft1, ft2, ft3, \
		ft4, ft5, ft6, ft7, ft8, ft9, ft10, ft11, ft12, ft13, ft14, ft15
	VGR_REG \r, 8
	.endr
	VGR_REGS_END (17*8+24*8)
