// SPDX-License-Identifier: GPL-2.0
/*
 * elf_mutants.c - the table of malformed images (see elf_mutants.h):
 * each entry edits a copy of a good vDSO image in one place, found
 * through the good image's parse, and says which error it must give.
 * Most are one field set, added to or flipped; the rest are functions.
 */
#include <stddef.h>
#include <string.h>
#include "vdso/host/elf_mutants.h"
#include "vdso/host/image_file.h"

#define DT_UNREAD	16	/* DT_SYMBOLIC: a tag the parser ignores */
#define PT_NULL		0
#define PT_NOTE		4
#define FAR_AWAY	0x100000	/* a vaddr outside every vDSO PT_LOAD */
/* A table half a word off the class's alignment (4 or 8 bytes). */
#define HALF_WORD	(VGR_ELF_ALIGN / 2)
#define WORDS(n32, n64)	VGR_ELF_BY_CLASS(n32, n64)
/* The other class's ELFCLASS, e_ehsize, e_phentsize and DT_SYMENT. */
#define OTHER_CLASS	(3 - VGR_ELFCLASS)
#define OTHER_EHSIZE	WORDS(64, 52)
#define OTHER_PHENTSIZE	WORDS(56, 32)
#define OTHER_SYMENT	WORDS(24, 16)

static void *at(struct vgr_mutant_image *m, size_t off)
{
	return m->buf + off;
}

static struct vgr_elf_phdr *phdr(struct vgr_mutant_image *m, uint32_t type)
{
	struct vgr_elf_phdr *p = at(m, (const unsigned char *)m->good->phdr -
				      m->good->image);
	unsigned int i;

	for (i = 0; i < m->good->phnum; i++)
		if (p[i].p_type == type)
			return &p[i];
	return NULL;
}

/* The first dynamic entry with tag, up to and including DT_NULL. */
static struct vgr_elf_dyn *dyn(struct vgr_mutant_image *m, int64_t tag)
{
	struct vgr_elf_dyn *d = at(m, m->good->dyn_off);

	for (; d->d_tag != VGR_DT_NULL; d++)
		if (d->d_tag == tag)
			return d;
	return tag == VGR_DT_NULL ? d : NULL;
}

struct vgr_elf_sym *vgr_mutant_sym(struct vgr_mutant_image *m,
				     const char *name)
{
	struct vgr_elf_sym *s = at(m, m->good->symtab_off);
	uint32_t i;

	for (i = 1; i < m->good->nsyms; i++)
		if (!strcmp(m->good->strtab + s[i].st_name, name))
			return &s[i];
	return NULL;
}

static uint32_t *sysv(struct vgr_mutant_image *m)
{
	return m->good->has_sysv ? at(m, m->good->sysv_off) : NULL;
}

static uint32_t *gnu(struct vgr_mutant_image *m)
{
	return m->good->has_gnu ? at(m, m->good->gnu_off) : NULL;
}

static uint32_t *gnu_buckets(struct vgr_mutant_image *m)
{
	return gnu(m) + 4 + VGR_ELF_ALIGN / 4 * m->good->gnu.bloom_size;
}

/* The chain's hash words (chain[0] is symoffset's). */
static uint32_t *gnu_chain(struct vgr_mutant_image *m)
{
	return gnu_buckets(m) + m->good->gnu.nbuckets;
}

/* The n-th verdef, or NULL. */
static struct vgr_elf_verdef *verdef(struct vgr_mutant_image *m, int n)
{
	size_t off = m->good->verdef_off;
	struct vgr_elf_verdef *vd;

	if (!off)
		return NULL;
	for (vd = at(m, off); n--; vd = at(m, off)) {
		if (!vd->vd_next)
			return NULL;
		off += vd->vd_next;
	}
	return vd;
}

static void *site(struct vgr_mutant_image *m, const struct vgr_mutant_field *f)
{
	struct vgr_elf_sym *s;

	switch (f->site) {
	case VGR_SITE_EHDR:
		return m->buf;
	case VGR_SITE_PHDR:
		return phdr(m, f->key);
	case VGR_SITE_DYN:
		return dyn(m, f->key);
	case VGR_SITE_SYSV:
		return sysv(m);
	case VGR_SITE_GNU:
		return gnu(m);
	case VGR_SITE_VERDEF:
		return verdef(m, 0);
	case VGR_SITE_SYM:
		s = vgr_mutant_sym(m, "__vdso_getrandom");
		return s ? s : vgr_mutant_sym(m, "__vdso_clock_gettime");
	}
	return NULL;
}

int vgr_mutant_apply(const struct vgr_mutant *mutant,
		     struct vgr_mutant_image *m)
{
	const struct vgr_mutant_edit *e = &mutant->edit;
	unsigned char *field;
	uint64_t v = 0;

	if (mutant->apply)
		return mutant->apply(m);
	field = site(m, &e->field);
	if (!field)
		return VGR_MUTANT_NA;
	field += e->field.offset;
	memcpy(&v, field, e->field.size);	/* little-endian, as the images */
	v = e->op == VGR_OP_SET ? e->value :
	    e->op == VGR_OP_ADD ? v + e->value : v ^ e->value;
	memcpy(field, &v, e->field.size);
	return 0;
}

/* The image itself one byte off its word alignment. */
static int image_misaligned(struct vgr_mutant_image *m)
{
	memmove(m->buf + 1, m->buf, m->len);
	m->buf++;
	return 0;
}

/* The first PT_LOAD ends one byte past the image. */
static int load_past_end(struct vgr_mutant_image *m)
{
	struct vgr_elf_phdr *p = phdr(m, VGR_PT_LOAD);

	p->p_filesz = m->len - p->p_offset + 1;
	p->p_memsz = p->p_filesz;
	return 0;
}

/* A second PT_LOAD whose vaddr - offset differs from the first's. */
static int load_not_as_in_file(struct vgr_mutant_image *m)
{
	struct vgr_elf_phdr *p = phdr(m, PT_NOTE);

	if (!p)
		return VGR_MUTANT_NA;
	p->p_type = VGR_PT_LOAD;
	p->p_vaddr += 0x1000;
	return 0;
}

/* Every DT_NULL inside PT_DYNAMIC replaced by a tag that is ignored. */
static int dynamic_unterminated(struct vgr_mutant_image *m)
{
	const struct vgr_elf_phdr *p = phdr(m, VGR_PT_DYNAMIC);
	struct vgr_elf_dyn *d = at(m, p->p_offset);
	size_t i;

	for (i = 0; i < p->p_filesz / sizeof(*d); i++)
		if (d[i].d_tag == VGR_DT_NULL)
			d[i].d_tag = DT_UNREAD;
	return 0;
}

/* A second DT_STRTAB written over DT_NULL (a spare one must follow). */
static int dynamic_tag_repeated(struct vgr_mutant_image *m)
{
	const struct vgr_elf_phdr *p = phdr(m, VGR_PT_DYNAMIC);
	struct vgr_elf_dyn *end = dyn(m, VGR_DT_NULL);

	if ((unsigned char *)(end + 2) > m->buf + p->p_offset + p->p_filesz)
		return VGR_MUTANT_NA;
	*end = *dyn(m, VGR_DT_STRTAB);
	return 0;
}

static int strtab_without_nul(struct vgr_mutant_image *m)
{
	m->buf[m->good->strtab_off + m->good->strsz - 1] = 'x';
	return 0;
}

/* The symbol table starts 8 bytes before the PT_LOAD ends. */
static int symtab_past_load(struct vgr_mutant_image *m)
{
	const struct vgr_elf_phdr *p = phdr(m, VGR_PT_LOAD);

	dyn(m, VGR_DT_SYMTAB)->d_val = p->p_vaddr + p->p_filesz - 8;
	return 0;
}

static int no_hash_tables(struct vgr_mutant_image *m)
{
	struct vgr_elf_dyn *d;

	while ((d = dyn(m, VGR_DT_HASH)) || (d = dyn(m, VGR_DT_GNU_HASH)))
		d->d_tag = DT_UNREAD;
	return 0;
}

static int symbol_name_past_strsz(struct vgr_mutant_image *m)
{
	struct vgr_elf_sym *s = site(m, &(struct vgr_mutant_field){
		.site = VGR_SITE_SYM });

	s->st_name = m->good->strsz;
	return 0;
}

/* The first non-empty bucket's chain head, and the chain array. */
static uint32_t sysv_head(struct vgr_mutant_image *m, uint32_t **chain)
{
	uint32_t *h = sysv(m), b;

	if (!h)
		return 0;
	*chain = h + 2 + h[0];
	for (b = 0; b < h[0]; b++)
		if (h[2 + b])
			return h[2 + b];
	return 0;
}

static int sysv_bucket_past_nchain(struct vgr_mutant_image *m)
{
	if (!sysv(m))
		return VGR_MUTANT_NA;
	sysv(m)[2] = sysv(m)[1];
	return 0;
}

/* A chain whose first symbol links to itself. */
static int sysv_chain_self_loop(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain);

	if (!head)
		return VGR_MUTANT_NA;
	chain[head] = head;
	return 0;
}

/* A chain whose last symbol links back to its first. */
static int sysv_chain_loop(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain), i;

	if (!head || !chain[head])
		return VGR_MUTANT_NA;
	for (i = head; chain[i]; i = chain[i])
		;
	chain[i] = head;
	return 0;
}

static int sysv_chain_past_nchain(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain);

	if (!head)
		return VGR_MUTANT_NA;
	chain[head] = sysv(m)[1];
	return 0;
}

/* Two buckets' chains swapped: their symbols hash elsewhere. */
static int sysv_symbol_misplaced(struct vgr_mutant_image *m)
{
	uint32_t *h = sysv(m), tmp;

	if (!h || h[0] < 2 || h[2] == h[3])
		return VGR_MUTANT_NA;
	tmp = h[2];
	h[2] = h[3];
	h[3] = tmp;
	return 0;
}

/* One symbol fewer in nchain than DT_GNU_HASH chains. */
static int sysv_nchain_short(struct vgr_mutant_image *m)
{
	if (!sysv(m) || !gnu(m))
		return VGR_MUTANT_NA;
	sysv(m)[1]--;
	return 0;
}

static int gnu_bloom_cleared(struct vgr_mutant_image *m)
{
	if (!gnu(m))
		return VGR_MUTANT_NA;
	memset(gnu(m) + 4, 0, VGR_ELF_ALIGN * (size_t)m->good->gnu.bloom_size);
	return 0;
}

/* symoffset raised past the first chain's head. */
static int gnu_bucket_below_symoffset(struct vgr_mutant_image *m)
{
	uint32_t b;

	if (!gnu(m))
		return VGR_MUTANT_NA;
	for (b = 0; b < m->good->gnu.nbuckets && !gnu_buckets(m)[b]; b++)
		;
	if (b == m->good->gnu.nbuckets)
		return VGR_MUTANT_NA;
	gnu(m)[1] = gnu_buckets(m)[b] + 1;
	return 0;
}

static int gnu_hash_word_wrong(struct vgr_mutant_image *m)
{
	if (!gnu(m) || m->good->nsyms <= m->good->gnu.symoffset)
		return VGR_MUTANT_NA;
	gnu_chain(m)[0] ^= 0x100;
	return 0;
}

/* No end bit anywhere in the chains: every walk runs on. */
static int gnu_chain_never_ends(struct vgr_mutant_image *m)
{
	uint32_t i;

	if (!gnu(m))
		return VGR_MUTANT_NA;
	for (i = 0; i < m->good->nsyms - m->good->gnu.symoffset; i++)
		gnu_chain(m)[i] &= ~1u;
	return 0;
}

/* The same with no DT_HASH, whose nchain would bound the walk. */
static int gnu_chain_never_ends_alone(struct vgr_mutant_image *m)
{
	if (!sysv(m) || !gnu(m))
		return VGR_MUTANT_NA;
	dyn(m, VGR_DT_HASH)->d_tag = DT_UNREAD;
	return gnu_chain_never_ends(m);
}

static int verdef_longer_than_verdefnum(struct vgr_mutant_image *m)
{
	struct vgr_elf_dyn *d = dyn(m, VGR_DT_VERDEFNUM);

	if (!d || !verdef(m, 1))
		return VGR_MUTANT_NA;
	d->d_val = 1;
	return 0;
}

/*
 * A verdef loop: the last entry's vd_next is minus its own offset from
 * the first, which a parser adding 32-bit offsets takes back to the start.
 */
static int verdef_loop(struct vgr_mutant_image *m)
{
	struct vgr_elf_verdef *first = verdef(m, 0), *last = first;

	while (last && last->vd_next)
		last = (void *)((unsigned char *)last + last->vd_next);
	if (!first || last == first)
		return VGR_MUTANT_NA;
	last->vd_next = -(uint32_t)((unsigned char *)last -
				    (unsigned char *)first);
	return 0;
}

static int verdaux_name_past_strsz(struct vgr_mutant_image *m)
{
	struct vgr_elf_verdef *vd = verdef(m, 1);
	struct vgr_elf_verdaux *aux;

	if (!vd)
		return VGR_MUTANT_NA;
	aux = (void *)((unsigned char *)vd + vd->vd_aux);
	aux->vda_name = m->good->strsz;
	return 0;
}

#define AT_FIELD(site, key, type, f) \
	{ site, key, offsetof(type, f), sizeof(((type *)0)->f) }
#define EH(f)		AT_FIELD(VGR_SITE_EHDR, 0, struct vgr_elf_ehdr, f)
#define IDENT(i)	{ VGR_SITE_EHDR, 0, i, 1 }
#define PH(type, f)	AT_FIELD(VGR_SITE_PHDR, type, struct vgr_elf_phdr, f)
#define DV(tag)		AT_FIELD(VGR_SITE_DYN, tag, struct vgr_elf_dyn, d_val)
#define DTAG(tag)	AT_FIELD(VGR_SITE_DYN, tag, struct vgr_elf_dyn, d_tag)
#define WORD(site, i)	{ site, 0, 4 * (i), 4 }
#define VD(f)		AT_FIELD(VGR_SITE_VERDEF, 0, struct vgr_elf_verdef, f)
#define SYM(f)		AT_FIELD(VGR_SITE_SYM, 0, struct vgr_elf_sym, f)
#define SET(where, v)	{ where, VGR_OP_SET, v }
#define ADD(where, v)	{ where, VGR_OP_ADD, (uint64_t)(v) }
#define XOR(where, v)	{ where, VGR_OP_XOR, v }
#define E(id, err, how)	{ .name = #id, .expect = VGR_ELF_##err, .edit = how }
#define F(id, err)	{ .name = #id, .expect = VGR_ELF_##err, .apply = id }

const struct vgr_mutant vgr_mutants[] = {
	E(bad_magic, EMAGIC, SET(IDENT(1), 'F')),
	E(other_class, ECLASS, SET(IDENT(4), OTHER_CLASS)),
	E(big_endian, ECLASS, SET(IDENT(5), 2)),
	E(ident_version_0, ECLASS, SET(IDENT(6), 0)),
	E(e_version_2, ECLASS, SET(EH(e_version), 2)),
	E(type_exec, ETYPE, SET(EH(e_type), 2)),
	E(ehsize_other_class, ETYPE, SET(EH(e_ehsize), OTHER_EHSIZE)),
	E(phentsize_other_class, EPHDR, SET(EH(e_phentsize), OTHER_PHENTSIZE)),
	E(phnum_zero, EPHDR, SET(EH(e_phnum), 0)),
	E(phnum_huge, EPHDR, SET(EH(e_phnum), 0xfffe)),
	E(phnum_xnum, EPHDR, SET(EH(e_phnum), 0xffff)),
	E(phoff_past_end, EPHDR, SET(EH(e_phoff), FAR_AWAY)),
	E(phoff_wraps, EPHDR, SET(EH(e_phoff), UINT64_MAX - 7)),
	E(phoff_misaligned, EALIGN, ADD(EH(e_phoff), HALF_WORD)),
	F(image_misaligned, EALIGN),
	F(load_past_end, ESEGMENT),
	E(load_offset_huge, ESEGMENT,
	  SET(PH(VGR_PT_LOAD, p_offset), UINT64_MAX - 15)),
	E(load_filesz_over_memsz, ESEGMENT, ADD(PH(VGR_PT_LOAD, p_memsz), -1)),
	E(load_vaddr_wraps, ESEGMENT,
	  SET(PH(VGR_PT_LOAD, p_vaddr), UINT64_MAX - 255)),
	F(load_not_as_in_file, ESEGMENT),
	E(no_load, ENOLOAD, SET(PH(VGR_PT_LOAD, p_type), PT_NOTE)),
	E(no_dynamic, ENODYN, SET(PH(VGR_PT_DYNAMIC, p_type), PT_NULL)),
	E(two_dynamics, ENODYN, SET(PH(PT_NOTE, p_type), VGR_PT_DYNAMIC)),
	E(dynamic_past_end, EDYN, SET(PH(VGR_PT_DYNAMIC, p_filesz), FAR_AWAY)),
	E(dynamic_misaligned, EALIGN,
	  ADD(PH(VGR_PT_DYNAMIC, p_offset), HALF_WORD)),
	F(dynamic_unterminated, EDYN),
	F(dynamic_tag_repeated, EDYN),
	E(strtab_outside_load, ESTRTAB, SET(DV(VGR_DT_STRTAB), FAR_AWAY)),
	E(strsz_huge, ESTRTAB, SET(DV(VGR_DT_STRSZ), 0x7fffffff)),
	E(strsz_zero, ESTRTAB, SET(DV(VGR_DT_STRSZ), 0)),
	F(strtab_without_nul, ESTRTAB),
	E(no_strtab, ENOSYMTAB, SET(DTAG(VGR_DT_STRTAB), DT_UNREAD)),
	E(no_strsz, ENOSYMTAB, SET(DTAG(VGR_DT_STRSZ), DT_UNREAD)),
	E(no_symtab, ENOSYMTAB, SET(DTAG(VGR_DT_SYMTAB), DT_UNREAD)),
	F(no_hash_tables, ENOHASH),
	E(syment_other_class, ESYM, SET(DV(VGR_DT_SYMENT), OTHER_SYMENT)),
	E(symtab_misaligned, EALIGN, ADD(DV(VGR_DT_SYMTAB), HALF_WORD)),
	E(symtab_outside_load, ESYM, SET(DV(VGR_DT_SYMTAB), FAR_AWAY)),
	F(symtab_past_load, ESYM),
	F(symbol_name_past_strsz, ESYM),
	E(symbol_name_huge, ESYM, SET(SYM(st_name), UINT32_MAX)),
	E(function_outside_load, ESYM, SET(SYM(st_value), FAR_AWAY)),
	E(function_size_past_load, ESYM, SET(SYM(st_size), FAR_AWAY)),
	E(sysv_outside_load, EHASH, SET(DV(VGR_DT_HASH), FAR_AWAY)),
	E(sysv_misaligned, EALIGN, ADD(DV(VGR_DT_HASH), 2)),
	E(sysv_nbucket_zero, EHASH, SET(WORD(VGR_SITE_SYSV, 0), 0)),
	E(sysv_nchain_huge, EHASH, SET(WORD(VGR_SITE_SYSV, 1), 0x10000000)),
	F(sysv_bucket_past_nchain, EHASH),
	F(sysv_chain_self_loop, EHASH),
	F(sysv_chain_loop, EHASH),
	F(sysv_chain_past_nchain, EHASH),
	F(sysv_symbol_misplaced, EHASH),
	F(sysv_nchain_short, EGNUHASH),
	E(gnu_outside_load, EGNUHASH, SET(DV(VGR_DT_GNU_HASH), FAR_AWAY)),
	E(gnu_misaligned, EALIGN, ADD(DV(VGR_DT_GNU_HASH), HALF_WORD)),
	E(gnu_nbuckets_zero, EGNUHASH, SET(WORD(VGR_SITE_GNU, 0), 0)),
	E(gnu_nbuckets_huge, EGNUHASH,
	  SET(WORD(VGR_SITE_GNU, 0), 0x10000000)),
	E(gnu_symoffset_huge, EGNUHASH,
	  SET(WORD(VGR_SITE_GNU, 1), 0xfffffff0)),
	E(gnu_bloom_size_zero, EGNUHASH, SET(WORD(VGR_SITE_GNU, 2), 0)),
	E(gnu_bloom_size_huge, EGNUHASH,
	  SET(WORD(VGR_SITE_GNU, 2), 0x80000000)),
	E(gnu_bloom_shift_32, EGNUHASH, SET(WORD(VGR_SITE_GNU, 3), 32)),
	F(gnu_bloom_cleared, EGNUHASH),
	F(gnu_bucket_below_symoffset, EGNUHASH),
	F(gnu_hash_word_wrong, EGNUHASH),
	F(gnu_chain_never_ends, EGNUHASH),
	{ .name = "gnu_chain_never_ends_alone", .expect = VGR_MUTANT_ANY_ERROR,
	  .apply = gnu_chain_never_ends_alone },
	E(versym_outside_load, EVERSYM, SET(DV(VGR_DT_VERSYM), FAR_AWAY)),
	E(versym_misaligned, EALIGN, ADD(DV(VGR_DT_VERSYM), 1)),
	E(verdef_outside_load, EVERDEF, SET(DV(VGR_DT_VERDEF), FAR_AWAY)),
	E(verdef_misaligned, EALIGN, ADD(DV(VGR_DT_VERDEF), 2)),
	E(verdefnum_zero, EVERDEF, SET(DV(VGR_DT_VERDEFNUM), 0)),
	E(verdefnum_huge, EVERDEF,
	  SET(DV(VGR_DT_VERDEFNUM), WORDS(UINT32_MAX, 1ull << 32))),
	F(verdef_longer_than_verdefnum, EVERDEF),
	E(verdef_shorter_than_verdefnum, EVERDEF,
	  ADD(DV(VGR_DT_VERDEFNUM), 1)),
	E(verdef_version_2, EVERDEF, SET(VD(vd_version), 2)),
	E(verdef_cnt_zero, EVERDEF, SET(VD(vd_cnt), 0)),
	E(verdef_hash_wrong, EVERDEF, XOR(VD(vd_hash), 1)),
	E(verdef_aux_past_end, EVERDEF, SET(VD(vd_aux), FAR_AWAY)),
	E(verdef_aux_misaligned, EVERDEF, ADD(VD(vd_aux), 2)),
	E(verdef_next_overlapping, EVERDEF, SET(VD(vd_next), 4)),
	E(verdef_next_past_end, EVERDEF, SET(VD(vd_next), FAR_AWAY)),
	F(verdef_loop, EVERDEF),
	F(verdaux_name_past_strsz, EVERDEF),
};
const size_t vgr_mutant_count = ARRAY_SIZE(vgr_mutants);
