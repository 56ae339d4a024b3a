/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sigaction.h - rt_sigaction, which nolibc lacks, plus the few signal
 * calls the tests use (tgkill, sigprocmask). An architecture whose
 * kernel needs an SA_RESTORER trampoline has it in arch/ARCH/
 * vgr_sigreturn.h; the others return from a handler through their vDSO's
 * sigreturn when SA_RESTORER is not set.
 */
#ifndef VGR_NOLIBC_SIGACTION_H
#define VGR_NOLIBC_SIGACTION_H

#include "raw_syscall.h"
#include "vgr_arch.h"

/*
 * The kernel's struct sigaction (not libc's): sa_restorer is there only
 * where the architecture has SA_RESTORER (VGR_HAS_SA_RESTORER, its
 * vgr_arch.h; 7.3: __ARCH_HAS_SA_RESTORER in arch/ARCH/include/
 * asm/signal.h). (Its uapi header would say so, but clashes with glibc's
 * in the sanitizer builds.) The mask is the kernel's sigset_t, 64 signals
 * in unsigned longs (_NSIG_WORDS): two words where they are 32 bits,
 * where rt_sigaction refuses any other sigsetsize.
 */
#define VGR_SIGSET_WORDS	(64 / (8 * sizeof(unsigned long)))
struct vgr_kernel_sigaction {
	void (*handler)(int sig, siginfo_t *info, void *ucontext);
	unsigned long flags;
#if VGR_HAS_SA_RESTORER
	void (*restorer)(void);
#endif
	unsigned long mask[VGR_SIGSET_WORDS];
#if !VGR_HAS_SA_RESTORER
	/*
	 * Past the kernel's struct, which it does not read: qemu-user
	 * before 10.0 assumed an sa_restorer here too and so read the
	 * mask one word further on.
	 */
	unsigned long qemu_mask[VGR_SIGSET_WORDS];
#endif
};

/* VGR_SA_RESTORER and VGR_RESTORER: the trampoline, where there is one. */
#if __has_include("vgr_sigreturn.h")
#include "vgr_sigreturn.h"
#else
#define VGR_SA_RESTORER	0
#endif

/*
 * Installs handler for sig with SA_SIGINFO and flags; mask is the set of
 * signals (bit n-1 for signal n, n <= 32) blocked while it runs. Returns
 * -errno.
 */
static inline long vgr_sigaction(int sig,
				 void (*handler)(int, siginfo_t *, void *),
				 unsigned long flags, unsigned long mask)
{
	struct vgr_kernel_sigaction act = {
		.handler = handler,
		.flags = flags | SA_SIGINFO | VGR_SA_RESTORER,
#ifdef VGR_RESTORER
		.restorer = VGR_RESTORER,
#endif
		.mask = { mask },
#if !VGR_HAS_SA_RESTORER
		.qemu_mask = { mask },
#endif
	};

	return __nolibc_syscall4(__NR_rt_sigaction, sig, &act, 0,
				 sizeof(act.mask));
}

/* Restores the default action of sig. */
static inline long vgr_sigdefault(int sig)
{
	struct vgr_kernel_sigaction act = { .handler = 0 };

	return __nolibc_syscall4(__NR_rt_sigaction, sig, &act, 0,
				 sizeof(act.mask));
}

/* The first word of the mask (signals 1 to 32 at least) in and out. */
static inline long vgr_sigprocmask(int how, unsigned long set,
				   unsigned long *old)
{
	unsigned long new_set[VGR_SIGSET_WORDS] = { set };
	unsigned long old_set[VGR_SIGSET_WORDS];
	long ret;

	ret = __nolibc_syscall4(__NR_rt_sigprocmask, how, new_set, old_set,
				sizeof(new_set));
	if (!ret && old)
		*old = old_set[0];
	return ret;
}

static inline long vgr_tgkill(int tgid, int tid, int sig)
{
	return __nolibc_syscall3(__NR_tgkill, tgid, tid, sig);
}

static inline long vgr_gettid(void)
{
	return __nolibc_syscall0(__NR_gettid);
}

#endif /* VGR_NOLIBC_SIGACTION_H */
