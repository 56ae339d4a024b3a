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

/* Where a simple mutant writes: the structure, then a field in it. */
enum vgr_mutant_site {
	VGR_SITE_EHDR,		/* the ELF header */
	VGR_SITE_PHDR,		/* the first program header of type key */
	VGR_SITE_DYN,		/* the dynamic entry of tag key */
	VGR_SITE_SYSV,		/* the DT_HASH table */
	VGR_SITE_GNU,		/* the DT_GNU_HASH table */
	VGR_SITE_VERDEF,	/* the first verdef */
	VGR_SITE_SYM,		/* __vdso_getrandom's symbol (or clock_gettime's) */
};

enum vgr_mutant_op { VGR_OP_SET, VGR_OP_ADD, VGR_OP_XOR };

/* A field: size bytes at offset into the site (found by key). */
struct vgr_mutant_field {
	enum vgr_mutant_site site;
	int64_t key;
	unsigned int offset, size;
};

/* Set, add or xor value into the field. */
struct vgr_mutant_edit {
	struct vgr_mutant_field field;
	enum vgr_mutant_op op;
	uint64_t value;
};

struct vgr_mutant {
	const char *name;
	int expect;	/* the VGR_ELF_E* code, or VGR_MUTANT_ANY_ERROR */
	struct vgr_mutant_edit edit;	/* when apply is NULL */
	int (*apply)(struct vgr_mutant_image *m);	/* 0 or VGR_MUTANT_NA */
};

/* Applies mutant to m: 0, or VGR_MUTANT_NA. */
int vgr_mutant_apply(const struct vgr_mutant *mutant,
		     struct vgr_mutant_image *m);

extern const struct vgr_mutant vgr_mutants[];
extern const size_t vgr_mutant_count;

/* The symbol name of the copy, or NULL. */
struct vgr_elf_sym *vgr_mutant_sym(struct vgr_mutant_image *m,
				     const char *name);

#endif /* VGR_TESTS_HOST_ELF_MUTANTS_H */
