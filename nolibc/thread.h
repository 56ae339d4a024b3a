/* SPDX-License-Identifier: GPL-2.0 */
/*
 * thread.h - threads for nolibc, which has none: raw clone() of a thread
 * that shares everything (CLONE_THREAD, CLONE_SETTLS), on an mmap()ed
 * stack with a PROT_NONE guard page below it, joined through the futex
 * the kernel clears and wakes on the child's exit (CLONE_CHILD_CLEARTID).
 *
 * nolibc uses no TLS here (the suite builds with -fno-stack-protector and
 * nolibc's guard is a global), but each thread still gets a small zeroed
 * TLS block whose first word points to itself, as the x86_64 TCB
 * convention wants. CLONE_SETTLS puts the block's address in the thread
 * pointer as it is: %fs base (x86_64), tpidr_el0 (arm64), tp (riscv),
 * r13 (powerpc64, where the ABI's would be TCB + 0x7000; nothing reads
 * it), r2 (powerpc32, likewise), tp (loongarch) and access registers
 * a0:a1 (s390x). errno is one global shared by
 * all threads: thread code must use return values (-errno), never errno.
 */
#ifndef VGR_NOLIBC_THREAD_H
#define VGR_NOLIBC_THREAD_H

#include "raw_syscall.h"
#include "asm_func.h"
#include "mm.h"
#include <linux/futex.h>
#include <linux/sched.h>

#define VGR_THREAD_STACK_SIZE	(64 * 1024UL)
#define VGR_THREAD_TLS_SIZE	256UL

#define VGR_THREAD_CLONE_FLAGS	(CLONE_VM | CLONE_FS | CLONE_FILES |	\
				 CLONE_SIGHAND | CLONE_THREAD |		\
				 CLONE_SYSVSEM | CLONE_SETTLS |		\
				 CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

struct vgr_thread {
	int tid;		/* set by clone, cleared by the kernel at exit */
	int ret;		/* what fn returned, valid after the join */
	int (*fn)(void *arg);
	void *arg;
	void *map;		/* guard page, stack, TLS block */
	size_t map_len;
};

/*
 * long vgr_thread_clone(flags, stack_top, ptid, ctid, tls): the clone
 * syscall; the child starts on stack_top, where the caller has put the
 * entry function and its argument, calls entry(arg), and leaves with
 * SYS_exit (only this thread, not exit_group). The parent gets the TID
 * or -errno.
 */
long vgr_thread_clone(unsigned long flags, void *stack_top, int *ptid,
		      int *ctid, unsigned long tls);

/*
 * clone's argument order differs: x86_64 (flags, stack, ptid, ctid, tls);
 * arm64, riscv, powerpc (flags, stack, ptid, tls, ctid); s390x (stack,
 * flags, ptid, ctid, tls); loongarch, without CONFIG_CLONE_BACKWARDS,
 * x86_64's (7.3: kernel/fork.c, the arch Kconfigs). Each child calls
 * entry(arg) in the frame its ABI wants, then exits the thread alone.
 */
/*
 * powerpc's clone, every width and ELF ABI: ctid and tls swap places;
 * errors come back with cr0.SO set and a positive errno in r3, returned
 * as -errno; the parent returns, the child goes on at the next line with
 * r3 == 0 (cmp: cmpdi or cmpwi, the word of the machine).
 */
#define VGR_PPC_CLONE(cmp)						\
	"	mr 8, 6\n"						\
	"	mr 6, 7\n"						\
	"	mr 7, 8\n"						\
	"	li 0, " VGR_STR(__NR_clone) "\n"			\
	"	sc\n"							\
	"	bns+ 2f\n"						\
	"	neg 3, 3\n"						\
	"	blr\n"							\
	"2:	" cmp " 3, 0\n"					\
	"	bnelr\n"

/* The child's end on powerpc: a call to ctr, then exit(its return). */
#define VGR_PPC_CALL_CTR_THEN_EXIT					\
	"	mtctr 12\n"						\
	"	bctrl\n"						\
	"	li 0, " VGR_STR(__NR_exit) "\n"			\
	"	sc\n"							\
	"	trap\n"

#if defined(__x86_64__)
__asm__(".text\n"
	".weak vgr_thread_clone\n"
	".type vgr_thread_clone, @function\n"
	"vgr_thread_clone:\n"
	"	mov %rcx, %r10\n"		/* 4th syscall argument */
	"	mov $" VGR_STR(__NR_clone) ", %eax\n"
	"	syscall\n"
	"	test %rax, %rax\n"
	"	jnz 1f\n"
	"	xor %ebp, %ebp\n"		/* outermost frame */
	"	pop %rax\n"			/* entry */
	"	pop %rdi\n"			/* arg */
	"	call *%rax\n"
	"	mov %eax, %edi\n"
	"	mov $" VGR_STR(__NR_exit) ", %eax\n"
	"	syscall\n"
	"	hlt\n"
	"1:	ret\n"
	".size vgr_thread_clone, . - vgr_thread_clone\n");
#elif defined(__aarch64__)
__asm__(".text\n"
	".weak vgr_thread_clone\n"
	".type vgr_thread_clone, %function\n"
	"vgr_thread_clone:\n"
	"	mov x5, x3\n"			/* ctid and tls swap places */
	"	mov x3, x4\n"
	"	mov x4, x5\n"
	"	mov x8, #" VGR_STR(__NR_clone) "\n"
	"	svc #0\n"
	"	cbnz x0, 1f\n"
	"	ldp x9, x0, [sp], #16\n"	/* entry, arg */
	"	mov x29, #0\n"			/* outermost frame */
	"	mov x30, #0\n"
	"	blr x9\n"
	"	mov x8, #" VGR_STR(__NR_exit) "\n"
	"	svc #0\n"
	"	brk #0\n"
	"1:	ret\n"
	".size vgr_thread_clone, . - vgr_thread_clone\n");
#elif defined(__riscv)
__asm__(".text\n"
	".weak vgr_thread_clone\n"
	".type vgr_thread_clone, %function\n"
	"vgr_thread_clone:\n"
	"	mv t0, a3\n"			/* ctid and tls swap places */
	"	mv a3, a4\n"
	"	mv a4, t0\n"
	"	li a7, " VGR_STR(__NR_clone) "\n"
	"	ecall\n"
	"	bnez a0, 1f\n"
	"	ld t1, 0(sp)\n"			/* entry */
	"	ld a0, 8(sp)\n"			/* arg */
	"	addi sp, sp, 16\n"
	"	li ra, 0\n"			/* outermost frame */
	"	li s0, 0\n"
	"	jalr t1\n"
	"	li a7, " VGR_STR(__NR_exit) "\n"
	"	ecall\n"
	"	ebreak\n"
	"1:	ret\n"
	".size vgr_thread_clone, . - vgr_thread_clone\n");
#elif defined(__s390x__)
__asm__(".text\n"
	".weak vgr_thread_clone\n"
	".type vgr_thread_clone, @function\n"
	"vgr_thread_clone:\n"
	"	lgr %r1, %r2\n"			/* stack first, then flags */
	"	lgr %r2, %r3\n"
	"	lgr %r3, %r1\n"
	"	svc " VGR_STR(__NR_clone) "\n"
	"	ltgr %r2, %r2\n"
	"	jnz 1f\n"
	"	lg %r1, 0(%r15)\n"		/* entry */
	"	lg %r2, 8(%r15)\n"		/* arg */
	"	aghi %r15, -160\n"		/* the callee's save area */
	"	xc 0(8, %r15), 0(%r15)\n"	/* back chain 0: outermost */
	"	basr %r14, %r1\n"
	"	svc " VGR_STR(__NR_exit) "\n"
	"	j .\n"
	"1:	br %r14\n"
	".size vgr_thread_clone, . - vgr_thread_clone\n");
#elif defined(__powerpc64__) && defined(_CALL_ELF) && _CALL_ELF == 2
__asm__(".text\n"
	".weak vgr_thread_clone\n"
	".type vgr_thread_clone, @function\n"
	"vgr_thread_clone:\n"
	VGR_PPC_CLONE("cmpdi")
	"	ld 12, 0(1)\n"			/* entry, for its global entry */
	"	ld 3, 8(1)\n"			/* arg */
	"	addi 1, 1, -64\n"		/* a frame, back chain 0 */
	"	li 0, 0\n"
	"	std 0, 0(1)\n"
	VGR_PPC_CALL_CTR_THEN_EXIT
	".size vgr_thread_clone, . - vgr_thread_clone\n");
#elif defined(__powerpc64__)
/* ELFv1: entry is a descriptor; the child's frame is ELFv1's 112 bytes. */
__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	VGR_PPC_CLONE("cmpdi")
	"	ld 11, 0(1)\n"			/* entry's descriptor */
	"	ld 3, 8(1)\n"			/* arg */
	"	addi 1, 1, -96\n"		/* a frame, back chain 0 */
	"	li 0, 0\n"
	"	std 0, 0(1)\n"
	"	ld 12, 0(11)\n"
	"	ld 2, 8(11)\n"
	VGR_PPC_CALL_CTR_THEN_EXIT
	VGR_ASM_FUNC_END(vgr_thread_clone));
#elif defined(__powerpc__)
__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	VGR_PPC_CLONE("cmpwi")
	"	lwz 12, 0(1)\n"		/* entry */
	"	lwz 3, 4(1)\n"			/* arg */
	"	addi 1, 1, -8\n"		/* a frame, back chain 0 */
	"	li 0, 0\n"
	"	stw 0, 0(1)\n"
	VGR_PPC_CALL_CTR_THEN_EXIT
	VGR_ASM_FUNC_END(vgr_thread_clone));
#elif defined(__loongarch64)
__asm__(VGR_ASM_FUNC(vgr_thread_clone)
	"	li.w $a7, " VGR_STR(__NR_clone) "\n"
	"	syscall 0\n"
	"	bnez $a0, 1f\n"
	"	ld.d $t0, $sp, 0\n"		/* entry */
	"	ld.d $a0, $sp, 8\n"		/* arg */
	"	addi.d $sp, $sp, 16\n"
	"	move $ra, $zero\n"		/* outermost frame */
	"	move $fp, $zero\n"
	"	jirl $ra, $t0, 0\n"
	"	li.w $a7, " VGR_STR(__NR_exit) "\n"
	"	syscall 0\n"
	"	break 0\n"
	"1:	jr $ra\n"
	VGR_ASM_FUNC_END(vgr_thread_clone));
#else
#error "no vgr_thread_clone for this architecture"
#endif

static inline int vgr_thread_entry(void *arg)
{
	struct vgr_thread *t = arg;

	t->ret = t->fn(t->arg);
	return 0;
}

/* Starts fn(arg) in a new thread described by t. Returns 0 or -errno. */
static inline long vgr_thread_start(struct vgr_thread *t, int (*fn)(void *),
				    void *arg)
{
	size_t len = VGR_PAGE_SIZE + VGR_THREAD_STACK_SIZE + VGR_THREAD_TLS_SIZE;
	unsigned long *top, *tls;
	long map, ret;

	len = (len + VGR_PAGE_SIZE - 1) & ~(VGR_PAGE_SIZE - 1);
	map = vgr_mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK);
	if (vgr_is_err(map))
		return map;
	ret = vgr_mprotect((void *)map, VGR_PAGE_SIZE, PROT_NONE);
	if (ret) {
		munmap((void *)map, len);
		return ret;
	}
	t->fn = fn;
	t->arg = arg;
	t->ret = 0;
	t->map = (void *)map;
	t->map_len = len;
	tls = (unsigned long *)(map + len - VGR_THREAD_TLS_SIZE);
	tls[0] = (unsigned long)tls;
	/* 16-byte aligned once the child has taken entry and arg off. */
	top = (unsigned long *)((unsigned long)tls & ~15UL) - 2;
	top[0] = (unsigned long)vgr_thread_entry;
	top[1] = (unsigned long)t;
	ret = vgr_thread_clone(VGR_THREAD_CLONE_FLAGS, top, &t->tid, &t->tid,
			       (unsigned long)tls);
	if (vgr_is_err(ret)) {
		munmap(t->map, len);
		t->map = NULL;
		return ret;
	}
	return 0;
}

/* Waits for t to exit, frees its stack, and returns what fn returned. */
static inline int vgr_thread_join(struct vgr_thread *t)
{
	int tid;

	while ((tid = __atomic_load_n(&t->tid, __ATOMIC_ACQUIRE)) != 0)
		__nolibc_syscall6(__NR_futex, &t->tid, FUTEX_WAIT, tid, NULL,
				  NULL, 0);
	munmap(t->map, t->map_len);
	t->map = NULL;
	return t->ret;
}

#endif /* VGR_NOLIBC_THREAD_H */
