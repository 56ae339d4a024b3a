// SPDX-License-Identifier: GPL-2.0
/*
 * elf_lookup.c - questions to a parsed vDSO image: a function by name and
 * version through DT_HASH or DT_GNU_HASH, one dynamic symbol described,
 * and how many symbols are undefined.
 */
#include "vdso/elf_internal.h"

struct query {
	const char *name, *version;
	uint32_t gnu_hash;
	int by_gnu;	/* walking DT_GNU_HASH: compare hash words first */
};

/* The version name of symbol index, or NULL; negative when malformed. */
static int symbol_version(const struct vgr_elf *elf, uint32_t index,
			  const char **version)
{
	uint16_t ndx;
	int ret;

	*version = NULL;
	if (!elf->versym)
		return 0;
	ndx = elf->versym[index] & ~VGR_VERSYM_HIDDEN;
	ret = ndx ? vgr_elf_verdef_walk(elf, ndx, version) : 0;
	return ret < 0 ? ret : 0;
}

/*
 * A defined global or weak function of that name and, when asked and the
 * image is versioned, of that version: versym -> verdef of that index ->
 * its first verdaux name.
 */
static int symbol_matches(const struct vgr_elf *elf, uint32_t index,
			  uint32_t bucket, uint32_t hash, const void *arg)
{
	const struct query *q = arg;
	const struct vgr_elf_sym *s = &elf->symtab[index];
	unsigned int bind = s->st_info >> 4;
	const char *version;
	int err;

	(void)bucket;
	if (q->by_gnu && (hash | 1) != (q->gnu_hash | 1))
		return 0;
	if ((s->st_info & 0xf) != VGR_STT_FUNC ||
	    (bind != VGR_STB_GLOBAL && bind != VGR_STB_WEAK) ||
	    s->st_shndx == VGR_SHN_UNDEF || s->st_shndx == VGR_SHN_ABS ||
	    !vgr_elf_streq(q->name, vgr_elf_str(elf, s->st_name)))
		return 0;
	if (!q->version || !elf->versym)
		return 1;
	err = symbol_version(elf, index, &version);
	if (err)
		return err;
	return version && vgr_elf_streq(q->version, version);
}

/* Where the (checked) symbol's value lies in the image, or NULL. */
static const void *symbol_addr(const struct vgr_elf *elf,
			       const struct vgr_elf_sym *s)
{
	size_t off;

	if (vgr_elf_map(elf, s->st_value, 1, 1, VGR_ELF_ESYM, &off, NULL))
		return NULL;
	return elf->image + off;
}

int vgr_elf_has_hash(const struct vgr_elf *elf, int hash)
{
	switch (hash) {
	case VGR_ELF_HASH_SYSV:
		return elf->has_sysv;
	case VGR_ELF_HASH_GNU:
		return elf->has_gnu;
	case VGR_ELF_HASH_ANY:
		return elf->has_sysv || elf->has_gnu;
	}
	return 0;
}

int vgr_elf_lookup(const struct vgr_elf *elf, const char *name,
		   const char *version, int hash, const void **addr)
{
	struct query q = { name, version, 0, 0 };
	uint32_t budget, index;
	int ret;

	if (!elf || !elf->symtab || !name || !addr)
		return VGR_ELF_EINVAL;
	if (hash == VGR_ELF_HASH_ANY)
		hash = elf->has_gnu ? VGR_ELF_HASH_GNU : VGR_ELF_HASH_SYSV;
	if (hash != VGR_ELF_HASH_SYSV && hash != VGR_ELF_HASH_GNU)
		return VGR_ELF_EINVAL;
	if (!vgr_elf_has_hash(elf, hash))
		return VGR_ELF_ENOTABLE;
	if (hash == VGR_ELF_HASH_GNU) {
		q.gnu_hash = vgr_elf_gnu_hash(name);
		q.by_gnu = 1;
		if (!vgr_elf_gnu_bloom_has(elf, q.gnu_hash))
			return VGR_ELF_ENOENT;
		budget = elf->gnu.nchain;
		ret = vgr_elf_gnu_walk(elf, q.gnu_hash % elf->gnu.nbuckets,
				       symbol_matches, &q, &budget, &index);
	} else {
		budget = elf->sysv.nchain;
		ret = vgr_elf_sysv_walk(elf, vgr_elf_sysv_hash(name) %
					elf->sysv.nbucket, symbol_matches, &q,
					&budget, &index);
	}
	if (ret < 0)
		return ret;
	if (!ret)
		return VGR_ELF_ENOENT;
	*addr = symbol_addr(elf, &elf->symtab[index]);
	return *addr ? 0 : VGR_ELF_ESYM;
}

int vgr_elf_symbol(const struct vgr_elf *elf, uint32_t index,
		   struct vgr_elf_symbol *sym)
{
	const struct vgr_elf_sym *s;

	if (!elf || !elf->symtab || !sym || !index || index >= elf->nsyms)
		return VGR_ELF_EINVAL;
	s = &elf->symtab[index];
	sym->name = vgr_elf_str(elf, s->st_name);
	sym->type = s->st_info & 0xf;
	sym->bind = s->st_info >> 4;
	sym->shndx = s->st_shndx;
	sym->defined = s->st_shndx != VGR_SHN_UNDEF;
	sym->addr = sym->defined && s->st_shndx != VGR_SHN_ABS ?
		symbol_addr(elf, s) : NULL;
	return symbol_version(elf, index, &sym->version);
}

uint32_t vgr_elf_count_undefined(const struct vgr_elf *elf)
{
	uint32_t i, n = 0;

	for (i = 1; elf->symtab && i < elf->nsyms; i++)
		n += elf->symtab[i].st_shndx == VGR_SHN_UNDEF;
	return n;
}
