/* SPDX-License-Identifier: GPL-2.0 */
/*
 * elf_mutants.h - malformed vDSO images made from a good one: each mutant
 * breaks one thing (an offset past the end, a huge count, a chain that
 * loops or never ends, a verdef loop, a string without its NUL...) and
 * names the error vgr_elf_parse() must give for it.
 */
#ifndef VGR_TESTS_HOST_ELF_MUTANTS_H
#define VGR_TESTS_HOST_ELF_MUTANTS_H

#include "vdso/elf.h"

/* An image being mutated: a copy of the good one, which good describes. */
struct vgr_mutant_image {
	unsigned char *buf;	/* 8-byte aligned, room for len + 1 */
	size_t len;
	const struct vgr_elf *good;	/* the parse of the unmutated image */
};

#define VGR_MUTANT_ANY_ERROR	1	/* expect: some error, not a given one */
#define VGR_MUTANT_NA		(-1)	/* apply: the image lacks what it breaks */

struct vgr_mutant {
	const char *name;
	int expect;	/* the VGR_ELF_E* code, or VGR_MUTANT_ANY_ERROR */
	int (*apply)(struct vgr_mutant_image *m);	/* 0 or VGR_MUTANT_NA */
};

extern const struct vgr_mutant vgr_mutants[];
extern const size_t vgr_mutant_count;

/* The symbol name of the copy, or NULL. */
struct vgr_elf64_sym *vgr_mutant_sym(struct vgr_mutant_image *m,
				     const char *name);

#endif /* VGR_TESTS_HOST_ELF_MUTANTS_H */
