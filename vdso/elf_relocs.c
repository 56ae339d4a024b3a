// SPDX-License-Identifier: GPL-2.0
/*
 * elf_relocs.c - the dynamic relocations a parsed image asks for: the
 * tables of DT_REL, DT_RELA, DT_JMPREL and DT_RELR, each bounded by its
 * size tag and inside the image. Nothing relocates the vDSO, so it must
 * have none (0c314cda9325: GCC put absolute relocations into arm64's
 * 64K-page vDSO; 7aeb1538be5d made the build refuse them).
 */
#include "vdso/elf_internal.h"

#define DT_PLTRELSZ	2
#define DT_RELA		7
#define DT_RELASZ	8
#define DT_REL		17
#define DT_RELSZ	18
#define DT_PLTREL	20
#define DT_JMPREL	23
#define DT_RELRSZ	35
#define DT_RELR		36

/* Elf{32,64}_Rel and _Rela: r_offset, r_info (and r_addend). */
#define REL_SIZE	(2 * sizeof(vgr_elf_addr))
#define RELA_SIZE	(3 * sizeof(vgr_elf_addr))
#define R_TYPE(info)	((uint32_t)VGR_ELF_BY_CLASS((info) & 0xff, (info) & 0xffffffff))

const char * const vgr_elf_reloc_tables[VGR_ELF_RELOC_TABLES] = {
	[VGR_ELF_REL] = "DT_REL", [VGR_ELF_RELA] = "DT_RELA",
	[VGR_ELF_JMPREL] = "DT_JMPREL", [VGR_ELF_RELR] = "DT_RELR",
};

struct reloc_walk {
	struct vgr_elf_reloc *out;
	size_t max, count;
};

static void add(struct reloc_walk *w, int table, uint64_t offset,
		uint32_t type)
{
	if (w->count < w->max)
		w->out[w->count] = (struct vgr_elf_reloc){
			.table = table, .offset = offset, .type = type,
		};
	w->count++;
}

/* A DT_REL, DT_RELA or DT_JMPREL table of size bytes at vaddr. */
static int walk_rel(const struct vgr_elf *elf, struct reloc_walk *w,
		    int table, uint64_t vaddr, uint64_t size, size_t entsize)
{
	const vgr_elf_addr *e;
	size_t off;
	uint64_t i;
	int err;

	if (!size)
		return 0;
	if (size % entsize)
		return VGR_ELF_EDYN;
	err = vgr_elf_map(elf, vaddr, size, sizeof(vgr_elf_addr),
			  VGR_ELF_EDYN, &off, NULL);
	if (err)
		return err;
	e = (const void *)(elf->image + off);
	for (i = 0; i < size / entsize; i++)
		add(w, table, e[i * (entsize / sizeof(*e))],
		    R_TYPE(e[i * (entsize / sizeof(*e)) + 1]));
	return 0;
}

/*
 * DT_RELR: an even word is the address of the next relocation; an odd
 * one a bitmap of the words that follow the last address (bit 1 its
 * next word, and so on), that address then moving past them.
 */
static int walk_relr(const struct vgr_elf *elf, struct reloc_walk *w,
		     uint64_t vaddr, uint64_t size)
{
	const size_t word = sizeof(vgr_elf_addr), bits = 8 * word - 1;
	const vgr_elf_addr *e;
	uint64_t i, where = 0;
	size_t off;
	int err;

	if (!size)
		return 0;
	if (size % word)
		return VGR_ELF_EDYN;
	err = vgr_elf_map(elf, vaddr, size, word, VGR_ELF_EDYN, &off, NULL);
	if (err)
		return err;
	e = (const void *)(elf->image + off);
	for (i = 0; i < size / word; i++) {
		if (!(e[i] & 1)) {
			where = e[i];
			add(w, VGR_ELF_RELR, where, 0);
			where += word;
			continue;
		}
		for (size_t b = 1; b <= bits; b++)
			if ((e[i] >> b) & 1)
				add(w, VGR_ELF_RELR, where + (b - 1) * word, 0);
		where += bits * word;
	}
	return 0;
}

int vgr_elf_relocs(const struct vgr_elf *elf, struct vgr_elf_reloc *out,
		   size_t max, size_t *count)
{
	struct reloc_walk w = { .out = out, .max = out ? max : 0 };
	uint64_t val[DT_RELR + 1] = { 0 }, n = 0, i;
	const struct vgr_elf_dyn *dyn;
	unsigned int p;
	int err;

	if (!elf || !elf->image || !count)
		return VGR_ELF_EINVAL;
	for (p = 0; p < elf->phnum; p++)
		if (elf->phdr[p].p_type == VGR_PT_DYNAMIC)
			n = elf->phdr[p].p_filesz / sizeof(*dyn);
	dyn = (const void *)(elf->image + elf->dyn_off);
	/* vgr_elf_parse() found DT_NULL inside PT_DYNAMIC. */
	for (i = 0; i < n && dyn[i].d_tag != VGR_DT_NULL; i++)
		if (dyn[i].d_tag > 0 && dyn[i].d_tag <= DT_RELR)
			val[dyn[i].d_tag] = dyn[i].d_val;
	err = walk_rel(elf, &w, VGR_ELF_REL, val[DT_REL], val[DT_RELSZ],
		       REL_SIZE);
	if (!err)
		err = walk_rel(elf, &w, VGR_ELF_RELA, val[DT_RELA],
			       val[DT_RELASZ], RELA_SIZE);
	if (!err)
		err = walk_rel(elf, &w, VGR_ELF_JMPREL, val[DT_JMPREL],
			       val[DT_PLTRELSZ], val[DT_PLTREL] == DT_RELA ?
			       RELA_SIZE : REL_SIZE);
	if (!err)
		err = walk_relr(elf, &w, val[DT_RELR], val[DT_RELRSZ]);
	*count = w.count;
	return err;
}
