/* SPDX-License-Identifier: GPL-2.0 */
/*
 * asm.h - stands in for loongarch's <asm/asm.h>: the 64-bit register
 * size, its loads and stores, pointer arithmetic and the stack alignment
 * that its vgetrandom-chacha.S uses (values of the kernel's header for
 * LoongArch64).
 */
#ifndef VGR_SHIM_ASM_ASM_H
#define VGR_SHIM_ASM_ASM_H

#define SZREG		8
#define REG_L		ld.d
#define REG_S		st.d
#define PTR_ADDI	addi.d
#define STACK_ALIGN	~(0xf)

#endif /* VGR_SHIM_ASM_ASM_H */
