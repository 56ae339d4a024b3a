// SPDX-License-Identifier: GPL-2.0
/*
 * elf_mutate.c - writes every mutant of elf_mutants.c made from a good
 * vDSO image into a directory (NAME.so each), as seeds for the fuzzer or
 * for a look with readelf. Usage: elf_mutate IMAGE DIR; exit 0, 1 on an
 * I/O or parse failure, 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vdso/host/elf_mutants.h"
#include "vdso/host/image_file.h"

static int write_file(const char *path, const void *buf, size_t len)
{
	FILE *f = fopen(path, "wb");

	return f && fwrite(buf, 1, len, f) == len && !fclose(f) ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct vgr_elf good;
	unsigned char *image, *buf;
	char path[4096];
	size_t len, i, written = 0;
	int err;

	if (argc != 3) {
		fprintf(stderr, "usage: %s IMAGE DIR\n", argv[0]);
		return 2;
	}
	image = vgr_read_image(argv[1], &len);
	if (!image) {
		perror(argv[1]);
		return 1;
	}
	err = vgr_elf_parse(&good, image, len);
	if (err) {
		fprintf(stderr, "%s: %s\n", argv[1], vgr_elf_strerror(err));
		return 1;
	}
	buf = malloc(len + 1);
	for (i = 0; buf && i < vgr_mutant_count; i++) {
		struct vgr_mutant_image m = { buf, len, &good };

		memcpy(buf, image, len);
		if (vgr_mutant_apply(&vgr_mutants[i], &m) == VGR_MUTANT_NA)
			continue;
		snprintf(path, sizeof(path), "%s/%s.so", argv[2],
			 vgr_mutants[i].name);
		if (write_file(path, m.buf, m.len)) {
			perror(path);
			return 1;
		}
		written++;
	}
	printf("elf_mutate: %zu mutants in %s\n", written, argv[2]);
	return 0;
}
