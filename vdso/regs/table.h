/* SPDX-License-Identifier: GPL-2.0 */
/*
 * table.h - VGR_REG, the assembler macro that writes one row of
 * vgr_regs[] (regs.h) in each architecture's ARCH.S, beside the shim
 * that loads and stores the registers in the same order.
 */
#ifndef VGR_VDSO_REGS_TABLE_H
#define VGR_VDSO_REGS_TABLE_H

#define VGR_REG_SCANNED		0
#define VGR_REG_RETURN		1
#define VGR_REG_LEFT_UPSTREAM	2
#define VGR_REG_TARGET		3

/* name, bytes in the dump, role, argument number (0: none), why. */
.macro VGR_REG name, size, role=VGR_REG_SCANNED, arg=0, why=""
	.pushsection .rodata.vgr_reg_names, "a"
.Lvgr_reg_name\@:
	.asciz "\name"
.Lvgr_reg_why\@:
	.asciz "\why"
	.popsection
	.8byte .Lvgr_reg_name\@
	.4byte \size
	.byte \role, \arg, 0, 0
	.8byte .Lvgr_reg_why\@
.endm

/* Opens vgr_regs[]; VGR_REGS_END closes it with its count and size. */
.macro VGR_REGS_BEGIN
	.section .rodata.vgr_regs, "a"
	.balign 8
	.globl vgr_regs
vgr_regs:
.endm

.macro VGR_REGS_END dump_size
.Lvgr_regs_end:
	.balign 4
	.globl vgr_regs_count
vgr_regs_count:
	.4byte (.Lvgr_regs_end - vgr_regs) / 24
	.globl vgr_regs_dump_size
vgr_regs_dump_size:
	.4byte \dump_size
	.text
.endm

#endif /* VGR_VDSO_REGS_TABLE_H */
