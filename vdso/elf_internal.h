/* SPDX-License-Identifier: GPL-2.0 */
/*
 * elf_internal.h - what the parts of the vDSO ELF parser share: bounds
 * checks, the mapping of virtual addresses to file offsets, the two
 * hash functions, the bounded walks of the hash chains and of the
 * version definitions.
 */
#ifndef VGR_VDSO_ELF_INTERNAL_H
#define VGR_VDSO_ELF_INTERNAL_H

#include "vdso/elf.h"

/* True when [off, off + size) lies inside [0, len). */
static inline int vgr_elf_in_range(size_t len, uint64_t off, uint64_t size)
{
	return off <= len && size <= len - off;
}

/*
 * The file offset of bytes at vaddr, all inside the file part of one
 * PT_LOAD and aligned to align: 0, err when outside, or VGR_ELF_EALIGN.
 * *avail (may be NULL) gets the bytes from vaddr to that segment's end.
 */
int vgr_elf_map(const struct vgr_elf *elf, uint64_t vaddr, uint64_t bytes,
		size_t align, int err, size_t *off, uint64_t *avail);

/* The two hash functions of the ELF dynamic symbol tables. */
uint32_t vgr_elf_sysv_hash(const char *name);
uint32_t vgr_elf_gnu_hash(const char *name);

/* The NUL-terminated name at offset name of the checked string table. */
static inline const char *vgr_elf_str(const struct vgr_elf *elf,
				      uint32_t name)
{
	return elf->strtab + name;
}

int vgr_elf_streq(const char *a, const char *b);

/*
 * Called for each symbol index of a chain, with the chain's bucket and,
 * for DT_GNU_HASH, its hash word: > 0 stops the walk at index, 0 goes
 * on, < 0 is an error that ends it.
 */
typedef int (*vgr_elf_visit_fn)(const struct vgr_elf *elf, uint32_t index,
				uint32_t bucket, uint32_t hash,
				const void *arg);

/*
 * Walk the chain of one bucket, each step charged to *budget: 1 with
 * *index the symbol visit stopped at, 0 at the chain's end (*index its
 * last symbol; 0 for an empty bucket), or a negative code when the chain
 * leaves the table or outlasts the budget (a loop, an endless chain).
 */
int vgr_elf_sysv_walk(const struct vgr_elf *elf, uint32_t bucket,
		      vgr_elf_visit_fn visit, const void *arg,
		      uint32_t *budget, uint32_t *index);
int vgr_elf_gnu_walk(const struct vgr_elf *elf, uint32_t bucket,
		     vgr_elf_visit_fn visit, const void *arg,
		     uint32_t *budget, uint32_t *index);

/* True when the GNU bloom filter may hold a name of that hash. */
int vgr_elf_gnu_bloom_has(const struct vgr_elf *elf, uint32_t hash);

/*
 * Walks DT_VERDEF (all of it when ndx is 0) checking every entry: 1 with
 * *name the first verdaux name of the non-base definition ndx, 0 when
 * there is none, or VGR_ELF_EVERDEF.
 */
int vgr_elf_verdef_walk(const struct vgr_elf *elf, uint16_t ndx,
			const char **name);

/*
 * Every chain of both hash tables bounded, and every symbol in it in the
 * bucket (and for GNU, the bloom filter) that its name's hash gives.
 */
int vgr_elf_check_chains(const struct vgr_elf *elf);

#endif /* VGR_VDSO_ELF_INTERNAL_H */
