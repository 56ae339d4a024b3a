/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dwarf.h - stands in for s390's <asm/dwarf.h>: the call frame
 * directives around a function.
 */
#ifndef VGR_SHIM_S390_DWARF_H
#define VGR_SHIM_S390_DWARF_H

#define CFI_STARTPROC	.cfi_startproc
#define CFI_ENDPROC	.cfi_endproc

#endif /* VGR_SHIM_S390_DWARF_H */
