/* SPDX-License-Identifier: GPL-2.0 */
/*
 * alternative.h - stands in for s390's <asm/alternative.h>: where the
 * kernel patches an ALTERNATIVE at boot by facility, this assembles one
 * side for good, the new one when VGR_S390_FACILITY_148 (vector
 * enhancements 2, z15) is defined, else the old one (z13). chacha.mk
 * builds and tests both.
 */
#ifndef VGR_SHIM_S390_ALTERNATIVE_H
#define VGR_SHIM_S390_ALTERNATIVE_H

#define ALT_FACILITY(facility)	facility

	.macro	ALTERNATIVE oldinstr, newinstr, feature
#ifdef VGR_S390_FACILITY_148
	\newinstr
#else
	\oldinstr
#endif
	.endm

#endif /* VGR_SHIM_S390_ALTERNATIVE_H */
