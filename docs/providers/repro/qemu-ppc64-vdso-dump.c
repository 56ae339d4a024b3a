// SPDX-License-Identifier: GPL-2.0
/*
 * qemu-ppc64-vdso-dump.c - writes the process's vDSO to stdout, for
 * readelf: QEMU 10.0's 64-bit powerpc vDSO gives __kernel_clock_gettime
 * and its other functions type NOTYPE, where Linux's (and QEMU's 32-bit
 * one) say FUNC, so parsers that keep to functions (the kernel's own
 * tools/testing/selftests/vDSO/parse_vdso.c) find none of them.
 *
 *   powerpc64le-linux-gnu-gcc -static -o repro qemu-ppc64-vdso-dump.c
 *   qemu-ppc64le ./repro > vdso.so && readelf -W --dyn-syms vdso.so
 *   # QEMU 10.0: "NOTYPE GLOBAL DEFAULT 12 __kernel_clock_gettime@@LINUX_2.6.15"
 *   # Linux:     "FUNC   GLOBAL DEFAULT ... __kernel_clock_gettime@@LINUX_2.6.15"
 *
 * (Measured here on the vDSO images inside Debian's qemu-ppc64 and
 * qemu-ppc64le 10.0, read with readelf: no ppc64 libc was at hand to
 * build this program.)
 */
#include <elf.h>
#include <stdio.h>
#include <sys/auxv.h>

int main(void)
{
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)getauxval(AT_SYSINFO_EHDR);

	if (!eh)
		return 1;
	/* The section headers come last in the image. */
	fwrite(eh, 1, eh->e_shoff + (size_t)eh->e_shnum * eh->e_shentsize,
	       stdout);
	return 0;
}
