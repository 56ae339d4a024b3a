// SPDX-License-Identifier: GPL-2.0
/*
 * procmaps.c - reads /proc/self/smaps to describe one mapping (bounds,
 * name, VmFlags) for the tests that check where things live.
 */
#include "tests/lib/procmaps.h"
#include "nolibc/mm.h"

#define SMAPS_BUF	(1024 * 1024)

static char smaps[SMAPS_BUF];

static long read_smaps(void)
{
	long got = 0, n;
	int fd = open("/proc/self/smaps", O_RDONLY);

	if (fd < 0)
		return -errno;
	while (got < SMAPS_BUF - 1 &&
	       (n = read(fd, smaps + got, SMAPS_BUF - 1 - got)) > 0)
		got += n;
	close(fd);
	smaps[got] = 0;
	return got;
}

static const char *next_line(const char *p)
{
	while (*p && *p != '\n')
		p++;
	return *p ? p + 1 : p;
}

static void copy_field(char *dst, size_t size, const char *src)
{
	size_t i = 0;

	while (src[i] && src[i] != '\n' && i + 1 < size) {
		dst[i] = src[i];
		i++;
	}
	dst[i] = 0;
}

/* A header line is "start-end perms offset dev inode [name]". */
static int parse_header(const char *line, struct vgr_vma *vma)
{
	const char *p = line;
	int field;

	vma->start = strtoul(p, (char **)&p, 16);
	if (*p != '-')
		return 0;
	vma->end = strtoul(p + 1, (char **)&p, 16);
	if (*p != ' ')
		return 0;
	for (field = 0; field < 4; field++) {
		while (*p == ' ')
			p++;
		while (*p && *p != ' ' && *p != '\n')
			p++;
	}
	while (*p == ' ')
		p++;
	copy_field(vma->name, sizeof(vma->name), p);
	vma->vmflags[0] = 0;
	return 1;
}

/* Walks the mappings; match() picks one, whose VmFlags are then read. */
static int find_vma(int (*match)(const struct vgr_vma *, const void *),
		    const void *key, struct vgr_vma *vma)
{
	const char *p;
	long got = read_smaps();
	int found = 0;

	if (got < 0)
		return got;
	for (p = smaps; *p; p = next_line(p)) {
		struct vgr_vma cur;

		if (parse_header(p, &cur)) {
			if (found)
				return 0;
			if (match(&cur, key)) {
				*vma = cur;
				found = 1;
			}
		} else if (found && !strncmp(p, "VmFlags:", 8)) {
			copy_field(vma->vmflags, sizeof(vma->vmflags), p + 9);
		}
	}
	return found ? 0 : -ENOENT;
}

static int holds_addr(const struct vgr_vma *vma, const void *addr)
{
	return (unsigned long)addr >= vma->start &&
	       (unsigned long)addr < vma->end;
}

static int has_name(const struct vgr_vma *vma, const void *name)
{
	return !strcmp(vma->name, name);
}

int vgr_vma_of(const void *addr, struct vgr_vma *vma)
{
	return find_vma(holds_addr, addr, vma);
}

int vgr_vma_named(const char *name, struct vgr_vma *vma)
{
	return find_vma(has_name, name, vma);
}

int vgr_vma_has_flag(const struct vgr_vma *vma, const char *flag)
{
	const char *p = vma->vmflags;

	for (; *p; p++)
		if ((p == vma->vmflags || p[-1] == ' ') && p[0] == flag[0] &&
		    p[1] == flag[1] && (p[2] == ' ' || !p[2]))
			return 1;
	return 0;
}

const char *vgr_vma_missing_flag(const struct vgr_vma *vma, const char *flags)
{
	for (; *flags; flags++) {
		if (*flags == ' ')
			continue;
		if (!vgr_vma_has_flag(vma, flags))
			return flags;
		while (flags[1] && flags[1] != ' ')
			flags++;
	}
	return NULL;
}

int vgr_smaps_shows_madvise(void)
{
	long page = vgr_mmap(NULL, VGR_PAGE_SIZE, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS);
	struct vgr_vma vma;
	int shown;

	if (vgr_is_err(page))
		return -1;
	shown = !vgr_madvise((void *)page, VGR_PAGE_SIZE, MADV_DONTDUMP) &&
		!vgr_vma_of((void *)page, &vma) && vgr_vma_has_flag(&vma, "dd");
	munmap((void *)page, VGR_PAGE_SIZE);
	return shown;
}
