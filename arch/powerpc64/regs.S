/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for big-endian ppc64 (ELFv1).
 *
 * What a callee may clobber (64-bit PowerPC ELF ABI Supplement 1.9, the
 * ELFv1 ABI, 3.2.1): r0, r3-r12 (r11 the environment pointer, r12 glink
 * scratch: neither carries anything into a call by code address), f0-f13,
 * v0-v19, cr0-cr1, cr5-cr7, lr, ctr, xer. The kernel's vdso_call.h
 * clobbers the same GPRs around a vDSO call, and no FPR or VR: the vDSO
 * is built -msoft-float -mno-altivec -mno-vsx (arch/powerpc/Makefile).
 * Loaded and scanned: r0, r3-r12 and f0-f13. Not the VRs: ppc64 cores
 * without VMX (POWER5, e5500) would trap, and the vDSO, built without them, never touches them.
 * Not ctr (the call's target), cr, xer or lr. r2 (the TOC), r13 (the
 * thread pointer) and r1 are dedicated.
 *
 * The call (ELFv1 ABI 3.2.2, 3.2.5): the vDSO's __kernel_getrandom is a
 * code address, not a descriptor (arch/powerpc/include/asm/vdso.h's
 * V_FUNCTION_BEGIN makes no .opd entry), so it is called as vdso_call.h
 * does, mtctr and bctrl, with the caller's TOC left in r2 (the vDSO's
 * cvdso_call saves and restores it: kernel/vdso/getrandom.S) and
 * restored from the frame's TOC word after. A C function is called the
 * same way at VGR_FUNC_CODE(f), its descriptor's code address: a static
 * program has one TOC, which r2 holds already. The caller gives the
 * 112-byte frame ELFv1 wants (48-byte header, 64-byte parameter save
 * area; the kernel's PPC_MIN_STKFRM). Errors come back as a positive
 * errno with cr0.SO set (getrandom.S: crset so, neg), which the shim
 * turns into -errno as vdso_call.h does.
 */
/*
 * clang's build (make LLVM=1) is ELFv2 (arch.conf's clang_cflags: lld
 * links ppc64 as ELFv2 only), whose code is ppc64le's.
 */
#if defined(_CALL_ELF) && _CALL_ELF == 2
#include "arch/powerpc64le/regs.S"
#else
#include "arch/powerpc64le/regs-powerpc.inc"

/*
 * An ELFv1 function as GCC writes one: the name is its descriptor in
 * .opd (code address, TOC, environment; ELFv1 ABI 3.2.5), the code is
 * .L.name (the kernel's _GLOBAL names it .name, a dot-symbol; a call
 * from C, `bl name`, reaches the code either way through .opd).
 */
.macro VGR_ELFV1_FUNC name
	.section ".opd", "aw"
	.p2align 3
	.globl \name
	.type \name, @function
\name:
	.quad .L.\name, .TOC.@tocbase, 0
	.previous
	.p2align 4
.L.\name:
.endm

	.text
/* r3 = fn (a code address), r4 = before, r5 = after; dump: f0-f13, r0, r3-r12. */
	VGR_ELFV1_FUNC vgr_regs_call
	mflr	0
	std	0, 16(1)
	stdu	1, -128(1)
	std	2, 40(1)
	std	29, 112(1)
	std	30, 120(1)
	mtctr	3
	mr	30, 5
	mr	29, 4
	VGR_PPC_LOAD_CALL_STORE ld, std, 8
	ld	2, 40(1)
	ld	29, 112(1)
	ld	30, 120(1)
	addi	1, 1, 128
	ld	0, 16(1)
	mtlr	0
	blr
	.size vgr_regs_call, . - .L.vgr_regs_call

/* The model's key-left-in-register fault: f12-f13, which compiled code
 * here never touches on the way back to the shim.
 */
	VGR_ELFV1_FUNC vgr_regs_plant
	VGR_PPC_PLANT_FPRS
	blr
	.size vgr_regs_plant, . - .L.vgr_regs_plant

/* f0 from a zero doubleword in the 288-byte red zone (ELFv1 ABI 3.2.2),
 * the other FPRs from f0: bit copies, whatever they held.
 */
	VGR_ELFV1_FUNC vgr_regs_clear
	li	0, 0
	std	0, -8(1)
	lfd	0, -8(1)
	VGR_PPC_CLEAR
	blr
	.size vgr_regs_clear, . - .L.vgr_regs_clear

/*
 * No row is VGR_REG_LEFT_UPSTREAM: 7.3's kernel/vdso/vgetrandom-chacha.S
 * keeps the key in r5-r12 and the state in r14-r31 (saved in the red
 * zone and restored), and before it returns zeroes r6-r12 and reloads r5
 * with the counter's address; r0 ends at 0, r4 at 4. Seen so on
 * ppc64-tiny-7.x (7.3, big-endian): after 4096 bytes, r0 r4 r5 r9 r10
 * changed, none holding a secret.
 */
	VGR_REGS_BEGIN
	VGR_PPC_FPR_ROWS
	VGR_PPC_GPR_ROWS 8
	VGR_REGS_END (14*8+11*8)
#endif /* _CALL_ELF == 2 */
