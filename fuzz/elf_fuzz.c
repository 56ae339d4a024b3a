// SPDX-License-Identifier: GPL-2.0
/*
 * elf_fuzz.c - libFuzzer harness of the vDSO ELF parser: parses the input
 * (an exact-size, 8-byte aligned copy, so ASan sees any over-read) and,
 * when it parses, looks up fixed names and every symbol's own name and
 * version through each hash table, reads its relocation tables, its
 * unwind tables (each FDE, a search for each symbol, the gaps in
 * .text). A crash, a hang, a sanitizer report,
 * an unknown error code or an address outside the image is a finding.
 */
#include <stdlib.h>
#include <string.h>
#include "vdso/elf.h"

static const char * const names[] = {
	"__vdso_getrandom", "__vdso_clock_gettime", "getrandom", "",
};
static const char * const versions[] = { "LINUX_2.6", "LINUX_2.5", NULL };
static const int tables[] = {
	VGR_ELF_HASH_ANY, VGR_ELF_HASH_SYSV, VGR_ELF_HASH_GNU,
};

static void must(int ok)
{
	if (!ok)
		__builtin_trap();
}

static int known_error(int err)
{
	return err < 0 && err > -VGR_ELF_ERR_COUNT;
}

static void lookup(const struct vgr_elf *elf, const char *name,
		   const char *version)
{
	const unsigned char *addr;
	size_t t;
	int err;

	for (t = 0; t < sizeof(tables) / sizeof(*tables); t++) {
		addr = NULL;
		err = vgr_elf_lookup(elf, name, version, tables[t],
				     (const void **)&addr);
		must(err ? known_error(err) :
		     addr >= elf->image && addr < elf->image + elf->len);
	}
}

/* Every relocation table read: each relocation's table is a known one. */
static void relocs(const struct vgr_elf *elf)
{
	struct vgr_elf_reloc rel[4];
	size_t count, i;
	int err = vgr_elf_relocs(elf, rel, 4, &count);

	must(err ? known_error(err) : 1);
	for (i = 0; !err && i < count && i < 4; i++)
		must(rel[i].table >= 0 && rel[i].table < VGR_ELF_RELOC_TABLES);
}

/* The unwind tables: every FDE, each symbol searched, .text's gaps. */
static void unwind(const struct vgr_elf *elf)
{
	struct vgr_elf_range code, text, gaps[2];
	struct vgr_elf_unwind uw;
	struct vgr_elf_symbol sym;
	uint64_t covered;
	size_t count;
	uint32_t i;
	int err = vgr_elf_unwind_open(elf, &uw);

	must(err ? known_error(err) : 1);
	if (err)
		return;
	for (i = 0; i < uw.fde_count; i++)
		must(vgr_elf_unwind_fde(elf, &uw, i, &code) == 0 &&
		     code.end >= code.start);
	for (i = 1; i < elf->nsyms; i++) {
		uint64_t at;

		if (vgr_elf_symbol(elf, i, &sym) || !sym.addr)
			continue;
		at = vgr_elf_vaddr(elf, sym.addr);
		err = vgr_elf_unwind_find(elf, &uw, at, &code);
		must(err ? known_error(err) : 1);
	}
	err = vgr_elf_section(elf, 0, ".text", &text);
	must(err ? known_error(err) : text.end >= text.start);
	if (err)
		return;
	err = vgr_elf_unwind_gaps(elf, &uw, &text, gaps, 2, &count, &covered);
	must(err ? known_error(err) : covered <= text.end - text.start);
}

static void explore(const struct vgr_elf *elf)
{
	struct vgr_elf_symbol sym;
	size_t n, v;
	uint32_t i;

	for (n = 0; n < sizeof(names) / sizeof(*names); n++)
		for (v = 0; v < sizeof(versions) / sizeof(*versions); v++)
			lookup(elf, names[n], versions[v]);
	for (i = 1; i < elf->nsyms; i++) {
		must(vgr_elf_symbol(elf, i, &sym) == 0);
		lookup(elf, sym.name, sym.version);
	}
	must(vgr_elf_count_undefined(elf) < elf->nsyms);
	relocs(elf);
	unwind(elf);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	unsigned char *image = aligned_alloc(8, (size + 7) & ~(size_t)7);
	struct vgr_elf elf;
	size_t end;
	int err;

	if (!image)
		return 0;
	memcpy(image, data, size);
	err = vgr_elf_load_end(image, size, &end);
	must(err ? known_error(err) : 1);
	err = vgr_elf_parse(&elf, image, size);
	must(err ? known_error(err) : 1);
	/* An unreadable DT_HASH: read as through DT_GNU_HASH alone. */
	if (err == VGR_ELF_EHASH) {
		err = vgr_elf_parse_gnu(&elf, image, size);
		must(err ? known_error(err) : !elf.has_sysv);
	}
	if (!err)
		explore(&elf);
	free(image);
	return 0;
}
