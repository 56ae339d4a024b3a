// SPDX-License-Identifier: GPL-2.0
/*
 * vdso_dump.c - writes this process's vDSO image (what vgr_vdso_image()
 * finds: AT_SYSINFO_EHDR, up to its last PT_LOAD rounded to a page) to a
 * file, as a fixture for the parser's host tests and fuzzer.
 * Usage: vdso_dump FILE. Exit 0, 1 on failure, 2 on a usage error.
 */
#include <stdio.h>
#include "vdso/elf.h"

int main(int argc, char **argv)
{
	const void *image;
	size_t len;
	FILE *out;
	int err;

	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE\n", argv[0]);
		return 2;
	}
	err = vgr_vdso_image(&image, &len);
	if (err) {
		fprintf(stderr, "vdso_dump: %s\n", vgr_elf_strerror(err));
		return 1;
	}
	out = fopen(argv[1], "wb");
	if (!out || fwrite(image, 1, len, out) != len || fclose(out)) {
		perror(argv[1]);
		return 1;
	}
	return 0;
}
