// SPDX-License-Identifier: GPL-2.0
/*
 * qemu-user-getrandom-null.c - QEMU's user mode gives -EFAULT for
 * getrandom(NULL, 0, 0); Linux gives 0 (a zero-length write faults on
 * nothing), and 0 for getrandom(buf, 0, 0) too.
 *
 *   cc -static -o repro qemu-user-getrandom-null.c
 *   ./repro                  # Linux: "NULL: 0, buf: 0"
 *   qemu-x86_64 ./repro      # QEMU 10.0 and 7.2: "NULL: -14, buf: 0"
 */
#include <errno.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

static long call(void *buf)
{
	return syscall(SYS_getrandom, buf, 0, 0) < 0 ? -errno : 0;
}

int main(void)
{
	char buf[1];
	long with_null = call(NULL), with_buf = call(buf);

	printf("NULL: %ld, buf: %ld\n", with_null, with_buf);
	return with_null != 0;
}
