/* SPDX-License-Identifier: GPL-2.0 */
/*
 * asm.h - what riscv's vgetrandom-chacha.S takes from <asm/asm.h>: the
 * register-sized load and store and the register size, for rv64.
 */
#ifndef VGR_SHIM_RISCV_ASM_H
#define VGR_SHIM_RISCV_ASM_H

#define REG_L	ld
#define REG_S	sd
#define SZREG	8

#endif /* VGR_SHIM_RISCV_ASM_H */
