/* SPDX-License-Identifier: GPL-2.0 */
/*
 * on_stack.h - long vgr_on_stack(call, top): calls call->fn with the
 * four arguments call->arg[] and the stack pointer below top, and
 * returns what fn returned, so that a test can search the stack a call
 * used or fence it. One trampoline per architecture, each leaving the
 * frame its ABI wants a caller to provide just below top.
 */
#ifndef VGR_NOLIBC_ON_STACK_H
#define VGR_NOLIBC_ON_STACK_H

#include "nolibc/raw_syscall.h"
#include "nolibc/asm_func.h"

/*
 * fn is called as fn(arg[0], arg[1], arg[2], arg[3]): any function of up
 * to four integer or pointer arguments, all passed in registers here.
 */
struct vgr_stack_call {
	const void *fn;
	long arg[4];
};

/*
 * The bytes just below top that belong to the caller's frame, so that fn
 * is entered with its stack pointer at top - VGR_ON_STACK_FRAME: x86_64's
 * return address, s390x's 160-byte register save area (back chain at its
 * bottom), ppc64's 32-byte ELFv2 header (back chain, CR, LR, TOC), big-
 * endian ppc64's ELFv1 header of 48 bytes and the 64-byte parameter save
 * area every ELFv1 caller provides, ppc32's SysV back chain and LR word
 * (8 bytes, 16 to keep the alignment). top must be 16-byte aligned.
 */
#if defined(__x86_64__)
#define VGR_ON_STACK_FRAME	8
#elif defined(__s390x__)
#define VGR_ON_STACK_FRAME	160
#elif defined(__powerpc64__) && defined(_CALL_ELF) && _CALL_ELF == 2
#define VGR_ON_STACK_FRAME	32
#elif defined(__powerpc64__)
#define VGR_ON_STACK_FRAME	112
#elif defined(__powerpc__)
#define VGR_ON_STACK_FRAME	16
#else
#define VGR_ON_STACK_FRAME	0
#endif

long vgr_on_stack(const struct vgr_stack_call *call, void *top);

/* ppc64, either ELF ABI, code in r12: the call's arguments, the call, sp back. */
#define VGR_PPC64_ON_STACK_CALL						\
	"	ld 4, 16(3)\n"						\
	"	ld 5, 24(3)\n"						\
	"	ld 6, 32(3)\n"						\
	"	ld 3, 8(3)\n"						\
	"	mtctr 12\n"						\
	"	bctrl\n"						\
	"	mr 1, 31\n"

#if defined(__x86_64__)
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, @function\n"
	"vgr_on_stack:\n"
	"	push %rbp\n"
	"	mov %rsp, %rbp\n"
	"	mov %rsi, %rsp\n"
	"	mov %rdi, %rax\n"
	"	mov 8(%rax), %rdi\n"
	"	mov 16(%rax), %rsi\n"
	"	mov 24(%rax), %rdx\n"
	"	mov 32(%rax), %rcx\n"
	"	call *(%rax)\n"
	"	mov %rbp, %rsp\n"
	"	pop %rbp\n"
	"	ret\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#elif defined(__aarch64__)
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, %function\n"
	"vgr_on_stack:\n"
	"	stp x29, x30, [sp, #-16]!\n"
	"	mov x29, sp\n"
	"	mov sp, x1\n"
	"	ldr x9, [x0]\n"
	"	ldp x2, x3, [x0, #24]\n"
	"	ldp x0, x1, [x0, #8]\n"
	"	blr x9\n"
	"	mov sp, x29\n"
	"	ldp x29, x30, [sp], #16\n"
	"	ret\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#elif defined(__riscv)
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, %function\n"
	"vgr_on_stack:\n"
	"	addi sp, sp, -16\n"
	"	sd ra, 8(sp)\n"
	"	sd s0, 0(sp)\n"
	"	mv s0, sp\n"
	"	mv sp, a1\n"
	"	ld t0, 0(a0)\n"
	"	ld a3, 32(a0)\n"
	"	ld a2, 24(a0)\n"
	"	ld a1, 16(a0)\n"
	"	ld a0, 8(a0)\n"
	"	jalr t0\n"
	"	mv sp, s0\n"
	"	ld ra, 8(sp)\n"
	"	ld s0, 0(sp)\n"
	"	addi sp, sp, 16\n"
	"	ret\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#elif defined(__s390x__)
/* r15 is callee-saved: the back chain of the new frame finds it again. */
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, @function\n"
	"vgr_on_stack:\n"
	"	stmg %r14, %r15, 112(%r15)\n"
	"	lgr %r0, %r15\n"
	"	lgr %r1, %r2\n"
	"	lay %r15, -" VGR_STR(VGR_ON_STACK_FRAME) "(%r3)\n"
	"	stg %r0, 0(%r15)\n"
	"	lmg %r2, %r5, 8(%r1)\n"
	"	lg %r1, 0(%r1)\n"
	"	basr %r14, %r1\n"
	"	lg %r15, 0(%r15)\n"
	"	lmg %r14, %r15, 112(%r15)\n"
	"	br %r14\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#elif defined(__powerpc64__) && defined(_CALL_ELF) && _CALL_ELF == 2
/* ELFv2: r12 holds the callee for its global entry; r2 and r31 kept. */
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, @function\n"
	"vgr_on_stack:\n"
	"	mflr 0\n"
	"	std 0, 16(1)\n"
	"	stdu 1, -48(1)\n"
	"	std 31, 40(1)\n"
	"	std 2, 32(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	std 31, 0(1)\n"
	"	ld 12, 0(3)\n"
	VGR_PPC64_ON_STACK_CALL
	"	ld 2, 32(1)\n"
	"	ld 31, 40(1)\n"
	"	addi 1, 1, 48\n"
	"	ld 0, 16(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#elif defined(__powerpc64__)
/* ELFv1: fn is a descriptor, its code and TOC; r2 and r31 kept. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	mflr 0\n"
	"	std 0, 16(1)\n"
	"	stdu 1, -128(1)\n"
	"	std 31, 120(1)\n"
	"	std 2, 112(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	std 31, 0(1)\n"
	"	ld 11, 0(3)\n"
	"	ld 12, 0(11)\n"
	"	ld 2, 8(11)\n"
	VGR_PPC64_ON_STACK_CALL
	"	ld 2, 112(1)\n"
	"	ld 31, 120(1)\n"
	"	addi 1, 1, 128\n"
	"	ld 0, 16(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	VGR_ASM_FUNC_END(vgr_on_stack));
#elif defined(__powerpc__)
/* SysV ppc32: the callee saves LR at 4 of the frame it is given. */
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	mflr 0\n"
	"	stw 0, 4(1)\n"
	"	stwu 1, -16(1)\n"
	"	stw 31, 12(1)\n"
	"	mr 31, 1\n"
	"	addi 1, 4, -" VGR_STR(VGR_ON_STACK_FRAME) "\n"
	"	stw 31, 0(1)\n"
	"	lwz 12, 0(3)\n"
	"	lwz 4, 8(3)\n"
	"	lwz 5, 12(3)\n"
	"	lwz 6, 16(3)\n"
	"	lwz 3, 4(3)\n"
	"	mtctr 12\n"
	"	bctrl\n"
	"	mr 1, 31\n"
	"	lwz 31, 12(1)\n"
	"	addi 1, 1, 16\n"
	"	lwz 0, 4(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	VGR_ASM_FUNC_END(vgr_on_stack));
#elif defined(__loongarch64)
__asm__(VGR_ASM_FUNC(vgr_on_stack)
	"	addi.d $sp, $sp, -16\n"
	"	st.d $ra, $sp, 8\n"
	"	st.d $fp, $sp, 0\n"
	"	move $fp, $sp\n"
	"	move $sp, $a1\n"
	"	ld.d $t0, $a0, 0\n"
	"	ld.d $a3, $a0, 32\n"
	"	ld.d $a2, $a0, 24\n"
	"	ld.d $a1, $a0, 16\n"
	"	ld.d $a0, $a0, 8\n"
	"	jirl $ra, $t0, 0\n"
	"	move $sp, $fp\n"
	"	ld.d $ra, $sp, 8\n"
	"	ld.d $fp, $sp, 0\n"
	"	addi.d $sp, $sp, 16\n"
	"	jr $ra\n"
	VGR_ASM_FUNC_END(vgr_on_stack));
#else
#error "no vgr_on_stack trampoline for this architecture"
#endif

#endif /* VGR_NOLIBC_ON_STACK_H */
