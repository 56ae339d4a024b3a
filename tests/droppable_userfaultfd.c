// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_userfaultfd.c - userfaultfd cannot take over a state's page
 * faults: UFFDIO_REGISTER of a droppable state mapping gives -EINVAL
 * (mainline's vma_can_userfault() refuses VM_DROPPABLE), while the same
 * registration of ordinary anonymous memory succeeds, which shows that
 * userfaultfd works here. A userfaultfd would see (and could fill) the
 * zero page a dropped state faults in, and MISSING mode does not fit
 * memory the kernel may drop at any time.
 * The mapping is the suite's states or, where the implementation keeps
 * none (no vDSO getrandom), a block mapped as mainline's params ask: the
 * refusal is MAP_DROPPABLE's, the kernel mm's, with or without a vDSO.
 * The userfaultfd is opened as the kernel allows: the syscall, then with
 * UFFD_USER_MODE_ONLY (vm.unprivileged_userfaultfd=0), then
 * /dev/userfaultfd; SKIP, saying why, where none works (no
 * CONFIG_USERFAULTFD: -ENOSYS) or the mapping cannot be droppable
 * (MAP_DROPPABLE refused). The v14 kernel has no such exclusion: a SKIP
 * with the reason.
 * Catches: not-droppable, dumpable-states, no-wipe-on-fork (the model's
 * states are then ordinary memory, which userfaultfd takes).
 */
#include "tests/vgr_test.h"
#include <linux/userfaultfd.h>

#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY	1
#endif
#ifndef USERFAULTFD_IOC_NEW
#define USERFAULTFD_IOC_NEW	_IO(0xAA, 0x00)
#endif

static long raw_ioctl(int fd, unsigned long req, void *arg)
{
	return __nolibc_syscall3(__NR_ioctl, fd, req, arg);
}

/*
 * A userfaultfd with the API handshake done, or -errno; *how says which
 * way it was opened.
 */
static long open_uffd(const char **how)
{
	struct uffdio_api api = { .api = UFFD_API };
	long fd;
	int dev;

	*how = "userfaultfd()";
	fd = __nolibc_syscall1(__NR_userfaultfd, O_CLOEXEC | O_NONBLOCK);
	if (fd == -EPERM) {
		*how = "userfaultfd(UFFD_USER_MODE_ONLY)";
		fd = __nolibc_syscall1(__NR_userfaultfd, O_CLOEXEC |
				       O_NONBLOCK | UFFD_USER_MODE_ONLY);
	}
	if (fd == -EPERM) {
		*how = "/dev/userfaultfd";
		dev = open("/dev/userfaultfd", O_RDWR | O_CLOEXEC);
		if (dev < 0)
			return -EPERM;
		fd = raw_ioctl(dev, USERFAULTFD_IOC_NEW,
			       (void *)(long)(O_CLOEXEC | O_NONBLOCK));
		close(dev);
	}
	if (fd < 0)
		return fd;
	if (raw_ioctl(fd, UFFDIO_API, &api)) {
		close(fd);
		return -EPROTO;
	}
	return fd;
}

/* UFFDIO_REGISTER of len bytes at addr, in MISSING mode: 0 or -errno. */
static long uffd_register(int fd, void *addr, size_t len)
{
	struct uffdio_register reg = {
		.range = { .start = (unsigned long)addr, .len = len },
		.mode = UFFDIO_REGISTER_MODE_MISSING,
	};

	return raw_ioctl(fd, UFFDIO_REGISTER, &reg);
}

TEST(register_of_state_is_refused)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states;
	const char *how;
	void *state;
	long fd, plain, ret;

	VGR_NEED_DROPPABLE_MEMORY(ctx, &states, state);
	fd = open_uffd(&how);
	if (fd == -ENOSYS)
		SKIP(return,
		     "no userfaultfd: no CONFIG_USERFAULTFD (or qemu-user emulates none)");
	if (fd == -EPERM)
		SKIP(return,
		     "userfaultfd refused: unprivileged_userfaultfd=0, no /dev/userfaultfd");
	ASSERT_LE(0, fd)
		TH_LOG("%s gave %ld", how, fd);
	plain = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS);
	ASSERT_FALSE(vgr_is_err(plain));
	ret = uffd_register(fd, (void *)plain, VGR_PAGE_SIZE);
	ASSERT_EQ(0, ret)
		TH_LOG("%s cannot register ordinary anonymous memory: %ld",
		       how, ret);
	ret = uffd_register(fd, states.map, states.map_len);
	TH_LOG("%s: UFFDIO_REGISTER of the state mapping gave %ld", how,
	       ret);
	if (ctx->abi == VGR_ABI_V14 && ctx->impl == VGR_IMPL_VDSO && !ret)
		SKIP(return,
		     "v14 kernel: userfaultfd registers a state (no VM_DROPPABLE exclusion)");
	EXPECT_EQ(-EINVAL, ret)
		TH_LOG("userfaultfd took over the faults of a droppable state");
	close(fd);
	munmap((void *)plain, VGR_PAGE_SIZE);
	vgr_states_free(&states);
}

VGR_TEST_MAIN_OF_KERNEL_MM
