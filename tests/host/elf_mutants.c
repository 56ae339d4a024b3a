// SPDX-License-Identifier: GPL-2.0
/*
 * elf_mutants.c - the table of malformed images (see elf_mutants.h):
 * each entry edits a copy of a good vDSO image in one place, found
 * through the good image's parse, and says which error it must give.
 */
#include <string.h>
#include "tests/host/elf_mutants.h"

#define DT_UNREAD	16	/* DT_SYMBOLIC: a tag the parser ignores */
#define PT_NULL		0
#define PT_NOTE		4
#define FAR_AWAY	0x100000	/* a vaddr outside every vDSO PT_LOAD */

#define NEED(x) do { if (!(x)) return VGR_MUTANT_NA; } while (0)

static void *at(struct vgr_mutant_image *m, size_t off)
{
	return m->buf + off;
}

static struct vgr_elf64_ehdr *ehdr(struct vgr_mutant_image *m)
{
	return at(m, 0);
}

static struct vgr_elf64_phdr *phdr(struct vgr_mutant_image *m, uint32_t type)
{
	struct vgr_elf64_phdr *p = at(m, (const unsigned char *)m->good->phdr -
				      m->good->image);
	unsigned int i;

	for (i = 0; i < m->good->phnum; i++)
		if (p[i].p_type == type)
			return &p[i];
	return NULL;
}

/* The first dynamic entry with tag, up to and including DT_NULL. */
static struct vgr_elf64_dyn *dyn(struct vgr_mutant_image *m, int64_t tag)
{
	struct vgr_elf64_dyn *d = at(m, m->good->dyn_off);

	for (; d->d_tag != VGR_DT_NULL; d++)
		if (d->d_tag == tag)
			return d;
	return tag == VGR_DT_NULL ? d : NULL;
}

static int set_dyn(struct vgr_mutant_image *m, int64_t tag, uint64_t val)
{
	struct vgr_elf64_dyn *d = dyn(m, tag);

	NEED(d);
	d->d_val = val;
	return 0;
}

static int add_dyn(struct vgr_mutant_image *m, int64_t tag, int64_t delta)
{
	struct vgr_elf64_dyn *d = dyn(m, tag);

	NEED(d);
	d->d_val += delta;
	return 0;
}

static int retag(struct vgr_mutant_image *m, int64_t tag, int64_t new_tag)
{
	struct vgr_elf64_dyn *d = dyn(m, tag);

	NEED(d);
	d->d_tag = new_tag;
	return 0;
}

struct vgr_elf64_sym *vgr_mutant_sym(struct vgr_mutant_image *m,
				     const char *name)
{
	struct vgr_elf64_sym *s = at(m, m->good->symtab_off);
	uint32_t i;

	for (i = 1; i < m->good->nsyms; i++)
		if (!strcmp(m->good->strtab + s[i].st_name, name))
			return &s[i];
	return NULL;
}

static struct vgr_elf64_sym *getrandom_sym(struct vgr_mutant_image *m)
{
	struct vgr_elf64_sym *s = vgr_mutant_sym(m, "__vdso_getrandom");

	return s ? s : vgr_mutant_sym(m, "__vdso_clock_gettime");
}

static uint32_t *sysv(struct vgr_mutant_image *m)
{
	return m->good->has_sysv ? at(m, m->good->sysv_off) : NULL;
}

static uint32_t *gnu(struct vgr_mutant_image *m)
{
	return m->good->has_gnu ? at(m, m->good->gnu_off) : NULL;
}

/* The gnu chain words of the copy (chain[0] is symoffset's). */
static uint32_t *gnu_chain(struct vgr_mutant_image *m)
{
	const struct vgr_elf_gnu_hash *g = &m->good->gnu;

	return gnu(m) + 4 + 2 * g->bloom_size + g->nbuckets;
}

/* The n-th verdef of the copy, or NULL. */
static struct vgr_elf64_verdef *verdef(struct vgr_mutant_image *m, int n)
{
	size_t off = m->good->verdef_off;
	struct vgr_elf64_verdef *vd;

	if (!off)
		return NULL;
	for (vd = at(m, off); n--; vd = at(m, off)) {
		if (!vd->vd_next)
			return NULL;
		off += vd->vd_next;
	}
	return vd;
}

static struct vgr_elf64_verdef *last_verdef(struct vgr_mutant_image *m)
{
	struct vgr_elf64_verdef *vd = verdef(m, 0);

	while (vd && vd->vd_next)
		vd = (void *)((unsigned char *)vd + vd->vd_next);
	return vd;
}

static struct vgr_elf64_verdaux *verdaux(struct vgr_mutant_image *m)
{
	struct vgr_elf64_verdef *vd = verdef(m, 1);

	return vd ? (void *)((unsigned char *)vd + vd->vd_aux) : NULL;
}

/* Header and program headers. */
static int bad_magic(struct vgr_mutant_image *m) { m->buf[1] = 'F'; return 0; }
static int elfclass32(struct vgr_mutant_image *m) { m->buf[4] = 1; return 0; }
static int big_endian(struct vgr_mutant_image *m) { m->buf[5] = 2; return 0; }
static int ident_version_0(struct vgr_mutant_image *m) { m->buf[6] = 0; return 0; }
static int e_version_2(struct vgr_mutant_image *m) { ehdr(m)->e_version = 2; return 0; }
static int type_exec(struct vgr_mutant_image *m) { ehdr(m)->e_type = 2; return 0; }
static int ehsize_32bit(struct vgr_mutant_image *m) { ehdr(m)->e_ehsize = 52; return 0; }
static int phentsize_32bit(struct vgr_mutant_image *m) { ehdr(m)->e_phentsize = 32; return 0; }
static int phnum_zero(struct vgr_mutant_image *m) { ehdr(m)->e_phnum = 0; return 0; }
static int phnum_huge(struct vgr_mutant_image *m) { ehdr(m)->e_phnum = 0xfffe; return 0; }
static int phnum_xnum(struct vgr_mutant_image *m) { ehdr(m)->e_phnum = 0xffff; return 0; }
static int phoff_past_end(struct vgr_mutant_image *m) { ehdr(m)->e_phoff = m->len; return 0; }
static int phoff_wraps(struct vgr_mutant_image *m) { ehdr(m)->e_phoff = UINT64_MAX - 7; return 0; }
static int phoff_misaligned(struct vgr_mutant_image *m) { ehdr(m)->e_phoff += 4; return 0; }

/* The image itself one byte off its 8-byte alignment. */
static int image_misaligned(struct vgr_mutant_image *m)
{
	memmove(m->buf + 1, m->buf, m->len);
	m->buf++;
	return 0;
}

/* Segments. */
static int load_past_end(struct vgr_mutant_image *m)
{
	struct vgr_elf64_phdr *p = phdr(m, VGR_PT_LOAD);

	p->p_filesz = p->p_memsz = m->len - p->p_offset + 1;
	return 0;
}

static int load_offset_huge(struct vgr_mutant_image *m) { phdr(m, VGR_PT_LOAD)->p_offset = UINT64_MAX - 15; return 0; }
static int load_filesz_over_memsz(struct vgr_mutant_image *m) { phdr(m, VGR_PT_LOAD)->p_memsz--; return 0; }
static int load_vaddr_wraps(struct vgr_mutant_image *m) { phdr(m, VGR_PT_LOAD)->p_vaddr = UINT64_MAX - 255; return 0; }
static int no_load(struct vgr_mutant_image *m) { phdr(m, VGR_PT_LOAD)->p_type = PT_NOTE; return 0; }
static int no_dynamic(struct vgr_mutant_image *m) { phdr(m, VGR_PT_DYNAMIC)->p_type = PT_NULL; return 0; }
static int dynamic_past_end(struct vgr_mutant_image *m) { phdr(m, VGR_PT_DYNAMIC)->p_filesz = m->len; return 0; }
static int dynamic_misaligned(struct vgr_mutant_image *m) { phdr(m, VGR_PT_DYNAMIC)->p_offset += 4; return 0; }

/* A second PT_LOAD whose vaddr - offset differs from the first's. */
static int load_not_as_in_file(struct vgr_mutant_image *m)
{
	struct vgr_elf64_phdr *p = phdr(m, PT_NOTE);

	NEED(p);
	p->p_type = VGR_PT_LOAD;
	p->p_vaddr += 0x1000;
	return 0;
}

static int two_dynamics(struct vgr_mutant_image *m)
{
	struct vgr_elf64_phdr *p = phdr(m, PT_NOTE);

	NEED(p);
	p->p_type = VGR_PT_DYNAMIC;
	return 0;
}

/* Dynamic section. */
static int dynamic_unterminated(struct vgr_mutant_image *m)
{
	const struct vgr_elf64_phdr *p = phdr(m, VGR_PT_DYNAMIC);
	struct vgr_elf64_dyn *d = at(m, p->p_offset);
	size_t i;

	for (i = 0; i < p->p_filesz / sizeof(*d); i++)
		if (d[i].d_tag == VGR_DT_NULL)
			d[i].d_tag = DT_UNREAD;
	return 0;
}

/* A second DT_STRTAB written over DT_NULL (a spare one must follow). */
static int dynamic_tag_repeated(struct vgr_mutant_image *m)
{
	const struct vgr_elf64_phdr *p = phdr(m, VGR_PT_DYNAMIC);
	struct vgr_elf64_dyn *end = dyn(m, VGR_DT_NULL);

	NEED((unsigned char *)(end + 2) <= m->buf + p->p_offset + p->p_filesz);
	*end = *dyn(m, VGR_DT_STRTAB);
	return 0;
}

/* String and symbol tables. */
static int strtab_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_STRTAB, FAR_AWAY); }
static int strsz_huge(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_STRSZ, 0x7fffffff); }
static int strsz_zero(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_STRSZ, 0); }
static int no_strtab(struct vgr_mutant_image *m) { return retag(m, VGR_DT_STRTAB, DT_UNREAD); }
static int no_strsz(struct vgr_mutant_image *m) { return retag(m, VGR_DT_STRSZ, DT_UNREAD); }
static int no_symtab(struct vgr_mutant_image *m) { return retag(m, VGR_DT_SYMTAB, DT_UNREAD); }
static int syment_16(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_SYMENT, 16); }
static int symtab_misaligned(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_SYMTAB, 4); }
static int symtab_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_SYMTAB, FAR_AWAY); }

static int strtab_without_nul(struct vgr_mutant_image *m)
{
	m->buf[m->good->strtab_off + m->good->strsz - 1] = 'x';
	return 0;
}

/* The symbol table ends past the PT_LOAD: it starts 8 bytes before. */
static int symtab_past_load(struct vgr_mutant_image *m)
{
	const struct vgr_elf64_phdr *p = phdr(m, VGR_PT_LOAD);

	return set_dyn(m, VGR_DT_SYMTAB, p->p_vaddr + p->p_filesz - 8);
}

static int no_hash_tables(struct vgr_mutant_image *m)
{
	retag(m, VGR_DT_HASH, DT_UNREAD);
	retag(m, VGR_DT_GNU_HASH, DT_UNREAD);
	return 0;
}

static int symbol_name_past_strsz(struct vgr_mutant_image *m)
{
	getrandom_sym(m)->st_name = m->good->strsz;
	return 0;
}

static int symbol_name_huge(struct vgr_mutant_image *m)
{
	getrandom_sym(m)->st_name = UINT32_MAX;
	return 0;
}

static int function_outside_load(struct vgr_mutant_image *m)
{
	getrandom_sym(m)->st_value = FAR_AWAY;
	return 0;
}

static int function_size_past_load(struct vgr_mutant_image *m)
{
	getrandom_sym(m)->st_size = FAR_AWAY;
	return 0;
}

/* DT_HASH: nbucket, nchain, bucket[], chain[]. */
static int sysv_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_HASH, FAR_AWAY); }
static int sysv_misaligned(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_HASH, 2); }
static int sysv_nbucket_zero(struct vgr_mutant_image *m) { NEED(sysv(m)); sysv(m)[0] = 0; return 0; }
static int sysv_nchain_huge(struct vgr_mutant_image *m) { NEED(sysv(m)); sysv(m)[1] = 0x10000000; return 0; }
static int sysv_bucket_past_nchain(struct vgr_mutant_image *m) { NEED(sysv(m)); sysv(m)[2] = sysv(m)[1]; return 0; }

/* The first non-empty bucket's chain head, and its chain array. */
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

/* A chain whose first symbol links to itself. */
static int sysv_chain_self_loop(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain);

	NEED(head);
	chain[head] = head;
	return 0;
}

/* A chain whose last symbol links back to its first. */
static int sysv_chain_loop(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain), i;

	NEED(head && chain[head]);
	for (i = head; chain[i]; i = chain[i])
		;
	chain[i] = head;
	return 0;
}

static int sysv_chain_past_nchain(struct vgr_mutant_image *m)
{
	uint32_t *chain, head = sysv_head(m, &chain);

	NEED(head);
	chain[head] = sysv(m)[1];
	return 0;
}

/* Two buckets' chains swapped: their symbols hash elsewhere. */
static int sysv_symbol_misplaced(struct vgr_mutant_image *m)
{
	uint32_t *h = sysv(m), tmp;

	NEED(h && h[0] >= 2 && h[2] != h[3]);
	tmp = h[2];
	h[2] = h[3];
	h[3] = tmp;
	return 0;
}

/* One symbol fewer in nchain than DT_GNU_HASH chains. */
static int sysv_nchain_short(struct vgr_mutant_image *m)
{
	NEED(sysv(m) && gnu(m));
	sysv(m)[1]--;
	return 0;
}

/* DT_GNU_HASH: nbuckets, symoffset, bloom_size, bloom_shift, ... */
static int gnu_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_GNU_HASH, FAR_AWAY); }
static int gnu_misaligned(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_GNU_HASH, 4); }
static int gnu_nbuckets_zero(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[0] = 0; return 0; }
static int gnu_nbuckets_huge(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[0] = 0x10000000; return 0; }
static int gnu_symoffset_huge(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[1] = 0xfffffff0; return 0; }
static int gnu_bloom_size_zero(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[2] = 0; return 0; }
static int gnu_bloom_size_huge(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[2] = 0x80000000; return 0; }
static int gnu_bloom_shift_32(struct vgr_mutant_image *m) { NEED(gnu(m)); gnu(m)[3] = 32; return 0; }

static int gnu_bloom_cleared(struct vgr_mutant_image *m)
{
	NEED(gnu(m));
	memset(gnu(m) + 4, 0, 8 * (size_t)m->good->gnu.bloom_size);
	return 0;
}

/* symoffset raised past the first chain's head. */
static int gnu_bucket_below_symoffset(struct vgr_mutant_image *m)
{
	uint32_t *g = gnu(m), *buckets, b;

	NEED(g);
	buckets = g + 4 + 2 * g[2];
	for (b = 0; b < g[0] && !buckets[b]; b++)
		;
	NEED(b < g[0]);
	g[1] = buckets[b] + 1;
	return 0;
}

static int gnu_hash_word_wrong(struct vgr_mutant_image *m)
{
	NEED(gnu(m) && m->good->nsyms > m->good->gnu.symoffset);
	gnu_chain(m)[0] ^= 0x100;
	return 0;
}

/* No end bit anywhere in the chains: every walk runs on. */
static int gnu_chain_never_ends(struct vgr_mutant_image *m)
{
	uint32_t *chain, i, n;

	NEED(gnu(m));
	chain = gnu_chain(m);
	n = m->good->nsyms - m->good->gnu.symoffset;
	for (i = 0; i < n; i++)
		chain[i] &= ~1u;
	return 0;
}

/* The same with no DT_HASH, whose nchain would give the walk a bound. */
static int gnu_chain_never_ends_alone(struct vgr_mutant_image *m)
{
	NEED(sysv(m));
	retag(m, VGR_DT_HASH, DT_UNREAD);
	return gnu_chain_never_ends(m);
}

/* Versions. */
static int versym_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_VERSYM, FAR_AWAY); }
static int versym_misaligned(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_VERSYM, 1); }
static int verdef_outside_load(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_VERDEF, FAR_AWAY); }
static int verdef_misaligned(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_VERDEF, 2); }
static int verdefnum_zero(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_VERDEFNUM, 0); }
static int verdefnum_huge(struct vgr_mutant_image *m) { return set_dyn(m, VGR_DT_VERDEFNUM, 1ull << 32); }
static int verdef_longer_than_verdefnum(struct vgr_mutant_image *m) { NEED(verdef(m, 1)); return set_dyn(m, VGR_DT_VERDEFNUM, 1); }
static int verdef_shorter_than_verdefnum(struct vgr_mutant_image *m) { return add_dyn(m, VGR_DT_VERDEFNUM, 1); }

#define VERDEF_FIELD(name, field, value)				\
static int name(struct vgr_mutant_image *m)				\
{									\
	struct vgr_elf64_verdef *vd = verdef(m, 0);			\
									\
	NEED(vd);							\
	vd->field = value;						\
	return 0;							\
}
VERDEF_FIELD(verdef_version_2, vd_version, 2)
VERDEF_FIELD(verdef_cnt_zero, vd_cnt, 0)
VERDEF_FIELD(verdef_hash_wrong, vd_hash, vd->vd_hash ^ 1)
VERDEF_FIELD(verdef_aux_past_end, vd_aux, FAR_AWAY)
VERDEF_FIELD(verdef_aux_misaligned, vd_aux, vd->vd_aux + 2)
VERDEF_FIELD(verdef_next_overlapping, vd_next, 4)
VERDEF_FIELD(verdef_next_past_end, vd_next, FAR_AWAY)

/*
 * A verdef loop: the last entry's vd_next is minus its own offset from
 * the first, which a parser adding 32-bit offsets takes back to the start.
 */
static int verdef_loop(struct vgr_mutant_image *m)
{
	struct vgr_elf64_verdef *first = verdef(m, 0), *last = last_verdef(m);

	NEED(first && last != first);
	last->vd_next = -(uint32_t)((unsigned char *)last -
				    (unsigned char *)first);
	return 0;
}

static int verdaux_name_past_strsz(struct vgr_mutant_image *m)
{
	NEED(verdaux(m));
	verdaux(m)->vda_name = m->good->strsz;
	return 0;
}

#define M(name, expect) { #name, VGR_ELF_##expect, name }
const struct vgr_mutant vgr_mutants[] = {
	M(bad_magic, EMAGIC), M(elfclass32, ECLASS), M(big_endian, ECLASS),
	M(ident_version_0, ECLASS), M(e_version_2, ECLASS),
	M(type_exec, ETYPE), M(ehsize_32bit, ETYPE),
	M(phentsize_32bit, EPHDR), M(phnum_zero, EPHDR),
	M(phnum_huge, EPHDR), M(phnum_xnum, EPHDR),
	M(phoff_past_end, EPHDR), M(phoff_wraps, EPHDR),
	M(phoff_misaligned, EALIGN), M(image_misaligned, EALIGN),
	M(load_past_end, ESEGMENT), M(load_offset_huge, ESEGMENT),
	M(load_filesz_over_memsz, ESEGMENT), M(load_vaddr_wraps, ESEGMENT),
	M(load_not_as_in_file, ESEGMENT), M(no_load, ENOLOAD),
	M(no_dynamic, ENODYN), M(two_dynamics, ENODYN),
	M(dynamic_past_end, EDYN), M(dynamic_misaligned, EALIGN),
	M(dynamic_unterminated, EDYN), M(dynamic_tag_repeated, EDYN),
	M(strtab_outside_load, ESTRTAB), M(strsz_huge, ESTRTAB),
	M(strsz_zero, ESTRTAB), M(strtab_without_nul, ESTRTAB),
	M(no_strtab, ENOSYMTAB), M(no_strsz, ENOSYMTAB),
	M(no_symtab, ENOSYMTAB), M(no_hash_tables, ENOHASH),
	M(syment_16, ESYM), M(symtab_misaligned, EALIGN),
	M(symtab_outside_load, ESYM), M(symtab_past_load, ESYM),
	M(symbol_name_past_strsz, ESYM), M(symbol_name_huge, ESYM),
	M(function_outside_load, ESYM), M(function_size_past_load, ESYM),
	M(sysv_outside_load, EHASH), M(sysv_misaligned, EALIGN),
	M(sysv_nbucket_zero, EHASH), M(sysv_nchain_huge, EHASH),
	M(sysv_bucket_past_nchain, EHASH), M(sysv_chain_self_loop, EHASH),
	M(sysv_chain_loop, EHASH), M(sysv_chain_past_nchain, EHASH),
	M(sysv_symbol_misplaced, EHASH), M(sysv_nchain_short, EGNUHASH),
	M(gnu_outside_load, EGNUHASH), M(gnu_misaligned, EALIGN),
	M(gnu_nbuckets_zero, EGNUHASH), M(gnu_nbuckets_huge, EGNUHASH),
	M(gnu_symoffset_huge, EGNUHASH), M(gnu_bloom_size_zero, EGNUHASH),
	M(gnu_bloom_size_huge, EGNUHASH), M(gnu_bloom_shift_32, EGNUHASH),
	M(gnu_bloom_cleared, EGNUHASH),
	M(gnu_bucket_below_symoffset, EGNUHASH),
	M(gnu_hash_word_wrong, EGNUHASH), M(gnu_chain_never_ends, EGNUHASH),
	{ "gnu_chain_never_ends_alone", VGR_MUTANT_ANY_ERROR,
	  gnu_chain_never_ends_alone },
	M(versym_outside_load, EVERSYM), M(versym_misaligned, EALIGN),
	M(verdef_outside_load, EVERDEF), M(verdef_misaligned, EALIGN),
	M(verdefnum_zero, EVERDEF), M(verdefnum_huge, EVERDEF),
	M(verdef_longer_than_verdefnum, EVERDEF),
	M(verdef_shorter_than_verdefnum, EVERDEF),
	M(verdef_version_2, EVERDEF), M(verdef_cnt_zero, EVERDEF),
	M(verdef_hash_wrong, EVERDEF), M(verdef_aux_past_end, EVERDEF),
	M(verdef_aux_misaligned, EVERDEF),
	M(verdef_next_overlapping, EVERDEF),
	M(verdef_next_past_end, EVERDEF), M(verdef_loop, EVERDEF),
	M(verdaux_name_past_strsz, EVERDEF),
};
const size_t vgr_mutant_count = sizeof(vgr_mutants) / sizeof(vgr_mutants[0]);
