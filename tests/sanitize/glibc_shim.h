/* SPDX-License-Identifier: GPL-2.0 */
/*
 * glibc_shim.h - lets the freestanding parts (the ABI layer, the model,
 * the test programs) build against glibc for the ASan/UBSan host builds
 * of make sanitize-check: nolibc's raw syscall macros made of glibc's
 * syscall(), returning -errno as the kernel does, nolibc's unbuffered
 * stdout, and what nolibc has that glibc 2.36 lacks. Given with -include.
 */
#ifndef VGR_SANITIZE_GLIBC_SHIM_H
#define VGR_SANITIZE_GLIBC_SHIM_H

#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/reboot.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/reboot.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static inline long vgr_shim_ret(long ret)
{
	return ret == -1 ? -(long)errno : ret;
}

/* nolibc/compiler.h's, which nolibc/vgr_compiler.h takes __aligned() from. */
#define __nolibc_aligned(alignment) __attribute__((aligned(alignment)))

#define __nolibc_syscall0(n) vgr_shim_ret(syscall(n))
#define __nolibc_syscall1(n, a) vgr_shim_ret(syscall(n, a))
#define __nolibc_syscall2(n, a, b) vgr_shim_ret(syscall(n, a, b))
#define __nolibc_syscall3(n, a, b, c) vgr_shim_ret(syscall(n, a, b, c))
#define __nolibc_syscall4(n, a, b, c, d) vgr_shim_ret(syscall(n, a, b, c, d))
#define __nolibc_syscall5(n, a, b, c, d, e) \
	vgr_shim_ret(syscall(n, a, b, c, d, e))
#define __nolibc_syscall6(n, a, b, c, d, e, f) \
	vgr_shim_ret(syscall(n, a, b, c, d, e, f))

/* nolibc's stdio writes at once; the runner mixes printf() and write(). */
__attribute__((constructor)) static void vgr_shim_unbuffered(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
}

/* nolibc has readdir_r() and no readdir(); glibc deprecates readdir_r(). */
static inline int vgr_shim_readdir_r(DIR *dir, struct dirent *entry,
				     struct dirent **result)
{
	struct dirent *e;

	errno = 0;
	e = readdir(dir);
	*result = e ? entry : NULL;
	if (e)
		memcpy(entry, e, sizeof(*entry));
	return e ? 0 : errno;
}
#define readdir_r vgr_shim_readdir_r

/* nolibc's getdents64() fills the kernel's records; glibc's, its dirent64 (the same layout). */
#define linux_dirent64 dirent64

#include "tests/sanitize/strlcpy.h"

#endif /* VGR_SANITIZE_GLIBC_SHIM_H */
