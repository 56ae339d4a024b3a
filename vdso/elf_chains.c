// SPDX-License-Identifier: GPL-2.0
/*
 * elf_chains.c - the bounded walks of the vDSO's linked tables: the
 * DT_HASH and DT_GNU_HASH chains and the DT_VERDEF list. Each step is
 * bounds-checked and counted, so a loop or an endless chain ends in an
 * error code, and the parse-time check ties every chained symbol to the
 * bucket its name hashes to.
 */
#include "vdso/elf_internal.h"

uint32_t vgr_elf_sysv_hash(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;
	uint32_t h = 0, high;

	for (; *s; s++) {
		h = (h << 4) + *s;
		high = h & 0xf0000000;
		if (high)
			h ^= high >> 24;
		h &= ~high;
	}
	return h;
}

uint32_t vgr_elf_gnu_hash(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;
	uint32_t h = 5381;

	for (; *s; s++)
		h = h * 33 + *s;
	return h;
}

int vgr_elf_streq(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

/* Takes one step from *budget: 0, or err once it is spent. */
static int spend(uint32_t *budget, int err)
{
	if (!*budget)
		return err;
	--*budget;
	return 0;
}

int vgr_elf_sysv_walk(const struct vgr_elf *elf, uint32_t bucket,
		      vgr_elf_visit_fn visit, const void *arg,
		      uint32_t *budget, uint32_t *index)
{
	const struct vgr_elf_sysv_hash *h = &elf->sysv;
	vgr_elf_hash_word i;	/* checked against nchain before any use */
	uint32_t last = 0;
	int ret;

	for (i = h->bucket[bucket]; i; i = h->chain[i]) {
		if (i >= h->nchain || spend(budget, VGR_ELF_EHASH))
			return VGR_ELF_EHASH;
		ret = visit ? visit(elf, i, bucket, 0, arg) : 0;
		if (ret) {
			*index = i;
			return ret;
		}
		last = i;
	}
	*index = last;
	return 0;
}

int vgr_elf_gnu_walk(const struct vgr_elf *elf, uint32_t bucket,
		     vgr_elf_visit_fn visit, const void *arg,
		     uint32_t *budget, uint32_t *index)
{
	const struct vgr_elf_gnu_hash *g = &elf->gnu;
	uint32_t i = g->buckets[bucket], hash;
	int ret;

	*index = 0;
	if (!i)
		return 0;
	if (i < g->symoffset)
		return VGR_ELF_EGNUHASH;
	for (;; i++) {
		if (i - g->symoffset >= g->nchain ||
		    spend(budget, VGR_ELF_EGNUHASH))
			return VGR_ELF_EGNUHASH;
		hash = g->chain[i - g->symoffset];
		ret = visit ? visit(elf, i, bucket, hash, arg) : 0;
		if (ret) {
			*index = i;
			return ret;
		}
		if (hash & 1)
			break;
	}
	*index = i;
	return 0;
}

/* Two bits of one bloom word, a word of the class (32 or 64 bits). */
int vgr_elf_gnu_bloom_has(const struct vgr_elf *elf, uint32_t hash)
{
	const struct vgr_elf_gnu_hash *g = &elf->gnu;
	const uint32_t bits = VGR_ELF_BITS;
	vgr_elf_addr word = g->bloom[(hash / bits) % g->bloom_size];

	return (word >> (hash % bits)) &
	       (word >> ((hash >> g->bloom_shift) % bits)) & 1;
}

/* The verdef at off, checked with its first verdaux, or NULL. */
static const struct vgr_elf_verdef *verdef_at(const struct vgr_elf *elf,
					      uint64_t off,
					      const char **name)
{
	const struct vgr_elf_verdef *vd;
	const struct vgr_elf_verdaux *aux;

	if (!vgr_elf_in_range(elf->len, off, sizeof(*vd)))
		return NULL;
	vd = (const void *)(elf->image + off);
	if (vd->vd_version != 1 || !vd->vd_cnt || vd->vd_aux % 4 ||
	    !vgr_elf_in_range(elf->len, off + vd->vd_aux, sizeof(*aux)))
		return NULL;
	aux = (const void *)(elf->image + off + vd->vd_aux);
	if (aux->vda_name >= elf->strsz)
		return NULL;
	*name = vgr_elf_str(elf, aux->vda_name);
	return vgr_elf_sysv_hash(*name) == vd->vd_hash ? vd : NULL;
}

/*
 * vd_next only moves forward, by at least one entry, so the walk ends by
 * itself; it is bounded by DT_VERDEFNUM (or the image size) all the
 * same, which also catches a list longer than DT_VERDEFNUM says.
 */
int vgr_elf_verdef_walk(const struct vgr_elf *elf, uint16_t ndx,
			const char **name)
{
	const struct vgr_elf_verdef *vd;
	uint64_t off = elf->verdef_off;
	uint32_t n, limit = elf->verdefnum;
	const char *vname;

	if (!off)
		return 0;
	if (!limit)
		limit = elf->len / sizeof(*vd);
	for (n = 0; n < limit; n++) {
		vd = verdef_at(elf, off, &vname);
		if (!vd)
			return VGR_ELF_EVERDEF;
		if (ndx && !(vd->vd_flags & VGR_VER_FLG_BASE) &&
		    (vd->vd_ndx & ~VGR_VERSYM_HIDDEN) == ndx) {
			*name = vname;
			return 1;
		}
		if (!vd->vd_next)
			return elf->verdefnum && n + 1 != elf->verdefnum ?
				VGR_ELF_EVERDEF : 0;
		if (vd->vd_next < sizeof(*vd) || vd->vd_next % 4)
			return VGR_ELF_EVERDEF;
		off += vd->vd_next;
	}
	return VGR_ELF_EVERDEF;
}

/* A DT_HASH chain's symbol must be in the bucket its name hashes to. */
static int sysv_placed(const struct vgr_elf *elf, uint32_t index,
		       uint32_t bucket, uint32_t hash, const void *arg)
{
	const char *name = vgr_elf_str(elf, elf->symtab[index].st_name);

	(void)hash;
	(void)arg;
	return vgr_elf_sysv_hash(name) % elf->sysv.nbucket == bucket ?
		0 : VGR_ELF_EHASH;
}

/* A DT_GNU_HASH one too, with its hash word and bloom bits right. */
static int gnu_placed(const struct vgr_elf *elf, uint32_t index,
		      uint32_t bucket, uint32_t hash, const void *arg)
{
	const char *name = vgr_elf_str(elf, elf->symtab[index].st_name);
	uint32_t want = vgr_elf_gnu_hash(name);

	(void)arg;
	if ((want | 1) != (hash | 1) || want % elf->gnu.nbuckets != bucket ||
	    !vgr_elf_gnu_bloom_has(elf, want))
		return VGR_ELF_EGNUHASH;
	return 0;
}

int vgr_elf_check_chains(const struct vgr_elf *elf)
{
	uint32_t b, last, budget;
	int err = 0;

	budget = elf->sysv.nchain;
	for (b = 0; !err && elf->has_sysv && b < elf->sysv.nbucket; b++)
		err = vgr_elf_sysv_walk(elf, b, sysv_placed, NULL, &budget,
					&last);
	budget = elf->gnu.nchain;
	for (b = 0; !err && elf->has_gnu && b < elf->gnu.nbuckets; b++)
		err = vgr_elf_gnu_walk(elf, b, gnu_placed, NULL, &budget,
				       &last);
	return err;
}
