// SPDX-License-Identifier: GPL-2.0
/*
 * gvisor-grnd-insecure-random.c - getrandom(GRND_INSECURE|GRND_RANDOM)
 * must fail with EINVAL, as Linux's does ("insecure and blocking
 * randomness at the same time makes no sense", drivers/char/random.c,
 * since 5.6).
 *
 * Expected (Linux): EINVAL.
 * Actual (gVisor since 4b8c953c7, "getrandom: allow GRND_INSECURE flag",
 * 2026-05-26, read in its sys_random.go, which checks only for unknown
 * bits): 16 bytes. gVisor 20240729 gives EINVAL, but because it
 * refuses GRND_INSECURE alone (issue 13173).
 *
 *   cc -o repro gvisor-grnd-insecure-random.c && runsc do ./repro
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

int main(void)
{
	char buf[16];
	ssize_t both = getrandom(buf, sizeof(buf), GRND_INSECURE | GRND_RANDOM);
	int err = errno;
	ssize_t insecure = getrandom(buf, sizeof(buf), GRND_INSECURE);

	printf("GRND_INSECURE|GRND_RANDOM: %zd (%s), want -1 (EINVAL)\n",
	       both, both < 0 ? strerror(err) : "accepted");
	printf("GRND_INSECURE alone: %zd, want 16\n", insecure);
	return both == -1 && err == EINVAL ? 0 : 1;
}
