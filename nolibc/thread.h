/* SPDX-License-Identifier: GPL-2.0 */
/*
 * thread.h - threads for nolibc, which has none: raw clone() of a thread
 * that shares everything (CLONE_THREAD, CLONE_SETTLS), on an mmap()ed
 * stack with a PROT_NONE guard page below it, joined through the futex
 * the kernel clears and wakes on the child's exit (CLONE_CHILD_CLEARTID).
 *
 * nolibc uses no TLS here (the suite builds with -fno-stack-protector and
 * nolibc's guard is a global), but each thread still gets a small zeroed
 * TLS block whose first word points to itself, as some ABIs' TCB
 * convention wants. CLONE_SETTLS puts the block's address in the thread
 * pointer as it is (arch/ARCH/vgr_thread.h says which). errno is one
 * global shared by all threads: thread code must use return values
 * (-errno), never errno.
 */
#ifndef VGR_NOLIBC_THREAD_H
#define VGR_NOLIBC_THREAD_H

#include "raw_syscall.h"
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
 * The architecture's, in arch/ARCH/vgr_thread.h: clone's argument order
 * differs, and each child calls entry(arg) in the frame its ABI wants,
 * then exits the thread alone.
 */
#include "vgr_thread.h"

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
