/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ppc_asm.h - stands in for powerpc's <asm/ppc_asm.h>: its
 * vgetrandom-chacha.S needs only the register names r0-r31, which the
 * assembler takes with -mregnames (chacha/chacha.mk passes it).
 */
