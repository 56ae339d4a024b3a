/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.h - one C interface to the per-architecture shims, arch/ARCH/regs.S:
 * call a function with every register that the calling convention lets
 * it clobber loaded from a buffer, and store them all to another buffer
 * the moment it returns, so that a test sees what the callee left there.
 */
#ifndef VGR_VDSO_REGS_H
#define VGR_VDSO_REGS_H

#include <linux/types.h>
#include "nolibc/asm_func.h"

/* What a register's contents after the call are to a test. */
enum vgr_reg_role {
	VGR_REG_SCANNED,	/* must hold no secret */
	VGR_REG_RETURN,		/* the return value: not scanned */
	VGR_REG_LEFT_UPSTREAM,	/* upstream leaves a secret here: why says so */
	VGR_REG_TARGET,		/* scanned; loaded with fn, not from before */
};

/* One register of the dump; they follow each other, in vgr_regs[] order. */
struct vgr_reg {
	const char *name;
	__u32 size;		/* bytes in the dump */
	__u8 role;		/* enum vgr_reg_role */
	__u8 arg;		/* carries the call's argument arg (1..5), 0: none */
	__u8 pad[2];
	const char *why;	/* VGR_REG_LEFT_UPSTREAM: what is left, and why */
};

extern const struct vgr_reg vgr_regs[];
extern const __u32 vgr_regs_count;
extern const __u32 vgr_regs_dump_size;

/* Every architecture's dump fits in this. */
#define VGR_REGS_DUMP_MAX	2048

/*
 * Loads every register of vgr_regs[] from before (argument registers
 * too: their rows say which argument), calls fn, stores every register
 * to after before anything else runs, and returns fn's return value
 * (made -errno where the ABI returns an error in a flag, as the kernel's
 * vdso_call.h does). fn is a code address, as the vDSO's symbols are on
 * every architecture: a C function's is VGR_FUNC_CODE(f), not f itself
 * where a function pointer is a descriptor.
 */
long vgr_regs_call(const void *fn, const void *before, void *after);

/*
 * Loads the 16 bytes at words into a register that the shim scans and
 * compiled code leaves alone, and returns: the model's
 * key-left-in-register fault.
 */
void vgr_regs_plant(const void *words);

/*
 * Zeroes every register that the shim scans, as the kernel's
 * vgetrandom-chacha.S clears what its ChaCha used: the model's last step
 * before it returns from its fast path (its ChaCha may be C).
 */
void vgr_regs_clear(void);

#endif /* VGR_VDSO_REGS_H */
