/* SPDX-License-Identifier: GPL-2.0 */
/*
 * mm.h - memory syscalls nolibc lacks (madvise, mincore, mlock, mlock2,
 * mlockall, mremap) and the constants that Debian 12's uapi headers lack (MAP_DROPPABLE).
 */
#ifndef VGR_NOLIBC_MM_H
#define VGR_NOLIBC_MM_H

#include "raw_syscall.h"
#include "vgr_arch.h"

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
 * The page size of the kernel under test, from AT_PAGESZ: 4k, 16k or
 * 64k (arch/ARCH/kconfig/pages-*.config). Never a constant. For the model
 * only (VGR_IMPL=model), VGR_MODEL_PAGE_SIZE=16384 or 65536 emulates a
 * kernel of larger pages on this one, model and tests agreeing on it, as
 * qemu-user cannot give a program pages larger than its host's: that is
 * how make mutants sees the model's 4 KiB-constant faults, which 4k pages
 * hide. vgr_mmap() then aligns what it maps to the larger page.
 */
static inline unsigned long vgr_page_size(void)
{
	static unsigned long page;
	const char *impl, *emulated;
	unsigned long want;

	if (page)
		return page;
	page = getpagesize();
	impl = getenv("VGR_IMPL");
	emulated = getenv("VGR_MODEL_PAGE_SIZE");
	if (!impl || strcmp(impl, "model") || !emulated)
		return page;
	want = strtoul(emulated, NULL, 10);
	if (want > page && want <= 65536 && !(want & (want - 1)))
		page = want;
	return page;
}

#define VGR_PAGE_SIZE	vgr_page_size()

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
 * address or -errno. Where __NR_mmap is the old one (VGR_OLD_MMAP), its
 * one argument points to the six.
 */
static inline long vgr_mmap_fd(void *addr, size_t len, int prot, int flags,
			       int fd)
{
#ifdef VGR_OLD_MMAP
	unsigned long args[6] = { (unsigned long)addr, len, prot, flags,
				  (unsigned long)(long)fd, 0 };

	return __nolibc_syscall1(__NR_mmap, args);
#else
	return __nolibc_syscall6(__NR_mmap, addr, len, prot, flags, fd, 0);
#endif
}

static inline int vgr_is_err(long ret)
{
	return (unsigned long)ret >= -4095UL;
}

/*
 * Anonymous mmap(): an address or -errno, aligned to VGR_PAGE_SIZE where
 * the model emulates a larger page than the kernel's.
 */
static inline long vgr_mmap(void *addr, size_t len, int prot, int flags)
{
	unsigned long page = VGR_PAGE_SIZE, extra = page - getpagesize();
	long map, head;

	if (!extra || addr || (flags & MAP_FIXED))
		return vgr_mmap_fd(addr, len, prot, flags, -1);
	map = vgr_mmap_fd(NULL, len + extra, prot, flags, -1);
	if (vgr_is_err(map))
		return map;
	head = -map & (page - 1);
	if (head)
		munmap((void *)map, head);
	if (extra - head)
		munmap((void *)(map + head + len), extra - head);
	return map + head;
}

/*
 * 0 when the running kernel accepts MAP_DROPPABLE (6.11+), mapped as
 * mainline's params ask for states; else the -errno of its refusal.
 */
static inline long vgr_droppable_probe(void)
{
	long addr = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			     MAP_ANONYMOUS | MAP_DROPPABLE);

	if (vgr_is_err(addr))
		return addr;
	munmap((void *)addr, VGR_PAGE_SIZE);
	return 0;
}

/* True when the running kernel accepts MAP_DROPPABLE (6.11+). */
static inline int vgr_kernel_has_droppable(void)
{
	return !vgr_droppable_probe();
}

#endif /* VGR_NOLIBC_MM_H */
