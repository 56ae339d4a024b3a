// SPDX-License-Identifier: GPL-2.0
/*
 * qemu-user-map-droppable.c - QEMU's user mode refuses MAP_DROPPABLE
 * (Linux 6.11) with -EINVAL on a host kernel that takes it, while it
 * reports that host's release: a libc that asks the vDSO's params for
 * MAP_DROPPABLE states, or that trusts uname(), gets neither.
 *
 *   cc -static -o repro qemu-user-map-droppable.c
 *   ./repro                  # Linux 6.11+: "6.18.44: mmap ok"
 *   qemu-x86_64 ./repro      # QEMU 10.0: "6.18.44: mmap -22"
 */
#include <errno.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/utsname.h>

#ifndef MAP_DROPPABLE
#define MAP_DROPPABLE 0x08
#endif

int main(void)
{
	struct utsname u;
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_ANONYMOUS | MAP_DROPPABLE, -1, 0);

	uname(&u);
	if (p == MAP_FAILED) {
		printf("%s: mmap %d\n", u.release, -errno);
		return 1;
	}
	printf("%s: mmap ok\n", u.release);
	return 0;
}
