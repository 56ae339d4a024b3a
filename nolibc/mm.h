/* SPDX-License-Identifier: GPL-2.0 */
/*
 * mm.h - memory syscalls nolibc lacks (madvise, mincore, mlock, mlock2,
 * mlockall, mremap) and the constants that Debian 12's uapi headers lack (MAP_DROPPABLE).
 */
#ifndef VGR_NOLIBC_MM_H
#define VGR_NOLIBC_MM_H

#include "raw_syscall.h"

#ifndef MAP_DROPPABLE
#define MAP_DROPPABLE	0x08
#endif
#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT	21
#endif
#ifndef MREMAP_DONTUNMAP
#define MREMAP_DONTUNMAP	4
#endif
#ifndef MLOCK_ONFAULT
#define MLOCK_ONFAULT	0x01
#endif
#ifndef MCL_ONFAULT
#define MCL_ONFAULT	4
#endif

/*
 * The page size of the running kernel, from AT_PAGESZ: 4k, 16k (arm64,
 * loongarch) or 64k (ppc64le, arm64). Never a constant.
 */
#define VGR_PAGE_SIZE	((unsigned long)getpagesize())

static inline long vgr_madvise(void *addr, size_t len, int advice)
{
	return __nolibc_syscall3(__NR_madvise, addr, len, advice);
}

static inline long vgr_mincore(void *addr, size_t len, unsigned char *vec)
{
	return __nolibc_syscall3(__NR_mincore, addr, len, vec);
}

static inline long vgr_mprotect(void *addr, size_t len, int prot)
{
	return __nolibc_syscall3(__NR_mprotect, addr, len, prot);
}

static inline long vgr_mlock(const void *addr, size_t len)
{
	return __nolibc_syscall2(__NR_mlock, addr, len);
}

static inline long vgr_mremap(void *old, size_t old_len, size_t new_len,
			      int flags, void *new_addr)
{
	return __nolibc_syscall5(__NR_mremap, old, old_len, new_len, flags,
				 new_addr);
}

static inline long vgr_mlock2(const void *addr, size_t len, int flags)
{
	return __nolibc_syscall3(__NR_mlock2, addr, len, flags);
}

static inline long vgr_mlockall(int flags)
{
	return __nolibc_syscall1(__NR_mlockall, flags);
}

static inline long vgr_munlockall(void)
{
	return __nolibc_syscall0(__NR_munlockall);
}

/*
 * mmap() of fd (-1: none) at offset 0, returning the kernel's value: an
 * address or -errno. s390x's __NR_mmap is the old one, whose one argument
 * points to the six.
 */
static inline long vgr_mmap_fd(void *addr, size_t len, int prot, int flags,
			       int fd)
{
#if defined(__s390x__)
	unsigned long args[6] = { (unsigned long)addr, len, prot, flags,
				  (unsigned long)(long)fd, 0 };

	return __nolibc_syscall1(__NR_mmap, args);
#else
	return __nolibc_syscall6(__NR_mmap, addr, len, prot, flags, fd, 0);
#endif
}

/* Anonymous mmap(): an address or -errno. */
static inline long vgr_mmap(void *addr, size_t len, int prot, int flags)
{
	return vgr_mmap_fd(addr, len, prot, flags, -1);
}

static inline int vgr_is_err(long ret)
{
	return (unsigned long)ret >= -4095UL;
}

/* True when the running kernel accepts MAP_DROPPABLE (6.11+). */
static inline int vgr_kernel_has_droppable(void)
{
	long addr = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			     MAP_ANONYMOUS | MAP_DROPPABLE);

	if (vgr_is_err(addr))
		return 0;
	munmap((void *)addr, VGR_PAGE_SIZE);
	return 1;
}

#endif /* VGR_NOLIBC_MM_H */
