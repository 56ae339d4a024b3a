/* SPDX-License-Identifier: GPL-2.0 */
/*
 * linkage.h - the least of the kernel's <linux/linkage.h> that a vDSO
 * vgetrandom-chacha.S needs to assemble outside a kernel tree (make
 * CHACHA_SRC=..., make chacha-kernel): a global function and a local
 * object. Assembler macros: checkpatch's C rules do not apply to them.
 */
#ifndef VGR_SHIM_LINUX_LINKAGE_H
#define VGR_SHIM_LINUX_LINKAGE_H

#define SYM_FUNC_START(name)	\
	.globl name;		\
	.type name, %function;	\
	.p2align 4;		\
	name:

#define SYM_FUNC_END(name)	\
	.size name, .-name

#define SYM_DATA_START_LOCAL(name)	\
	.type name, %object;		\
	name:

#define SYM_DATA_END(name)	\
	.size name, .-name

#endif /* VGR_SHIM_LINUX_LINKAGE_H */
