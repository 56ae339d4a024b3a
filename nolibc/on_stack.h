/* SPDX-License-Identifier: GPL-2.0 */
/*
 * on_stack.h - long vgr_on_stack(fn, arg, top): calls fn(arg) with the
 * stack pointer at top (16-byte aligned, the stack growing down from it)
 * and returns what fn returned, so that a test can search the stack a
 * call used. One trampoline per architecture, each with the frame its
 * ABI wants below top.
 */
#ifndef VGR_NOLIBC_ON_STACK_H
#define VGR_NOLIBC_ON_STACK_H

long vgr_on_stack(long (*fn)(void *), void *arg, void *top);

#if defined(__x86_64__)
__asm__(".text\n"
	".weak vgr_on_stack\n"
	".type vgr_on_stack, @function\n"
	"vgr_on_stack:\n"
	"	push %rbp\n"
	"	mov %rsp, %rbp\n"
	"	mov %rdx, %rsp\n"
	"	mov %rdi, %rax\n"
	"	mov %rsi, %rdi\n"
	"	call *%rax\n"
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
	"	mov sp, x2\n"
	"	mov x9, x0\n"
	"	mov x0, x1\n"
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
	"	mv sp, a2\n"
	"	mv t0, a0\n"
	"	mv a0, a1\n"
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
	"	lgr %r2, %r3\n"
	"	lay %r15, -160(%r4)\n"
	"	stg %r0, 0(%r15)\n"
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
	"	addi 1, 5, -64\n"
	"	std 31, 0(1)\n"
	"	mr 12, 3\n"
	"	mr 3, 4\n"
	"	mtctr 12\n"
	"	bctrl\n"
	"	mr 1, 31\n"
	"	ld 2, 32(1)\n"
	"	ld 31, 40(1)\n"
	"	addi 1, 1, 48\n"
	"	ld 0, 16(1)\n"
	"	mtlr 0\n"
	"	blr\n"
	".size vgr_on_stack, . - vgr_on_stack\n");
#else
#error "no vgr_on_stack trampoline for this architecture"
#endif

#endif /* VGR_NOLIBC_ON_STACK_H */
