/* SPDX-License-Identifier: GPL-2.0 */
/*
 * alternative.h - stands in for s390's <asm/alternative.h>: where the
 * kernel patches an ALTERNATIVE at boot by facility, this assembles one
 * side for good: the new one where -march= has facility 148 (vector
 * enhancements 2: z15, the compiler's __ARCH__ 13, on), else the old one
 * (z13). chacha.mk builds and tests both (the record's chacha_variants).
 */
#ifndef VGR_SHIM_S390_ALTERNATIVE_H
#define VGR_SHIM_S390_ALTERNATIVE_H

#define ALT_FACILITY(facility)	facility

	.macro	ALTERNATIVE oldinstr, newinstr, feature
#if __ARCH__ >= 13
	\newinstr
#else
	\oldinstr
#endif
	.endm

#endif /* VGR_SHIM_S390_ALTERNATIVE_H */
