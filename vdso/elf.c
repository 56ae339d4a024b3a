// SPDX-License-Identifier: GPL-2.0
/*
 * elf.c - checks a vDSO image and finds its dynamic tables: the ELF and
 * program headers, the PT_LOAD segments (which must lie as in the file),
 * PT_DYNAMIC, then the string, symbol, hash and version tables, each one
 * mapped from its virtual address through PT_LOAD and bounded there.
 */
#include "vdso/elf_internal.h"

/* The ELF spec's sizes: ELF32 52, 32, 8, 16; ELF64 64, 56, 16, 24. */
#define WORDS(n32, n64)	VGR_ELF_BY_CLASS(n32, n64)
_Static_assert(sizeof(struct vgr_elf_ehdr) == WORDS(52, 64), "Elf_Ehdr");
_Static_assert(sizeof(struct vgr_elf_phdr) == WORDS(32, 56), "Elf_Phdr");
_Static_assert(sizeof(struct vgr_elf_dyn) == WORDS(8, 16), "Elf_Dyn");
_Static_assert(sizeof(struct vgr_elf_sym) == WORDS(16, 24), "Elf_Sym");
_Static_assert(sizeof(struct vgr_elf_verdef) == 20, "Elf_Verdef");
_Static_assert(sizeof(struct vgr_elf_verdaux) == 8, "Elf_Verdaux");

#define EI_CLASS	4
#define EI_DATA		5
#define EI_VERSION	6
#define EV_CURRENT	1
#define ET_DYN		3
#define PN_XNUM		0xffff
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ELFDATA_NATIVE	1
#else
#define ELFDATA_NATIVE	2
#endif

/* The dynamic tags the parser reads, each at most once. */
enum { D_HASH, D_GNU_HASH, D_STRTAB, D_SYMTAB, D_STRSZ, D_SYMENT,
	D_VERSYM, D_VERDEF, D_VERDEFNUM, D_COUNT };

static const int64_t dyn_tags[D_COUNT] = {
	[D_HASH] = VGR_DT_HASH, [D_GNU_HASH] = VGR_DT_GNU_HASH,
	[D_STRTAB] = VGR_DT_STRTAB, [D_SYMTAB] = VGR_DT_SYMTAB,
	[D_STRSZ] = VGR_DT_STRSZ, [D_SYMENT] = VGR_DT_SYMENT,
	[D_VERSYM] = VGR_DT_VERSYM, [D_VERDEF] = VGR_DT_VERDEF,
	[D_VERDEFNUM] = VGR_DT_VERDEFNUM,
};

struct dyn_values {
	uint64_t val[D_COUNT];
	unsigned int present;	/* bit i: dyn_tags[i] seen */
};

static int has(const struct dyn_values *dv, int d)
{
	return dv->present & (1u << d);
}

/* The ELF header and program header table: *eh, or a negative code. */
static int check_header(const unsigned char *image, size_t len,
			const struct vgr_elf_ehdr **ehp)
{
	const struct vgr_elf_ehdr *eh = (const void *)image;

	if (!image)
		return VGR_ELF_EINVAL;
	if ((uintptr_t)image % VGR_ELF_ALIGN)
		return VGR_ELF_EALIGN;
	if (len < sizeof(*eh))
		return VGR_ELF_ETRUNC;
	if (image[0] != 0x7f || image[1] != 'E' || image[2] != 'L' ||
	    image[3] != 'F')
		return VGR_ELF_EMAGIC;
	if (eh->e_ident[EI_CLASS] != VGR_ELFCLASS ||
	    eh->e_ident[EI_DATA] != ELFDATA_NATIVE ||
	    eh->e_ident[EI_VERSION] != EV_CURRENT ||
	    eh->e_version != EV_CURRENT)
		return VGR_ELF_ECLASS;
	if (eh->e_type != ET_DYN || eh->e_ehsize != sizeof(*eh))
		return VGR_ELF_ETYPE;
	if (eh->e_phentsize != sizeof(struct vgr_elf_phdr) ||
	    eh->e_phnum == 0 || eh->e_phnum == PN_XNUM ||
	    !vgr_elf_in_range(len, eh->e_phoff,
			      (uint64_t)eh->e_phnum * eh->e_phentsize))
		return VGR_ELF_EPHDR;
	if (eh->e_phoff % VGR_ELF_ALIGN)
		return VGR_ELF_EALIGN;
	*ehp = eh;
	return 0;
}

/* The PT_LOAD segments and the one PT_DYNAMIC, which *dynp gets. */
static int check_segments(struct vgr_elf *elf,
			  const struct vgr_elf_phdr **dynp)
{
	const struct vgr_elf_phdr *dyn = NULL;
	int loads = 0;
	unsigned int i;

	for (i = 0; i < elf->phnum; i++) {
		const struct vgr_elf_phdr *p = &elf->phdr[i];

		if (p->p_type == VGR_PT_DYNAMIC) {
			if (dyn)
				return VGR_ELF_ENODYN;
			dyn = p;
		}
		if (p->p_type != VGR_PT_LOAD)
			continue;
		if (!vgr_elf_in_range(elf->len, p->p_offset, p->p_filesz) ||
		    p->p_filesz > p->p_memsz ||
		    p->p_vaddr > VGR_ELF_ADDR_MAX - p->p_memsz)
			return VGR_ELF_ESEGMENT;
		if (!loads++) {
			elf->load_vaddr = p->p_vaddr;
			elf->load_offset = p->p_offset;
		} else if ((uint64_t)p->p_vaddr - p->p_offset !=
			   elf->load_vaddr - elf->load_offset) {
			return VGR_ELF_ESEGMENT;
		}
	}
	if (!loads)
		return VGR_ELF_ENOLOAD;
	if (!dyn)
		return VGR_ELF_ENODYN;
	if (!vgr_elf_in_range(elf->len, dyn->p_offset, dyn->p_filesz))
		return VGR_ELF_EDYN;
	if (dyn->p_offset % VGR_ELF_ALIGN)
		return VGR_ELF_EALIGN;
	*dynp = dyn;
	return 0;
}

int vgr_elf_map(const struct vgr_elf *elf, uint64_t vaddr, uint64_t bytes,
		size_t align, int err, size_t *off, uint64_t *avail)
{
	unsigned int i;

	for (i = 0; i < elf->phnum; i++) {
		const struct vgr_elf_phdr *p = &elf->phdr[i];
		uint64_t rel = vaddr - p->p_vaddr;

		if (p->p_type != VGR_PT_LOAD || vaddr < p->p_vaddr ||
		    rel >= p->p_filesz || bytes > p->p_filesz - rel)
			continue;
		if ((p->p_offset + rel) % align)
			return VGR_ELF_EALIGN;
		*off = p->p_offset + rel;
		if (avail)
			*avail = p->p_filesz - rel;
		return 0;
	}
	return err;
}

/* Reads PT_DYNAMIC up to DT_NULL, which must come inside it. */
static int read_dynamic(struct vgr_elf *elf, const struct vgr_elf_phdr *p,
			struct dyn_values *dv)
{
	const struct vgr_elf_dyn *dyn = (const void *)(elf->image + p->p_offset);
	uint64_t i, n = p->p_filesz / sizeof(*dyn);
	int d;

	elf->dyn_off = p->p_offset;
	dv->present = 0;
	for (i = 0; i < n && dyn[i].d_tag != VGR_DT_NULL; i++) {
		for (d = 0; d < D_COUNT && dyn_tags[d] != dyn[i].d_tag; d++)
			;
		if (d == D_COUNT)
			continue;
		if (has(dv, d))
			return VGR_ELF_EDYN;
		dv->present |= 1u << d;
		dv->val[d] = dyn[i].d_val;
	}
	return i < n ? 0 : VGR_ELF_EDYN;
}

static int map_strtab(struct vgr_elf *elf, const struct dyn_values *dv)
{
	int err;

	if (!has(dv, D_STRTAB) || !has(dv, D_STRSZ) || !has(dv, D_SYMTAB))
		return VGR_ELF_ENOSYMTAB;
	if (has(dv, D_SYMENT) && dv->val[D_SYMENT] != sizeof(*elf->symtab))
		return VGR_ELF_ESYM;
	elf->strsz = dv->val[D_STRSZ];
	if (elf->strsz == 0 || elf->strsz != dv->val[D_STRSZ])
		return VGR_ELF_ESTRTAB;
	err = vgr_elf_map(elf, dv->val[D_STRTAB], elf->strsz, 1,
			  VGR_ELF_ESTRTAB, &elf->strtab_off, NULL);
	if (err)
		return err;
	elf->strtab = (const char *)elf->image + elf->strtab_off;
	return elf->strtab[elf->strsz - 1] ? VGR_ELF_ESTRTAB : 0;
}

/* DT_HASH: nbucket, nchain, bucket[nbucket], chain[nchain], in words. */
static int map_sysv_hash(struct vgr_elf *elf, uint64_t vaddr)
{
	struct vgr_elf_sysv_hash *h = &elf->sysv;
	const size_t word = sizeof(vgr_elf_hash_word);
	const vgr_elf_hash_word *words;
	int err;

	err = vgr_elf_map(elf, vaddr, 2 * word, word, VGR_ELF_EHASH,
			  &elf->sysv_off, NULL);
	if (err)
		return err;
	words = (const void *)(elf->image + elf->sysv_off);
	if (words[0] > UINT32_MAX || words[1] > UINT32_MAX)
		return VGR_ELF_EHASH;
	h->nbucket = words[0];
	h->nchain = words[1];
	if (!h->nbucket || !h->nchain)
		return VGR_ELF_EHASH;
	err = vgr_elf_map(elf, vaddr,
			  word * (2 + (uint64_t)h->nbucket + h->nchain), word,
			  VGR_ELF_EHASH, &elf->sysv_off, NULL);
	if (err)
		return err;
	h->bucket = words + 2;
	h->chain = words + 2 + h->nbucket;
	elf->has_sysv = 1;
	return 0;
}

/*
 * DT_GNU_HASH: nbuckets, symoffset, bloom_size, bloom_shift, the bloom
 * words (the class's: 32-bit in ELF32, 64-bit in ELF64), buckets[nbuckets],
 * then one hash word per symbol from symoffset on, up to the segment's
 * end at most.
 */
static int map_gnu_hash(struct vgr_elf *elf, uint64_t vaddr)
{
	struct vgr_elf_gnu_hash *g = &elf->gnu;
	const size_t word = sizeof(*g->bloom);
	const uint32_t *words;
	uint64_t head, avail, nchain;
	int err;

	err = vgr_elf_map(elf, vaddr, 16, word, VGR_ELF_EGNUHASH,
			  &elf->gnu_off, &avail);
	if (err)
		return err;
	words = (const void *)(elf->image + elf->gnu_off);
	g->nbuckets = words[0];
	g->symoffset = words[1];
	g->bloom_size = words[2];
	g->bloom_shift = words[3];
	head = 16 + word * (uint64_t)g->bloom_size + 4 * (uint64_t)g->nbuckets;
	if (!g->nbuckets || !g->bloom_size || g->bloom_shift >= 32 ||
	    head > avail)
		return VGR_ELF_EGNUHASH;
	g->bloom = (const void *)(words + 4);
	g->buckets = words + 4 + word / 4 * (uint64_t)g->bloom_size;
	g->chain = g->buckets + g->nbuckets;
	nchain = (avail - head) / 4;
	if (nchain > UINT32_MAX - g->symoffset)
		nchain = UINT32_MAX - g->symoffset;
	g->nchain = nchain;
	elf->has_gnu = 1;
	return 0;
}

/*
 * How many symbols DT_GNU_HASH covers: past the last symbol of its last
 * chain. Every chain must end inside the table, all of them together in
 * at most nchain steps (so chains neither loop nor overlap much).
 */
static int gnu_symbol_count(const struct vgr_elf *elf, uint32_t *count)
{
	uint32_t b, last, budget = elf->gnu.nchain;
	int err;

	*count = elf->gnu.symoffset;
	for (b = 0; b < elf->gnu.nbuckets; b++) {
		err = vgr_elf_gnu_walk(elf, b, NULL, NULL, &budget, &last);
		if (err)
			return err;
		if (last && last >= *count)
			*count = last + 1;
	}
	return 0;
}

/* nsyms from the hash tables, and a symtab that holds them all. */
static int map_symtab(struct vgr_elf *elf, const struct dyn_values *dv)
{
	uint32_t gnu_count = 0;
	int err;

	if (elf->has_gnu) {
		err = gnu_symbol_count(elf, &gnu_count);
		if (err)
			return err;
		if (elf->has_sysv && gnu_count > elf->sysv.nchain)
			return VGR_ELF_EGNUHASH;
	}
	elf->nsyms = elf->has_sysv ? elf->sysv.nchain : gnu_count;
	if (!elf->nsyms)
		return VGR_ELF_ESYM;
	err = vgr_elf_map(elf, dv->val[D_SYMTAB],
			  (uint64_t)elf->nsyms * sizeof(*elf->symtab),
			  VGR_ELF_ALIGN,
			  VGR_ELF_ESYM, &elf->symtab_off, NULL);
	if (err)
		return err;
	elf->symtab = (const void *)(elf->image + elf->symtab_off);
	return 0;
}

/* Every name inside strtab, every defined function inside a PT_LOAD. */
static int check_symbols(const struct vgr_elf *elf)
{
	uint32_t i;
	size_t off;

	for (i = 0; i < elf->nsyms; i++) {
		const struct vgr_elf_sym *s = &elf->symtab[i];
		uint64_t size = s->st_size ? s->st_size : 1;

		if (s->st_name >= elf->strsz)
			return VGR_ELF_ESYM;
		if ((s->st_info & 0xf) == VGR_STT_FUNC &&
		    s->st_shndx != VGR_SHN_UNDEF && s->st_shndx != VGR_SHN_ABS &&
		    vgr_elf_map(elf, s->st_value, size, 1, VGR_ELF_ESYM, &off,
				NULL))
			return VGR_ELF_ESYM;
	}
	return 0;
}

static int map_versions(struct vgr_elf *elf, const struct dyn_values *dv)
{
	int err;

	if (!has(dv, D_VERDEF))
		return 0;	/* DT_VERSYM alone names no version we know */
	err = vgr_elf_map(elf, dv->val[D_VERDEF],
			  sizeof(struct vgr_elf_verdef), 4, VGR_ELF_EVERDEF,
			  &elf->verdef_off, NULL);
	if (err)
		return err;
	if (has(dv, D_VERDEFNUM)) {
		if (!dv->val[D_VERDEFNUM] || dv->val[D_VERDEFNUM] > UINT32_MAX)
			return VGR_ELF_EVERDEF;
		elf->verdefnum = dv->val[D_VERDEFNUM];
	}
	err = vgr_elf_verdef_walk(elf, 0, NULL);
	if (err < 0 || !has(dv, D_VERSYM))
		return err;
	err = vgr_elf_map(elf, dv->val[D_VERSYM], 2 * (uint64_t)elf->nsyms, 2,
			  VGR_ELF_EVERSYM, &elf->versym_off, NULL);
	if (err)
		return err;
	elf->versym = (const void *)(elf->image + elf->versym_off);
	return 0;
}

static int parse(struct vgr_elf *elf, const void *image, size_t len,
		 int skip_sysv)
{
	const struct vgr_elf_ehdr *eh;
	const struct vgr_elf_phdr *dyn;
	struct dyn_values dv;
	int err;

	if (!elf)
		return VGR_ELF_EINVAL;
	*elf = (struct vgr_elf){ .image = image, .len = len };
	err = check_header(image, len, &eh);
	if (err)
		return err;
	elf->phdr = (const void *)(elf->image + eh->e_phoff);
	elf->phnum = eh->e_phnum;
	err = check_segments(elf, &dyn);
	if (!err)
		err = read_dynamic(elf, dyn, &dv);
	if (skip_sysv)
		dv.present &= ~(1u << D_HASH);
	if (!err)
		err = map_strtab(elf, &dv);
	if (!err && !has(&dv, D_HASH) && !has(&dv, D_GNU_HASH))
		err = VGR_ELF_ENOHASH;
	if (!err && has(&dv, D_HASH))
		err = map_sysv_hash(elf, dv.val[D_HASH]);
	if (!err && has(&dv, D_GNU_HASH))
		err = map_gnu_hash(elf, dv.val[D_GNU_HASH]);
	if (!err)
		err = map_symtab(elf, &dv);
	if (!err)
		err = check_symbols(elf);
	if (!err)
		err = map_versions(elf, &dv);
	if (!err)
		err = vgr_elf_check_chains(elf);
	if (err)	/* leave nothing a lookup could trust */
		*elf = (struct vgr_elf){ .image = NULL };
	return err;
}

int vgr_elf_parse(struct vgr_elf *elf, const void *image, size_t len)
{
	return parse(elf, image, len, 0);
}

int vgr_elf_parse_gnu(struct vgr_elf *elf, const void *image, size_t len)
{
	return parse(elf, image, len, 1);
}

int vgr_elf_load_end(const void *image, size_t len, size_t *end)
{
	const struct vgr_elf_ehdr *eh;
	const struct vgr_elf_phdr *p;
	uint64_t last = 0;
	unsigned int i;
	int err = check_header(image, len, &eh);

	if (err)
		return err;
	p = (const void *)((const unsigned char *)image + eh->e_phoff);
	for (i = 0; i < eh->e_phnum; i++, p++) {
		uint64_t off = p->p_offset, size = p->p_filesz;

		if (p->p_type != VGR_PT_LOAD)
			continue;
		if (off > SIZE_MAX || size > SIZE_MAX - off)
			return VGR_ELF_ESEGMENT;
		if (off + size > last)
			last = off + size;
	}
	if (!last)
		return VGR_ELF_ENOLOAD;
	*end = last;
	return 0;
}

static const char * const err_names[VGR_ELF_ERR_COUNT] = {
	[0] = "OK: no error",
	[-VGR_ELF_EINVAL] = "EINVAL: bad argument",
	[-VGR_ELF_ENOVDSO] = "ENOVDSO: no AT_SYSINFO_EHDR in the auxiliary vector",
	[-VGR_ELF_ETRUNC] = "ETRUNC: shorter than an ELF header",
	[-VGR_ELF_EMAGIC] = "EMAGIC: no ELF magic",
	[-VGR_ELF_ECLASS] = "ECLASS: not native-endian " VGR_ELF_CLASS_NAME
		" version 1 (the class this build reads)",
	[-VGR_ELF_ETYPE] = "ETYPE: not ET_DYN, or a wrong e_ehsize",
	[-VGR_ELF_EALIGN] = "EALIGN: a table misaligned for its type",
	[-VGR_ELF_EPHDR] = "EPHDR: program headers out of bounds or of a wrong size",
	[-VGR_ELF_ESEGMENT] = "ESEGMENT: a PT_LOAD out of bounds or not laid out as in the file",
	[-VGR_ELF_ENOLOAD] = "ENOLOAD: no PT_LOAD",
	[-VGR_ELF_ENODYN] = "ENODYN: no PT_DYNAMIC, or more than one",
	[-VGR_ELF_EDYN] = "EDYN: dynamic section out of bounds, unterminated or repeating a tag",
	[-VGR_ELF_ENOSYMTAB] = "ENOSYMTAB: DT_SYMTAB, DT_STRTAB or DT_STRSZ missing",
	[-VGR_ELF_ESTRTAB] = "ESTRTAB: string table out of bounds or not NUL-terminated",
	[-VGR_ELF_ENOHASH] = "ENOHASH: neither DT_HASH nor DT_GNU_HASH",
	[-VGR_ELF_EHASH] =
		"EHASH: DT_HASH out of bounds, or a chain that loops or misplaces a symbol",
	[-VGR_ELF_EGNUHASH] =
		"EGNUHASH: DT_GNU_HASH out of bounds, or an endless chain or misplaced symbol",
	[-VGR_ELF_ESYM] =
		"ESYM: symbol table out of bounds, or a name or address outside its table",
	[-VGR_ELF_EVERSYM] = "EVERSYM: DT_VERSYM out of bounds",
	[-VGR_ELF_EVERDEF] = "EVERDEF: DT_VERDEF out of bounds, endless, or inconsistent",
	[-VGR_ELF_ENOTABLE] = "ENOTABLE: the image lacks the hash table asked for",
	[-VGR_ELF_ENOENT] = "ENOENT: no such symbol at that version",
	[-VGR_ELF_EMAPPING] = "EMAPPING: the vDSO's mapping is shorter than its image",
	[-VGR_ELF_ENOUNWIND] = "ENOUNWIND: no PT_GNU_EH_FRAME, or no search table in it",
	[-VGR_ELF_EUNWIND] = "EUNWIND: .eh_frame_hdr's search table or an FDE bad or out of order",
	[-VGR_ELF_ESECTION] = "ESECTION: section headers bad, or no such section",
};

const char *vgr_elf_strerror(int err)
{
	if (err > 0 || err <= -VGR_ELF_ERR_COUNT)
		return "EUNKNOWN: not a vgr_elf error code";
	return err_names[-err];
}
