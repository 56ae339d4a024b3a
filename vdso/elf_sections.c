// SPDX-License-Identifier: GPL-2.0
/*
 * elf_sections.c - a section of the image by name, from its section
 * headers and their string table (e_shstrndx), all bounded by the image.
 * The vDSO keeps its section headers (debuggers and unwinders read them),
 * so the bounds of its .text come from the image itself; they may lie
 * past its last PT_LOAD, in the rest of its mapping.
 */
#include "vdso/elf_internal.h"

#define SHN_XINDEX	0xffff
#define SHT_NOBITS	8

/* Elf32_Shdr and Elf64_Shdr: the same order, words of the class. */
struct shdr {
	uint32_t sh_name;
	uint32_t sh_type;
	vgr_elf_addr sh_flags;
	vgr_elf_addr sh_addr;
	vgr_elf_addr sh_offset;
	vgr_elf_addr sh_size;
	uint32_t sh_link;
	uint32_t sh_info;
	vgr_elf_addr sh_addralign;
	vgr_elf_addr sh_entsize;
};

_Static_assert(sizeof(struct shdr) == VGR_ELF_BY_CLASS(40, 64), "Elf_Shdr");

int vgr_elf_section(const struct vgr_elf *elf, size_t mapped,
		    const char *name, struct vgr_elf_range *where)
{
	const struct vgr_elf_ehdr *eh;
	const struct shdr *sh, *names;
	size_t off, len;
	unsigned int i;

	if (!elf || !name || !where)
		return VGR_ELF_EINVAL;
	len = mapped > elf->len ? mapped : elf->len;
	eh = (const void *)elf->image;
	if (!eh->e_shoff || eh->e_shentsize != sizeof(*sh) ||
	    eh->e_shoff % VGR_ELF_ALIGN || eh->e_shstrndx == SHN_XINDEX ||
	    eh->e_shstrndx >= eh->e_shnum ||
	    !vgr_elf_in_range(len, eh->e_shoff,
			      (uint64_t)eh->e_shnum * sizeof(*sh)))
		return VGR_ELF_ESECTION;
	sh = (const void *)(elf->image + eh->e_shoff);
	names = &sh[eh->e_shstrndx];
	if (!names->sh_size ||
	    !vgr_elf_in_range(len, names->sh_offset, names->sh_size) ||
	    elf->image[names->sh_offset + names->sh_size - 1])
		return VGR_ELF_ESECTION;
	for (i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_name >= names->sh_size ||
		    !vgr_elf_streq((const char *)elf->image +
				   names->sh_offset + sh[i].sh_name, name))
			continue;
		if (sh[i].sh_type == SHT_NOBITS ||
		    vgr_elf_map(elf, sh[i].sh_addr, sh[i].sh_size, 1,
				VGR_ELF_ESECTION, &off, NULL))
			return VGR_ELF_ESECTION;
		where->start = sh[i].sh_addr;
		where->end = sh[i].sh_addr + sh[i].sh_size;
		return 0;
	}
	return VGR_ELF_ESECTION;
}
