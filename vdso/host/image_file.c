// SPDX-License-Identifier: GPL-2.0
/*
 * image_file.c - reads an ELF image file whole into a heap buffer.
 */
#include <stdio.h>
#include <stdlib.h>
#include "vdso/host/image_file.h"

unsigned char *vgr_read_image(const char *path, size_t *len)
{
	unsigned char *buf = NULL;
	FILE *f = fopen(path, "rb");
	long size = -1;

	if (f && !fseek(f, 0, SEEK_END))
		size = ftell(f);
	if (size >= 0 && !fseek(f, 0, SEEK_SET))
		buf = malloc(size + 1);	/* malloc aligns to 16 */
	if (buf && fread(buf, 1, size, f) != (size_t)size) {
		free(buf);
		buf = NULL;
	}
	if (f)
		fclose(f);
	*len = buf ? (size_t)size : 0;
	return buf;
}
