// SPDX-License-Identifier: GPL-2.0
/*
 * elf_test.c - host unit tests of the vDSO ELF parser (built with ASan
 * and UBSan). For each good image named on the command line: it parses,
 * resolves __vdso_getrandom (when its name is in the image) and
 * __vdso_clock_gettime through each hash table at LINUX_2.6 and nowhere
 * else; every truncation, every mutant of elf_mutants.c and every single
 * byte flip gives an error code (or, for a flip, a result that stays
 * inside the image) rather than a crash. An image of the other class
 * than the build's (VGR_ELF_BITS: ELF64 natively, ELF32 in the
 * -DVGR_ELF_BITS=32 build) must be refused with VGR_ELF_ECLASS, whose
 * message names the class read. In this process, the live vDSO resolves
 * every versioned function where glibc's dlvsym() finds it (refused with
 * VGR_ELF_ECLASS in a build of the other class). Each good image asks
 * for no dynamic relocation, and its copies given one (DT_RELA, DT_RELR)
 * or a table past the image have them counted or are refused. Its unwind
 * tables (where it has them) are read whole, every FDE found by the
 * search table, and .text's gaps counted; copies with two entries of the
 * search table swapped, or an FDE's code cut short, are refused or show
 * one more gap. A mapping
 * made a page shorter than the image asked of it is measured so, by
 * /proc/self/maps and by mincore().
 * Prints failures and "elf: N passed, M failed"; exits 1 on a failure,
 * 2 on a usage error.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vdso/elf_internal.h"
#include "vdso/host/elf_mutants.h"
#include "vdso/host/image_file.h"

#define VERSION "LINUX_2.6"

static const char * const functions[] = {
	"__vdso_getrandom", "__vdso_clock_gettime",
};
static const int tables[] = { VGR_ELF_HASH_SYSV, VGR_ELF_HASH_GNU };

static const char *subject;	/* the image under test, for messages */
static unsigned int passed, failed;

static int check(int ok, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		passed++;
		return 1;
	}
	failed++;
	printf("FAIL %s: ", subject);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	return 0;
}

/* A heap copy of exactly len bytes (+ slack), so ASan sees over-reads. */
static unsigned char *copy_of(const unsigned char *image, size_t len,
			      size_t slack)
{
	unsigned char *buf = malloc(len + slack + 1);

	if (!buf) {
		perror("malloc");
		exit(1);
	}
	memcpy(buf, image, len);
	return buf;
}

static unsigned char *read_image(const char *path, size_t *len)
{
	unsigned char *buf = vgr_read_image(path, len);

	if (!buf) {
		perror(path);
		exit(1);
	}
	return buf;
}

static int inside(const struct vgr_elf *elf, const void *addr)
{
	const unsigned char *p = addr;

	return p >= elf->image && p < elf->image + elf->len;
}

/* The image holds the name as a string: the lookup must then find it. */
static int names_function(const unsigned char *image, size_t len,
			  const char *name)
{
	return memmem(image, len, name, strlen(name) + 1) != NULL;
}

/* Each function through each table: found at VERSION, at one address. */
static void test_resolves(const struct vgr_elf *elf)
{
	size_t f, t;

	for (f = 0; f < ARRAY_SIZE(functions); f++) {
		const void *by[2] = { NULL, NULL }, *any;
		int err;

		if (!names_function(elf->image, elf->len, functions[f])) {
			printf("# %s: no %s in this image\n", subject,
			       functions[f]);
			continue;
		}
		for (t = 0; t < 2; t++) {
			if (!vgr_elf_has_hash(elf, tables[t]))
				continue;
			err = vgr_elf_lookup(elf, functions[f], VERSION,
					     tables[t], &by[t]);
			check(!err && inside(elf, by[t]),
			      "%s by table %d: %s", functions[f], tables[t],
			      vgr_elf_strerror(err));
		}
		check(!by[0] || !by[1] || by[0] == by[1],
		      "%s: DT_HASH %p, DT_GNU_HASH %p", functions[f], by[0],
		      by[1]);
		err = vgr_elf_lookup(elf, functions[f], "LINUX_2.5",
				     VGR_ELF_HASH_ANY, &any);
		check(err == VGR_ELF_ENOENT, "%s@LINUX_2.5: %s", functions[f],
		      vgr_elf_strerror(err));
		err = vgr_elf_lookup(elf, functions[f], NULL, VGR_ELF_HASH_ANY,
				     &any);
		check(!err && (any == by[0] || any == by[1]),
		      "%s at any version: %s", functions[f],
		      vgr_elf_strerror(err));
	}
}

/* Every symbol described; none undefined; functions have VERSION. */
static void test_symbols(const struct vgr_elf *elf)
{
	struct vgr_elf_symbol sym;
	uint32_t i;
	int err;

	check(vgr_elf_count_undefined(elf) == 0, "%u undefined symbols",
	      vgr_elf_count_undefined(elf));
	for (i = 1; i < elf->nsyms; i++) {
		err = vgr_elf_symbol(elf, i, &sym);
		if (!check(!err, "symbol %u: %s", i, vgr_elf_strerror(err)))
			continue;
		if (sym.type == VGR_STT_FUNC)
			check(sym.addr && inside(elf, sym.addr) && sym.version &&
			      !strcmp(sym.version, VERSION),
			      "function %s at %p version %s", sym.name,
			      sym.addr, sym.version);
	}
	check(vgr_elf_symbol(elf, 0, &sym) == VGR_ELF_EINVAL &&
	      vgr_elf_symbol(elf, elf->nsyms, &sym) == VGR_ELF_EINVAL,
	      "symbols 0 and nsyms are not described");
}

/* One edit of clock_gettime's symbol, and what a lookup then finds. */
struct symbol_edit {
	const char *name;
	enum { UNDEFINED, LOCAL, OBJECT, HIDDEN, UNVERSIONED } what;
	int found;
	uint32_t undefined;
};

static const struct symbol_edit symbol_edits[] = {
	{ "undefined", UNDEFINED, 0, 1 },
	{ "local", LOCAL, 0, 0 },
	{ "object", OBJECT, 0, 0 },
	{ "hidden", HIDDEN, 1, 0 },
	{ "unversioned", UNVERSIONED, 0, 0 },
};

static void edit_symbol(const struct symbol_edit *e, struct vgr_elf_sym *s,
			uint16_t *versym)
{
	switch (e->what) {
	case UNDEFINED:
		s->st_shndx = VGR_SHN_UNDEF;
		break;
	case LOCAL:
		s->st_info &= 0xf;
		break;
	case OBJECT:
		s->st_info = (s->st_info & 0xf0) | 1;
		break;
	case HIDDEN:
		*versym |= VGR_VERSYM_HIDDEN;
		break;
	case UNVERSIONED:
		*versym = 1;
		break;
	}
}

/* Edits the symbol in a copy, which must parse, and looks it up. */
static void test_symbol_edit(const unsigned char *image, size_t len,
			     const struct vgr_elf *good,
			     const struct symbol_edit *e)
{
	struct vgr_mutant_image m = { copy_of(image, len, 0), len, good };
	struct vgr_elf_sym *s = vgr_mutant_sym(&m, functions[1]);
	const struct vgr_elf_sym *symtab = (void *)(m.buf + good->symtab_off);
	struct vgr_elf elf;
	const void *addr;
	int err;

	if (!check(s != NULL, "%s: no %s", e->name, functions[1]))
		goto out;
	edit_symbol(e, s, (uint16_t *)(m.buf + good->versym_off) + (s - symtab));
	err = vgr_elf_parse(&elf, m.buf, len);
	if (!check(!err, "%s: parse: %s", e->name, vgr_elf_strerror(err)))
		goto out;
	err = vgr_elf_lookup(&elf, functions[1], VERSION, VGR_ELF_HASH_ANY,
			     &addr);
	check(e->found ? !err : err == VGR_ELF_ENOENT, "%s: lookup: %s",
	      e->name, vgr_elf_strerror(err));
	check(vgr_elf_count_undefined(&elf) == e->undefined, "%s: %u undefined",
	      e->name, vgr_elf_count_undefined(&elf));
out:
	free(m.buf);
}

/* Symbols that must not (or still must) be found once edited. */
static void test_symbol_edits(const unsigned char *image, size_t len,
			      const struct vgr_elf *good)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(symbol_edits); i++)
		if (good->versym || symbol_edits[i].what < HIDDEN)
			test_symbol_edit(image, len, good, &symbol_edits[i]);
}

/* Below the end of the last PT_LOAD, every length is an error. */
static void test_truncations(const unsigned char *image, size_t len)
{
	const struct vgr_elf_ehdr *eh = (const void *)image;
	size_t cut, load_end, phdr_end, bad = 0;
	struct vgr_elf elf;
	int err, want;

	if (!check(!vgr_elf_load_end(image, len, &load_end),
		   "no PT_LOAD end"))
		return;
	phdr_end = eh->e_phoff + (size_t)eh->e_phnum * eh->e_phentsize;
	for (cut = 0; cut <= len; cut++) {
		unsigned char *buf = copy_of(image, cut, 0);

		want = cut < sizeof(*eh) ? VGR_ELF_ETRUNC :
		       cut < phdr_end ? VGR_ELF_EPHDR :
		       cut < load_end ? VGR_ELF_ESEGMENT : 0;
		err = vgr_elf_parse(&elf, buf, cut);
		if (err != want && !bad++)
			check(0, "cut at %zu: %s, want %s", cut,
			      vgr_elf_strerror(err), vgr_elf_strerror(want));
		free(buf);
	}
	check(!bad, "%zu of %zu truncations wrong", bad, len + 1);
}

static void test_mutants(const unsigned char *image, size_t len,
			 const struct vgr_elf *good)
{
	size_t i, na = 0;
	struct vgr_elf elf;
	int err;

	for (i = 0; i < vgr_mutant_count; i++) {
		const struct vgr_mutant *mt = &vgr_mutants[i];
		unsigned char *buf = copy_of(image, len, 1);
		struct vgr_mutant_image m = { buf, len, good };

		if (vgr_mutant_apply(mt, &m) == VGR_MUTANT_NA) {
			na++;
			free(buf);
			continue;
		}
		err = vgr_elf_parse(&elf, m.buf, m.len);
		if (mt->expect == VGR_MUTANT_ANY_ERROR)
			check(err < 0, "%s: %s, want an error", mt->name,
			      vgr_elf_strerror(err));
		else
			check(err == mt->expect, "%s: %s, want %s", mt->name,
			      vgr_elf_strerror(err),
			      vgr_elf_strerror(mt->expect));
		free(buf);
	}
	printf("# %s: %zu mutants, %zu not applicable\n", subject,
	       vgr_mutant_count, na);
}

static int known_error(int err)
{
	return err < 0 && err > -VGR_ELF_ERR_COUNT;
}

/* The unwind tables read: 0 or a known error; coverage inside .text. */
static int unwind_is_safe(const struct vgr_elf *elf)
{
	struct vgr_elf_range text, gap;
	struct vgr_elf_unwind uw;
	uint64_t covered;
	size_t count;
	int err = vgr_elf_unwind_open(elf, &uw);

	if (err)
		return known_error(err);
	err = vgr_elf_section(elf, 0, ".text", &text);
	if (err)
		return known_error(err);
	err = vgr_elf_unwind_gaps(elf, &uw, &text, &gap, 1, &count, &covered);
	return err ? known_error(err) : covered <= text.end - text.start;
}

/* Any parse of a flipped image is 0 or an error; lookups stay inside. */
static int flip_is_safe(const unsigned char *buf, size_t len)
{
	struct vgr_elf elf;
	const void *addr;
	size_t f, t;
	int err = vgr_elf_parse(&elf, buf, len);

	if (err)
		return known_error(err);
	if (!unwind_is_safe(&elf))
		return 0;
	for (f = 0; f < ARRAY_SIZE(functions); f++)
		for (t = 0; t < 2; t++) {
			addr = NULL;
			err = vgr_elf_lookup(&elf, functions[f], VERSION,
					     tables[t], &addr);
			if (err ? err > 0 || err <= -VGR_ELF_ERR_COUNT :
			    !inside(&elf, addr))
				return 0;
		}
	return 1;
}

static void test_byte_flips(const unsigned char *image, size_t len)
{
	static const unsigned char masks[] = { 0xff, 0x80, 0x01, 0x10 };
	size_t off, i, load_end, bad = 0, n = 0;
	unsigned char *buf;

	if (vgr_elf_load_end(image, len, &load_end))
		return;
	buf = copy_of(image, len, 0);
	for (off = 0; off < load_end && off < len; off++)
		for (i = 0; i < ARRAY_SIZE(masks); i++, n++) {
			buf[off] ^= masks[i];
			if (!flip_is_safe(buf, len) && !bad++)
				check(0, "byte %zu ^ %#x unsafe", off, masks[i]);
			buf[off] ^= masks[i];
		}
	free(buf);
	check(!bad, "%zu of %zu byte flips unsafe", bad, n);
}

/* The ELF class of an image, or 0 when it has no ELF identification. */
static int elf_class(const unsigned char *image, size_t len)
{
	return len > 4 && !memcmp(image, "\177ELF", 4) ? image[4] : 0;
}

/* Other-class images are refused whole: one clear VGR_ELF_ECLASS. */
static void test_other_class(const void *image, size_t len)
{
	const char *msg = vgr_elf_strerror(VGR_ELF_ECLASS);
	struct vgr_elf elf;
	size_t end;
	int err;

	err = vgr_elf_parse(&elf, image, len);
	check(err == VGR_ELF_ECLASS, "other class: parse %s, want ECLASS",
	      vgr_elf_strerror(err));
	err = vgr_elf_load_end(image, len, &end);
	check(err == VGR_ELF_ECLASS, "other class: load end %s, want ECLASS",
	      vgr_elf_strerror(err));
	check(strstr(msg, VGR_ELF_CLASS_NAME) != NULL,
	      "'%s' names no " VGR_ELF_CLASS_NAME, msg);
	printf("# %s: not " VGR_ELF_CLASS_NAME ", refused: %s\n", subject, msg);
}

/*
 * Two entries of the image's PT_DYNAMIC whose tags the parser does not
 * read (DT_SONAME, DT_FLAGS...), to be given relocation tags: 0, or -1
 * when it has fewer.
 */
static int spare_dyn(unsigned char *buf, const struct vgr_elf *elf,
		     struct vgr_elf_dyn **a, struct vgr_elf_dyn **b)
{
	static const int64_t read[] = { VGR_DT_HASH, VGR_DT_GNU_HASH,
		VGR_DT_STRTAB, VGR_DT_SYMTAB, VGR_DT_STRSZ, VGR_DT_SYMENT,
		VGR_DT_VERSYM, VGR_DT_VERDEF, VGR_DT_VERDEFNUM };
	struct vgr_elf_dyn *d = (void *)(buf + elf->dyn_off);

	*a = *b = NULL;
	for (; d->d_tag != VGR_DT_NULL && !*b; d++) {
		size_t r = 0;

		while (r < sizeof(read) / sizeof(read[0]) && read[r] != d->d_tag)
			r++;
		if (r < sizeof(read) / sizeof(read[0]))
			continue;
		if (*a)
			*b = d;
		else
			*a = d;
	}
	return *b ? 0 : -1;
}

/*
 * The image's relocations (none), and a copy's given a table: addr, its
 * tag and size tag (DT_RELA 7 and DT_RELASZ 8, DT_RELR 36 and DT_RELRSZ
 * 35), naming the dynamic section itself; want entries, or error err.
 */
static void relocs_of_copy(const unsigned char *image, size_t len,
			   const struct vgr_elf *good, int64_t tag,
			   int64_t size_tag, uint64_t size, size_t want,
			   int err_want)
{
	unsigned char *buf = copy_of(image, len, 0);
	struct vgr_elf_reloc rel = { 0 };
	struct vgr_elf_dyn *a, *b;
	vgr_elf_addr where;
	struct vgr_elf elf;
	size_t count = 0;
	int err;

	if (spare_dyn(buf, good, &a, &b)) {
		printf("# %s: fewer than two spare dynamic entries: no relocation planted\n",
		       subject);
		free(buf);
		return;
	}
	*a = (struct vgr_elf_dyn){ tag,
		vgr_elf_vaddr(good, good->image + good->dyn_off) };
	*b = (struct vgr_elf_dyn){ size_tag, size };
	/* The table's first word: where its first relocation writes. */
	where = *(vgr_elf_addr *)(buf + good->dyn_off);
	err = vgr_elf_parse(&elf, buf, len);
	if (check(!err, "tag %lld planted: parse %s", (long long)tag,
		  vgr_elf_strerror(err))) {
		err = vgr_elf_relocs(&elf, &rel, 1, &count);
		check(err == err_want && (err || count == want),
		      "tag %lld planted: %s, %zu relocations, want %s, %zu",
		      (long long)tag, vgr_elf_strerror(err), count,
		      vgr_elf_strerror(err_want), want);
		check(err || !count || (tag == 36 && (where & 1)) || rel.offset == where,
		      "tag %lld planted: the first relocation at %#llx, want %#llx",
		      (long long)tag, (unsigned long long)rel.offset,
		      (unsigned long long)where);
	}
	free(buf);
}

/*
 * A copy whose DT_HASH cannot be read (no buckets) is refused, and read
 * through DT_GNU_HASH alone (vgr_elf_parse_gnu), its functions found.
 */
static void test_unreadable_sysv(const unsigned char *image, size_t len,
				 const struct vgr_elf *good)
{
	unsigned char *buf;
	struct vgr_elf elf;
	int err;

	if (!good->has_sysv || !good->has_gnu)
		return;
	buf = copy_of(image, len, 0);
	memset(buf + good->sysv_off, 0, sizeof(vgr_elf_hash_word));
	err = vgr_elf_parse(&elf, buf, len);
	check(err == VGR_ELF_EHASH, "no DT_HASH bucket: %s, want EHASH",
	      vgr_elf_strerror(err));
	err = vgr_elf_parse_gnu(&elf, buf, len);
	if (check(!err && !elf.has_sysv && elf.has_gnu,
		  "no DT_HASH bucket, through DT_GNU_HASH: %s", vgr_elf_strerror(err)))
		test_resolves(&elf);
	free(buf);
}

static void test_relocs(const unsigned char *image, size_t len,
			const struct vgr_elf *good)
{
	const vgr_elf_addr first = *(const vgr_elf_addr *)(image + good->dyn_off);
	const size_t word = sizeof(vgr_elf_addr);
	size_t count = 1, relr = 1, b;
	int err = vgr_elf_relocs(good, NULL, 0, &count);

	check(!err && count == 0, "%zu relocations (%s), want none", count,
	      vgr_elf_strerror(err));
	/* DT_RELR's first word: an address, or a bitmap of what follows. */
	if (first & 1)
		for (b = 1, relr = 0; b < 8 * word; b++)
			relr += (first >> b) & 1;
	relocs_of_copy(image, len, good, 7, 8, 3 * word, 1, 0);
	relocs_of_copy(image, len, good, 7, 8, 3 * word + 1, 0, VGR_ELF_EDYN);
	relocs_of_copy(image, len, good, 7, 8, (uint64_t)len * 4, 0, VGR_ELF_EDYN);
	relocs_of_copy(image, len, good, 36, 35, word, relr, 0);
}

/*
 * A mapping a page shorter than the image asked of it is measured so,
 * by /proc/self/maps and by mincore() (no such file); a whole one fits.
 */
static void test_short_mapping(void)
{
	const char *ways[] = { "/proc/self/maps", "/nonexistent" };
	const char *maps = vgr_vdso_maps_path;
	size_t page = sysconf(_SC_PAGESIZE);
	struct vgr_vdso_extent ext;
	char *map;
	int i, err;

	subject = "short mapping";
	map = mmap(NULL, 3 * page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (!check(map != MAP_FAILED, "mmap of 3 pages"))
		return;
	munmap(map + 2 * page, page);
	for (i = 0; i < 2; i++) {
		vgr_vdso_maps_path = ways[i];
		err = vgr_vdso_check_mapping(map, page, 3 * page, &ext);
		check(err == VGR_ELF_EMAPPING && ext.need == 3 * page &&
		      ext.mapped == 2 * page && ext.how,
		      "%s: %s, need %zu mapped %zu, want EMAPPING, %zu of %zu",
		      ways[i], vgr_elf_strerror(err), ext.need, ext.mapped,
		      2 * page, 3 * page);
		err = vgr_vdso_check_mapping(map, page, 2 * page, &ext);
		check(!err && ext.mapped == 2 * page, "%s: a whole mapping: %s",
		      ways[i], vgr_elf_strerror(err));
	}
	vgr_vdso_maps_path = maps;
	munmap(map, 2 * page);
}

/*
 * A copy with entries i and i + 1 of the search table swapped is refused
 * as out of order (EUNWIND).
 */
static void unwind_swapped(const unsigned char *image, size_t len,
			   const struct vgr_elf_unwind *uw)
{
	unsigned char *buf = copy_of(image, len, 0), entry[8];
	size_t at = uw->table_off;
	struct vgr_elf_unwind got;
	struct vgr_elf elf;
	int err;

	memcpy(entry, buf + at, 8);
	memmove(buf + at, buf + at + 8, 8);
	memcpy(buf + at + 8, entry, 8);
	err = vgr_elf_parse(&elf, buf, len);
	if (check(!err, "swapped search table: parse %s", vgr_elf_strerror(err))) {
		err = vgr_elf_unwind_open(&elf, &got);
		check(err == VGR_ELF_EUNWIND,
		      "entries 0 and 1 of the search table swapped: %s, want EUNWIND",
		      vgr_elf_strerror(err));
	}
	free(buf);
}

/*
 * A copy whose first FDE of at least 128 bytes of .text ends 64 bytes
 * early (its pc_range, a 4-byte field after a 4-byte pc_begin in every
 * image seen: checked before it is written) shows one more gap, of 64
 * bytes, and 64 fewer covered.
 */
static void unwind_cut(const unsigned char *image, size_t len,
		       const struct vgr_elf *good,
		       const struct vgr_elf_unwind *uw,
		       const struct vgr_elf_range *text, size_t gaps,
		       uint64_t covered)
{
	const int32_t *table = (const void *)(image + uw->table_off);
	struct vgr_elf_range code, gap[8];
	struct vgr_elf_unwind cut_uw;
	struct vgr_elf elf;
	unsigned char *buf;
	uint64_t cut_covered;
	uint32_t i, range = 0;
	size_t at, count;
	int err;

	for (i = 0; i < uw->fde_count; i++) {
		vgr_elf_unwind_fde(good, uw, i, &code);
		/* pc_range: after the length, CIE pointer and pc_begin. */
		if (code.start < text->start || code.end > text->end ||
		    code.end - code.start < 128 ||
		    vgr_elf_map(good, uw->hdr_vaddr + table[2 * i + 1] + 12, 4,
				1, VGR_ELF_EUNWIND, &at, NULL))
			continue;
		memcpy(&range, image + at, 4);
		if (range == code.end - code.start)
			break;
	}
	if (i == uw->fde_count) {
		printf("# %s: no FDE of 128 bytes with a 4-byte pc_range: none cut\n",
		       subject);
		return;
	}
	buf = copy_of(image, len, 0);
	range -= 64;
	memcpy(buf + at, &range, 4);
	if (!check(!vgr_elf_parse(&elf, buf, len) &&
		   !vgr_elf_unwind_open(&elf, &cut_uw) &&
		   !vgr_elf_unwind_gaps(&elf, &cut_uw, text, gap, 8, &count,
					&cut_covered),
		   "FDE %u cut by 64 bytes: not read", i)) {
		free(buf);
		return;
	}
	check(count == gaps + 1 && cut_covered == covered - 64,
	      "FDE %u cut by 64 bytes: %zu gaps, %llu covered; want %zu, %llu",
	      i, count, (unsigned long long)cut_covered, gaps + 1,
	      (unsigned long long)(covered - 64));
	err = vgr_elf_unwind_find(&elf, &cut_uw, code.end - 1, &code);
	check(err == VGR_ELF_ENOENT,
	      "the cut FDE's last byte found by the search table: %s, want ENOENT",
	      vgr_elf_strerror(err));
	free(buf);
}

/*
 * The image's unwind tables: every FDE found by the search table at its
 * first and last byte; .text's gaps (printed); the mutated copies.
 */
static void test_unwind(const unsigned char *image, size_t len,
			const struct vgr_elf *good)
{
	struct vgr_elf_range code, found, text, gaps[8];
	struct vgr_elf_unwind uw;
	uint64_t covered;
	size_t count, i;
	int err = vgr_elf_unwind_open(good, &uw);

	if (err == VGR_ELF_ENOUNWIND) {
		printf("# %s: no unwind tables (%s)\n", subject,
		       vgr_elf_strerror(err));
		return;
	}
	if (!check(!err, "unwind tables: %s", vgr_elf_strerror(err)))
		return;
	for (i = 0; i < uw.fde_count; i++) {
		err = vgr_elf_unwind_fde(good, &uw, i, &code);
		if (!check(!err, "FDE %zu: %s", i, vgr_elf_strerror(err)))
			continue;
		if (code.end == code.start)
			continue;
		err = vgr_elf_unwind_find(good, &uw, code.start, &found);
		check(!err && found.start == code.start,
		      "FDE %zu not found at its start: %s", i,
		      vgr_elf_strerror(err));
		err = vgr_elf_unwind_find(good, &uw, code.end - 1, &found);
		check(!err && found.start == code.start,
		      "FDE %zu not found at its last byte: %s", i,
		      vgr_elf_strerror(err));
	}
	err = vgr_elf_section(good, 0, ".text", &text);
	if (!check(!err, ".text: %s", vgr_elf_strerror(err)))
		return;
	err = vgr_elf_unwind_gaps(good, &uw, &text, gaps, 8, &count, &covered);
	if (!check(!err, "gaps: %s", vgr_elf_strerror(err)))
		return;
	printf("# %s: %u FDEs cover %llu of %llu bytes of .text, %zu gaps\n",
	       subject, uw.fde_count, (unsigned long long)covered,
	       (unsigned long long)(text.end - text.start), count);
	for (i = 0; i < count && i < 8; i++)
		printf("#   no FDE: %#llx..%#llx\n",
		       (unsigned long long)gaps[i].start,
		       (unsigned long long)gaps[i].end);
	if (uw.fde_count > 1)
		unwind_swapped(image, len, &uw);
	unwind_cut(image, len, good, &uw, &text, count, covered);
}

static void test_image(const char *path)
{
	size_t len;
	unsigned char *image = read_image(path, &len);
	struct vgr_elf good;
	int err;

	subject = path;
	if (elf_class(image, len) && elf_class(image, len) != VGR_ELFCLASS) {
		test_other_class(image, len);
		free(image);
		return;
	}
	err = vgr_elf_parse(&good, image, len);
	if (check(!err, "parse: %s", vgr_elf_strerror(err))) {
		test_resolves(&good);
		test_symbols(&good);
		test_symbol_edits(image, len, &good);
		test_mutants(image, len, &good);
		test_relocs(image, len, &good);
		test_unwind(image, len, &good);
		test_unreadable_sysv(image, len, &good);
	}
	test_truncations(image, len);
	test_byte_flips(image, len);
	free(image);
}

/* glibc's own lookup in the live vDSO is the oracle for ours. */
static void test_live_against_dlvsym(void)
{
	void *vdso = dlopen("linux-vdso.so.1", RTLD_NOW | RTLD_NOLOAD);
	struct vgr_elf_symbol sym;
	const void *image, *addr;
	struct vgr_elf elf;
	unsigned int compared = 0;
	size_t len;
	uint32_t i;
	int err;

	subject = "live vDSO";
	err = vgr_vdso_image(&image, &len);
	if (VGR_ELF_BITS != __SIZEOF_POINTER__ * 8) {	/* -DVGR_ELF_BITS=32 */
		check(err == VGR_ELF_ECLASS, "vgr_vdso_image: %s, want ECLASS",
		      vgr_elf_strerror(err));
		printf("# live vDSO: not " VGR_ELF_CLASS_NAME ", refused: %s\n",
		       vgr_elf_strerror(err));
		return;
	}
	if (!check(!err, "vgr_vdso_image: %s", vgr_elf_strerror(err)))
		return;
	err = vgr_elf_parse(&elf, image, len);
	if (!check(!err, "parse: %s", vgr_elf_strerror(err)))
		return;
	test_resolves(&elf);
	if (!check(vdso != NULL, "dlopen(linux-vdso.so.1): %s", dlerror()))
		return;
	for (i = 1; i < elf.nsyms; i++) {
		if (vgr_elf_symbol(&elf, i, &sym) || !sym.addr ||
		    sym.type != VGR_STT_FUNC || !sym.version)
			continue;
		err = vgr_elf_lookup(&elf, sym.name, sym.version,
				     VGR_ELF_HASH_ANY, &addr);
		check(!err && addr == dlvsym(vdso, sym.name, sym.version),
		      "%s@%s: ours %p, dlvsym %p", sym.name, sym.version,
		      addr, dlvsym(vdso, sym.name, sym.version));
		compared++;
	}
	check(compared > 1, "only %u functions compared with dlvsym",
	      compared);
	printf("# live vDSO: %u functions match dlvsym\n", compared);
}

int main(int argc, char **argv)
{
	const void *addr;
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s IMAGE...\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++)
		test_image(argv[i]);
	test_live_against_dlvsym();
	test_short_mapping();
	subject = "arguments";
	check(vgr_elf_parse(NULL, argv, 64) == VGR_ELF_EINVAL &&
	      vgr_elf_lookup(NULL, "x", NULL, 0, &addr) == VGR_ELF_EINVAL,
	      "NULL arguments");
	printf("elf: %u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
