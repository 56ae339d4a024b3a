// SPDX-License-Identifier: GPL-2.0
/*
 * clock.c - the bench's clock, CLOCK_MONOTONIC in nanoseconds.
 * nolibc's clock_gettime() is the raw syscall, so this looks up the
 * vDSO's __vdso_clock_gettime (cheaper, and no mode switch next to the
 * calls it times) and falls back to the syscall without one.
 */
#include "bench/bench.h"
#include "vdso/elf.h"
#include "vdso/arch.h"

typedef int (*bench_clock_fn)(clockid_t clock, struct timespec *ts);

static bench_clock_fn vdso_clock;

void bench_clock_init(void)
{
	const void *image, *sym;
	struct vgr_elf elf;
	size_t len;

	if (vgr_vdso_image(&image, &len) || vgr_elf_parse(&elf, image, len))
		return;
	if (!vgr_elf_lookup(&elf, VGR_VDSO_CLOCK_GETTIME, VGR_VDSO_VERSION,
			    VGR_ELF_HASH_ANY, &sym))
		vdso_clock = (bench_clock_fn)sym;
}

unsigned long bench_now_ns(void)
{
	struct timespec ts;

	if (!vdso_clock || vdso_clock(CLOCK_MONOTONIC, &ts))
		clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000UL + ts.tv_nsec;
}

const char *bench_clock_source(void)
{
	return vdso_clock ? "vdso clock_gettime" : "clock_gettime syscall";
}
