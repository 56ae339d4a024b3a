/* SPDX-License-Identifier: GPL-2.0 */
/*
 * linkage.h - chacha/shim/linux/linkage.h for big-endian ppc64, whose
 * ELFv1 calls a function through its descriptor: the name is an .opd
 * entry (code address, TOC, environment), the code is .L.name, as GCC
 * emits it there. Assembler macros: checkpatch's C rules do not apply.
 */
#ifndef VGR_SHIM_LINUX_LINKAGE_H
#define VGR_SHIM_LINUX_LINKAGE_H

#define SYM_FUNC_START(name)			\
	.section ".opd", "aw";			\
	.p2align 3;				\
	.globl name;				\
	.type name, @function;			\
	name:					\
	.quad .L.name, .TOC.@tocbase, 0;	\
	.previous;				\
	.p2align 4;				\
	.L.name:

#define SYM_FUNC_END(name)	\
	.size name, .-.L.name

#endif /* VGR_SHIM_LINUX_LINKAGE_H */
