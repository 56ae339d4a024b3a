/* SPDX-License-Identifier: GPL-2.0 */
/*
 * assembler.h - the two macros of arm64's <asm/assembler.h> that its
 * vgetrandom-chacha.S uses: mov_q (a 64-bit constant into a register)
 * and emit_aarch64_feature_1_and (the BTI/PAC note, not needed here).
 */
#ifndef VGR_SHIM_ARM64_ASSEMBLER_H
#define VGR_SHIM_ARM64_ASSEMBLER_H

	.macro	mov_q, reg, val
	movz	\reg, :abs_g3:\val
	movk	\reg, :abs_g2_nc:\val
	movk	\reg, :abs_g1_nc:\val
	movk	\reg, :abs_g0_nc:\val
	.endm

	.macro	emit_aarch64_feature_1_and
	.endm

#endif /* VGR_SHIM_ARM64_ASSEMBLER_H */
