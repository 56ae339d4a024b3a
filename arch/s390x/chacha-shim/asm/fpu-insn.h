/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fpu-insn.h - stands in for s390's <asm/fpu-insn.h>, whose vector
 * instruction macros s390's vgetrandom-chacha.S uses (-march=z13, or z15
 * for VSTBRF). The assembler's names are not case-sensitive, so VAF, VX,
 * VLR and the others whose operands the kernel writes as the instruction
 * does are the instructions themselves; the four with a memory operand,
 * written "disp, index, base", are macros named vgr_<name> here.
 */
#ifndef VGR_SHIM_S390_FPU_INSN_H
#define VGR_SHIM_S390_FPU_INSN_H

#define VL	vgr_VL
#define VLM	vgr_VLM
#define VSTM	vgr_VSTM
#define VSTBRF	vgr_VSTBRF

	.macro	vgr_VL v, disp, index="%r0", base
	vl	\v, \disp(\index, \base)
	.endm
	.macro	vgr_VLM vfrom, vto, disp, base
	vlm	\vfrom, \vto, \disp(\base)
	.endm
	.macro	vgr_VSTM vfrom, vto, disp, base
	vstm	\vfrom, \vto, \disp(\base)
	.endm
	.macro	vgr_VSTBRF v, disp, index="%r0", base
	vstbrf	\v, \disp(\index, \base)
	.endm

#endif /* VGR_SHIM_S390_FPU_INSN_H */
