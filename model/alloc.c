// SPDX-License-Identifier: GPL-2.0
/*
 * alloc.c - the model's vgetrandom_alloc(), with the contract of
 * the v14 syscall (seed 005): whole pages of 144-byte states that never
 * straddle a page, wiped on fork and kept out of core dumps
 * (MAP_DROPPABLE where the kernel has it, else MADV_WIPEONFORK and
 * MADV_DONTDUMP), user pointers checked as get_user/put_user would.
 */
#include "model/model.h"
#include "model/internal.h"
#include "vdso/state.h"
#include "nolibc/mm.h"

/* Copies n bytes from src to dst through a pipe, so that the kernel
 * checks both: a bad pointer gives -EFAULT rather than SIGSEGV. (A pipe
 * works on every kernel; process_vm_readv needs CROSS_MEMORY_ATTACH,
 * which the v14 tinyconfig lacks.)
 */
static long user_copy(void *dst, const void *src, size_t n)
{
	int fds[2];
	long ret;

	if (__nolibc_syscall2(__NR_pipe2, fds, O_CLOEXEC))
		return -EFAULT;
	ret = __nolibc_syscall3(__NR_write, fds[1], src, n);
	if (ret == (long)n)
		ret = __nolibc_syscall3(__NR_read, fds[0], dst, n);
	__nolibc_syscall1(__NR_close, fds[0]);
	__nolibc_syscall1(__NR_close, fds[1]);
	return ret == (long)n ? 0 : -EFAULT;
}

static long get_user_uint(unsigned int *val, unsigned int *uptr)
{
	return user_copy(val, uptr, sizeof(*val));
}

static long put_user_uint(unsigned int val, unsigned int *uptr)
{
	return user_copy(uptr, &val, sizeof(val));
}

/*
 * Anonymous memory with the properties of the kernel's state pages:
 * MAP_DROPPABLE where the kernel has it, else what madvise() gives.
 */
static long map_states(size_t len)
{
	int droppable = !vgr_model_faulty(VGR_FAULT_NO_WIPE_ON_FORK) &&
			!vgr_model_faulty(VGR_FAULT_NOT_DROPPABLE) &&
			!vgr_model_faulty(VGR_FAULT_DUMPABLE_STATES);
	long addr;

	if (droppable) {
		addr = vgr_mmap(NULL, len, PROT_READ | PROT_WRITE,
				MAP_ANONYMOUS | MAP_DROPPABLE);
		if (!vgr_is_err(addr))
			return addr;
	}
	addr = vgr_mmap(NULL, len, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE);
	if (vgr_is_err(addr))
		return addr;
	if ((!vgr_model_faulty(VGR_FAULT_DUMPABLE_STATES) &&
	     vgr_madvise((void *)addr, len, MADV_DONTDUMP)) ||
	    (!vgr_model_faulty(VGR_FAULT_NO_WIPE_ON_FORK) &&
	     vgr_madvise((void *)addr, len, MADV_WIPEONFORK))) {
		munmap((void *)addr, len);
		return -EINVAL;
	}
	return addr;
}

long vgr_model_vgetrandom_alloc(unsigned int *num, unsigned int *size_per_each,
				unsigned long addr, unsigned int flags)
{
	const size_t state_size = sizeof(struct vgr_state);
	size_t alloc_size, num_states;
	unsigned int hint;
	long pages;

	if (flags || addr)
		return -EINVAL;
	if (get_user_uint(&hint, size_per_each))
		return -EFAULT;
	if (hint)
		return -EINVAL;
	if (get_user_uint(&hint, num))
		return -EFAULT;

	num_states = hint ? hint : 1;
	alloc_size = (num_states * state_size + VGR_PAGE_SIZE - 1) &
		     ~(VGR_PAGE_SIZE - 1);
	num_states = (VGR_PAGE_SIZE / state_size) * (alloc_size / VGR_PAGE_SIZE);

	if (vgr_model_faulty(VGR_FAULT_ALLOC_STRADDLES)) {
		/* The first state starts half a state before a page boundary. */
		pages = map_states(alloc_size + VGR_PAGE_SIZE);
		if (!vgr_is_err(pages))
			pages += VGR_PAGE_SIZE - state_size / 2;
	} else {
		pages = map_states(alloc_size);
	}
	if (vgr_is_err(pages))
		return pages;
	if (put_user_uint(num_states, num) ||
	    put_user_uint(state_size, size_per_each)) {
		munmap((void *)pages, alloc_size);
		return -EFAULT;
	}
	return pages;
}
