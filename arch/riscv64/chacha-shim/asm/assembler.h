/* SPDX-License-Identifier: GPL-2.0 */
/*
 * assembler.h - what riscv's vgetrandom-chacha.S takes from
 * <asm/assembler.h>: the Zicfilp landing pad and the CFI note, both
 * empty here (the project's programs enable neither).
 */
#ifndef VGR_SHIM_RISCV_ASSEMBLER_H
#define VGR_SHIM_RISCV_ASSEMBLER_H

	.macro	vdso_lpad
	.endm

	.macro	emit_riscv_feature_1_and
	.endm

#endif /* VGR_SHIM_RISCV_ASSEMBLER_H */
