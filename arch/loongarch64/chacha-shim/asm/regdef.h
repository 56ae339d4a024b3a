/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regdef.h - stands in for loongarch's <asm/regdef.h>: the ABI names of
 * the registers that its vgetrandom-chacha.S uses without a "$" (the
 * kernel's header maps each to $rN; these are the assembler's own names).
 */
#ifndef VGR_SHIM_ASM_REGDEF_H
#define VGR_SHIM_ASM_REGDEF_H

#define zero	$zero
#define ra	$ra
#define sp	$sp
#define fp	$fp
#define a0	$a0
#define a1	$a1
#define a2	$a2
#define a3	$a3
#define a4	$a4
#define a5	$a5
#define a6	$a6
#define a7	$a7
#define t0	$t0
#define t1	$t1
#define t2	$t2
#define t3	$t3
#define t4	$t4
#define t5	$t5
#define t6	$t6
#define t7	$t7
#define t8	$t8
#define s0	$s0
#define s1	$s1
#define s2	$s2
#define s3	$s3
#define s4	$s4
#define s5	$s5
#define s6	$s6
#define s7	$s7
#define s8	$s8

#endif /* VGR_SHIM_ASM_REGDEF_H */
