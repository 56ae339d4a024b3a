// SPDX-License-Identifier: GPL-2.0
/*
 * elf_live.c - finds the vDSO image of the running process: its address
 * from AT_SYSINFO_EHDR, its length from its PT_LOAD segments, and checks
 * that its mapping holds all of that length before anything past the
 * first page is read. Builds with nolibc (whose getauxval() comes with
 * nolibc.h) and with glibc.
 */
#include "vdso/elf.h"
#ifdef NOLIBC
#include "nolibc/mm.h"
#else
/* glibc's, declared here: <sys/auxv.h> would bring in glibc's <elf.h>. */
#include <errno.h>
#include <fcntl.h>
#include <linux/auxvec.h>
#include <sys/mman.h>
#include <unistd.h>
unsigned long getauxval(unsigned long type);
#endif

#define VGR_ELF_MIN_PAGE	4096

const char *vgr_vdso_maps_path = "/proc/self/maps";

/* One page's mincore(): 0 when it is mapped, -ENOMEM when it is not. */
static long mincore_page(const void *addr, size_t page)
{
	unsigned char vec;

#ifdef NOLIBC
	return vgr_mincore((void *)addr, page, &vec);
#else
	return mincore((void *)addr, page, &vec) ? -errno : 0;
#endif
}

/*
 * The end of the mapping that holds addr, from /proc/self/maps
 * (vgr_vdso_maps_path, which the tests point elsewhere): each
 * line's "START-END " read as it streams by. 0 when no line holds addr,
 * or the file cannot be read (no /proc, as for PID 1 before it mounts
 * one).
 */
static uintptr_t maps_end_of(uintptr_t addr)
{
	uintptr_t num[2] = { 0, 0 }, found = 0;
	int fd = open(vgr_vdso_maps_path, O_RDONLY), field = 0;
	char buf[512];
	ssize_t n;

	if (fd < 0)
		return 0;
	while (!found && (n = read(fd, buf, sizeof(buf))) > 0) {
		for (ssize_t i = 0; i < n && !found; i++) {
			char c = buf[i];
			int digit = c >= '0' && c <= '9' ? c - '0' :
				    c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;

			if (c == '\n') {
				num[0] = 0;
				num[1] = 0;
				field = 0;
			} else if (field < 2 && digit >= 0) {
				num[field] = num[field] * 16 + digit;
			} else if (field == 0 && c == '-') {
				field = 1;
			} else if (field < 2) {
				if (field == 1 && num[0] <= addr && addr < num[1])
					found = num[1];
				field = 2;
			}
		}
	}
	close(fd);
	return found;
}

/*
 * How many bytes from addr on are mapped, and how that was learnt:
 * /proc/self/maps (all of its mapping), else page by page with mincore()
 * up to limit (page-aligned), which fails with ENOMEM at the first page
 * not mapped. NULL when neither can tell. mincore() sees pages, not
 * mappings: one that abuts the vDSO's end counts as the vDSO's (x86_64's
 * planted short mapping: 8192 bytes by mincore(), 4096 by
 * /proc/self/maps), so it is the way only where there is no /proc.
 */
static const char *mapped_from(const void *addr, size_t page, size_t limit,
			       size_t *mapped)
{
	uintptr_t start = (uintptr_t)addr, end = maps_end_of(start);
	size_t off;

	if (end) {
		*mapped = end - start;
		return "/proc/self/maps";
	}
	for (off = 0; off < limit; off += page) {
		long err = mincore_page((const char *)addr + off, page);

		if (err == -ENOMEM)
			break;
		if (err)
			return NULL;
	}
	*mapped = off;
	return "mincore()";
}

int vgr_vdso_image_extent(const void **image, size_t *len,
			  struct vgr_vdso_extent *ext)
{
	unsigned long base = getauxval(AT_SYSINFO_EHDR);
	unsigned long page = getauxval(AT_PAGESZ);
	struct vgr_vdso_extent none;
	size_t end, need;
	int err;

	if (!image || !len)
		return VGR_ELF_EINVAL;
	if (!ext)
		ext = &none;
	*ext = (struct vgr_vdso_extent){ 0 };
	if (!base)
		return VGR_ELF_ENOVDSO;
	if (page < VGR_ELF_MIN_PAGE || (page & (page - 1)))
		page = VGR_ELF_MIN_PAGE;
	/* The kernel maps whole pages: the first holds both headers. */
	err = vgr_vdso_check_mapping((const void *)base, page, page, ext);
	if (err)
		return err;
	err = vgr_elf_load_end((const void *)base, page, &end);
	if (err)
		return err;
	if (end > SIZE_MAX - page)
		return VGR_ELF_ESEGMENT;
	need = (end + page - 1) & ~(page - 1);
	/* /proc/self/maps gave the whole mapping: measured once. */
	if (ext->how && ext->mapped >= need)
		ext->need = need;
	else
		err = vgr_vdso_check_mapping((const void *)base, page, need, ext);
	if (err)
		return err;
	*image = (const void *)base;
	*len = need;
	return 0;
}

int vgr_vdso_check_mapping(const void *image, size_t page, size_t need,
			   struct vgr_vdso_extent *ext)
{
	ext->need = need;
	ext->how = mapped_from(image, page, need, &ext->mapped);
	if (!ext->how)
		ext->mapped = 0;
	return ext->how && ext->mapped < need ? VGR_ELF_EMAPPING : 0;
}

int vgr_vdso_image(const void **image, size_t *len)
{
	return vgr_vdso_image_extent(image, len, NULL);
}
