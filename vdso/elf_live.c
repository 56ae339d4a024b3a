// SPDX-License-Identifier: GPL-2.0
/*
 * elf_live.c - finds the vDSO image of the running process: its address
 * from AT_SYSINFO_EHDR, its length from its PT_LOAD segments. Builds with
 * nolibc (whose getauxval() comes with nolibc.h) and with glibc.
 */
#include "vdso/elf.h"
#ifndef NOLIBC
/* glibc's, declared here: <sys/auxv.h> would bring in glibc's <elf.h>. */
#include <linux/auxvec.h>
unsigned long getauxval(unsigned long type);
#endif

#define VGR_ELF_MIN_PAGE	4096

int vgr_vdso_image(const void **image, size_t *len)
{
	unsigned long base = getauxval(AT_SYSINFO_EHDR);
	unsigned long page = getauxval(AT_PAGESZ);
	size_t end;
	int err;

	if (!image || !len)
		return VGR_ELF_EINVAL;
	if (!base)
		return VGR_ELF_ENOVDSO;
	if (page < VGR_ELF_MIN_PAGE || (page & (page - 1)))
		page = VGR_ELF_MIN_PAGE;
	/* The kernel maps whole pages: the first holds both headers. */
	err = vgr_elf_load_end((const void *)base, page, &end);
	if (err)
		return err;
	if (end > SIZE_MAX - page)
		return VGR_ELF_ESEGMENT;
	*image = (const void *)base;
	*len = (end + page - 1) & ~(page - 1);
	return 0;
}
