/* SPDX-License-Identifier: GPL-2.0 */
/*
 * image_file.h - reads an ELF image file whole into a heap buffer (8-byte
 * aligned, as vgr_elf_parse() wants) for the host tools and tests.
 */
#ifndef VGR_TESTS_HOST_IMAGE_FILE_H
#define VGR_TESTS_HOST_IMAGE_FILE_H

#include <stddef.h>

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif

/* The file's bytes (free() them) with *len, or NULL with errno set. */
unsigned char *vgr_read_image(const char *path, size_t *len);

#endif /* VGR_TESTS_HOST_IMAGE_FILE_H */
