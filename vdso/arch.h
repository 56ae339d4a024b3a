/* SPDX-License-Identifier: GPL-2.0 */
/*
 * arch.h - the facts of the architecture's vDSO getrandom: the names and
 * version of its symbols (VGR_VDSO_*, arch/ARCH/vgr_arch.h), and how it
 * is called (the kernel's vDSO/vdso_call.h, which turns an error flag
 * into -errno where the ABI has one). The page size is never a fact
 * here: see VGR_PAGE_SIZE.
 */
#ifndef VGR_VDSO_ARCH_H
#define VGR_VDSO_ARCH_H

#include "vDSO/vdso_call.h"
#include "vgr_arch.h"

/* The symbol as `NAME@VERSION`, for messages. */
#define VGR_VDSO_GETRANDOM_AT	VGR_VDSO_GETRANDOM "@" VGR_VDSO_VERSION

#endif /* VGR_VDSO_ARCH_H */
