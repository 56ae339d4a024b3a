/* SPDX-License-Identifier: GPL-2.0 */
/*
 * regs.S - vgr_regs_call() (vdso/regs/regs.h) for x86_64: the System V ABI lets
 * a callee clobber rax, rcx, rdx, rsi, rdi, r8-r11 and every xmm
 * register. xmm0-15 whole (16 bytes: the kernel's SSE2 ChaCha uses no
 * wider register, and VEX code would zero the upper halves anyway).
 */
#include "vdso/regs/table.inc"

	.text
	.globl vgr_regs_call
	.type vgr_regs_call, @function
/* rdi = fn, rsi = before, rdx = after; the dump's layout is vgr_regs[]. */
vgr_regs_call:
	push	%rbx
	push	%rbp
	push	%r12
	mov	%rdi, %rbx
	mov	%rdx, %rbp
	mov	%rsi, %r12
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movdqu	72 + 16 * \n(%r12), %xmm\n
	.endr
	mov	0(%r12), %rax
	mov	8(%r12), %rdi
	mov	16(%r12), %rsi
	mov	24(%r12), %rdx
	mov	32(%r12), %rcx
	mov	40(%r12), %r8
	mov	48(%r12), %r9
	mov	56(%r12), %r10
	mov	64(%r12), %r11
	call	*%rbx
	mov	%rax, 0(%rbp)
	mov	%rdi, 8(%rbp)
	mov	%rsi, 16(%rbp)
	mov	%rdx, 24(%rbp)
	mov	%rcx, 32(%rbp)
	mov	%r8, 40(%rbp)
	mov	%r9, 48(%rbp)
	mov	%r10, 56(%rbp)
	mov	%r11, 64(%rbp)
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movdqu	%xmm\n, 72 + 16 * \n(%rbp)
	.endr
	pop	%r12
	pop	%rbp
	pop	%rbx
	ret
	.size vgr_regs_call, . - vgr_regs_call

/* The model's key-left-in-register fault: xmm15, which compiled code
 * here never touches on the way back to the shim.
 */
	.globl vgr_regs_plant
	.type vgr_regs_plant, @function
vgr_regs_plant:
	movdqu	(%rdi), %xmm15
	ret
	.size vgr_regs_plant, . - vgr_regs_plant

	.globl vgr_regs_clear
	.type vgr_regs_clear, @function
vgr_regs_clear:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	pxor	%xmm\n, %xmm\n
	.endr
	.irp r, rax, rcx, rdx, rsi, rdi, r8, r9, r10, r11
	xor	%\r, %\r
	.endr
	ret
	.size vgr_regs_clear, . - vgr_regs_clear

	VGR_REGS_BEGIN
	VGR_REG rax, 8, VGR_REG_RETURN
	VGR_REG rdi, 8, VGR_REG_SCANNED, 1
	VGR_REG rsi, 8, VGR_REG_SCANNED, 2
	VGR_REG rdx, 8, VGR_REG_SCANNED, 3
	VGR_REG rcx, 8, VGR_REG_SCANNED, 4
	VGR_REG r8, 8, VGR_REG_SCANNED, 5
	VGR_REG r9, 8
	VGR_REG r10, 8
	VGR_REG r11, 8
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	VGR_REG xmm\n, 16
	.endr
	VGR_REGS_END (72+16*16)
