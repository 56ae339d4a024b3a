/* SPDX-License-Identifier: GPL-2.0 */
/*
 * procmaps.h - what /proc/self/maps and /proc/self/smaps say about the
 * mapping that holds an address: its bounds, name and VmFlags.
 */
#ifndef VGR_TESTS_PROCMAPS_H
#define VGR_TESTS_PROCMAPS_H

struct vgr_vma {
	unsigned long start, end;
	char name[64];		/* e.g. "[vdso]", empty when anonymous */
	char vmflags[128];	/* smaps VmFlags, e.g. "rd wr mr mw me wf dd dp" */
};

/* Finds the mapping holding addr: 0, -ENOENT, or -errno of the read. */
int vgr_vma_of(const void *addr, struct vgr_vma *vma);

/* Finds the first mapping named name (e.g. "[vdso]"). */
int vgr_vma_named(const char *name, struct vgr_vma *vma);

/* True when the two-letter flag (e.g. "dp") is among vma->vmflags. */
int vgr_vma_has_flag(const struct vgr_vma *vma, const char *flag);

/*
 * The first of the space-separated two-letter flags (e.g. "wf dd dp")
 * that vma->vmflags lacks, as a pointer into flags, or NULL.
 */
const char *vgr_vma_missing_flag(const struct vgr_vma *vma, const char *flags);

/*
 * Whether smaps shows what madvise() set (a page given MADV_DONTDUMP has
 * "dd"), as every kernel's does; qemu-user makes its smaps up and shows
 * none. 1, 0, or -1 when no page could be mapped.
 */
int vgr_smaps_shows_madvise(void);

#endif /* VGR_TESTS_PROCMAPS_H */
