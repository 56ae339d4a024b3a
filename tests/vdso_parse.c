// SPDX-License-Identifier: GPL-2.0
/*
 * vdso_parse.c - the project's ELF parser on the live vDSO: the image
 * AT_SYSINFO_EHDR gives is the [vdso] mapping; the architecture's
 * getrandom symbol (VGR_VDSO_GETRANDOM_AT, arch/ARCH/vgr_arch.h)
 * is found through DT_HASH and through DT_GNU_HASH, at one address inside
 * [vdso], and not at a wrong version; clock_gettime is found the
 * same way on every kernel (and tells the time), as a control of the
 * parser; and .dynsym has no undefined symbol (FACTS.md upstream bug 4:
 * a compiler-made memset/memcpy call in the vDSO). The image fits its
 * mapping (2ed119aef60d: LoongArch's vDSO image once outgrew it), as
 * /proc/self/maps and mincore() both measure it, before anything past
 * its first page is read; and it asks for no dynamic relocation, which
 * nobody would apply (0c314cda9325, 7aeb1538be5d). Its unwind tables
 * are as unwinders (libgcc, libunwind, perf) read them: PT_GNU_EH_FRAME's
 * search table sound and in order, an FDE for every exported function
 * found by its binary search, and every byte of .text but padding under
 * some FDE (a profiler's sample or a debugger's stop elsewhere cannot
 * step out).
 */
#include "nolibc/pidfd_fallback.h"
#include "vdso/elf.h"
#include "vdso/arch.h"
#include "tests/lib/procmaps.h"
#include "tests/lib/known_divergence.h"

#define VERSION		VGR_VDSO_VERSION
#define GETRANDOM	VGR_VDSO_GETRANDOM
#define CLOCK_GETTIME	VGR_VDSO_CLOCK_GETTIME

typedef int (*clock_gettime_fn)(clockid_t clock, struct timespec *ts);

static const char *hash_name(int hash)
{
	return hash == VGR_ELF_HASH_GNU ? "DT_GNU_HASH" :
	       hash == VGR_ELF_HASH_SYSV ? "DT_HASH" : "any hash table";
}

/*
 * FAIL when the vDSO has a DT_HASH the parser cannot read (it was read
 * through DT_GNU_HASH alone), SKIP unless it has that hash table.
 */
#define NEED_TABLE(self, hash) do {					\
	if ((hash) == VGR_ELF_HASH_SYSV)				\
		ASSERT_EQ(0, (self)->sysv_err)				\
			TH_LOG("DT_HASH cannot be read: %s (the rest read through DT_GNU_HASH)", \
			       vgr_elf_strerror((self)->sysv_err));	\
	if (!vgr_elf_has_hash(&(self)->elf, hash))			\
		SKIP(return, "the vDSO has no %s", hash_name(hash));	\
} while (0)

/* The lookup of the vDSO's getrandom at any version: 0 when it has one. */
static int getrandom_lookup(const struct vgr_elf *elf)
{
	const void *addr;

	return vgr_elf_lookup(elf, GETRANDOM, NULL, VGR_ELF_HASH_ANY, &addr);
}

/* SKIP unless the vDSO has a getrandom at all (at any version). */
#define NEED_GETRANDOM(elf) do {					\
	if (getrandom_lookup(elf) == VGR_ELF_ENOENT)			\
		SKIP(return, "kernel has no vDSO getrandom");		\
} while (0)

FIXTURE(vdso) {
	const void *image;
	size_t len;
	struct vgr_vdso_extent ext;	/* how the mapping was measured */
	struct vgr_elf elf;
	int sysv_err;		/* DT_HASH's, when it alone cannot be read */
};

FIXTURE_SETUP(vdso)
{
	int err = vgr_vdso_image_extent(&self->image, &self->len, &self->ext);

	if (err == VGR_ELF_ENOVDSO)
		SKIP(return, "the process has no vDSO (AT_SYSINFO_EHDR)");
	if (err == VGR_ELF_EMAPPING)
		SKIP(return, "not read: its mapping is shorter than its image%s",
		     " (image_fits_its_mapping)");
	ASSERT_EQ(0, err)
		TH_LOG("vgr_vdso_image: %s", vgr_elf_strerror(err));
	err = vgr_elf_parse(&self->elf, self->image, self->len);
	if (err == VGR_ELF_EHASH) {
		self->sysv_err = err;
		err = vgr_elf_parse_gnu(&self->elf, self->image, self->len);
	}
	ASSERT_EQ(0, err)
		TH_LOG("vgr_elf_parse of %zu bytes: %s", self->len,
		       vgr_elf_strerror(err));
}

FIXTURE_TEARDOWN(vdso)
{
}

/* name@LINUX_2.6 through hash: asserts it is found inside the image. */
static const void *found_by(struct __test_metadata *_metadata,
			    const struct vgr_elf *elf, const char *name,
			    int hash)
{
	const void *addr = NULL;
	int err = vgr_elf_lookup(elf, name, VERSION, hash, &addr);

	ASSERT_EQ(0, err)
		TH_LOG("%s@%s by %s: %s", name, VERSION, hash_name(hash),
		       vgr_elf_strerror(err));
	ASSERT_NE(NULL, addr);
	ASSERT_TRUE((const char *)addr >= (const char *)elf->image &&
		    (const char *)addr < (const char *)elf->image + elf->len);
	return addr;
}

/* Asserts addr lies inside the [vdso] line of /proc/self/maps. */
static void in_vdso_mapping(struct __test_metadata *_metadata,
			    const void *addr)
{
	struct vgr_vma vma;
	int err = vgr_vma_named("[vdso]", &vma);

	ASSERT_EQ(0, err)
		TH_LOG("no [vdso] line in /proc/self/maps: %d", err);
	EXPECT_TRUE((unsigned long)addr >= vma.start &&
		    (unsigned long)addr < vma.end)
		TH_LOG("%p outside [vdso] %lx-%lx", addr, vma.start, vma.end);
}

/* The two ways to measure a mapping: /proc/self/maps, and mincore() alone. */
static const char * const ways[] = { "/proc/self/maps", "/nonexistent" };

/*
 * The image's length (its last PT_LOAD's end, in pages) fits the mapping
 * that holds it, measured before anything past its first page is read;
 * by /proc/self/maps, and by mincore() as where there is no /proc.
 */
TEST(image_fits_its_mapping)
{
	const char *maps = vgr_vdso_maps_path;
	struct vgr_vdso_extent ext;
	const void *image;
	size_t len;

	for (int i = 0; i < 2; i++) {
		int err;

		vgr_vdso_maps_path = ways[i];
		err = vgr_vdso_image_extent(&image, &len, &ext);
		vgr_vdso_maps_path = maps;
		if (err == VGR_ELF_ENOVDSO)
			SKIP(return, "the process has no vDSO (AT_SYSINFO_EHDR)");
		if (!ext.how)
			SKIP(return, "%s: neither it nor mincore() tells a mapping's length",
			     ways[i]);
		EXPECT_GE(ext.mapped, ext.need)
			TH_LOG("the vDSO's image needs %zu bytes, its mapping has %zu (%s)",
			       ext.need, ext.mapped, ext.how);
		if (err != VGR_ELF_EMAPPING)
			EXPECT_EQ(0, err)
				TH_LOG("vgr_vdso_image: %s", vgr_elf_strerror(err));
		TH_LOG("%s: the image needs %zu bytes, %zu mapped", ext.how,
		       ext.need, ext.mapped);
	}
}

/*
 * The check can fail: with the vDSO unmapped (in this test's own process:
 * the kernel splits no special mapping, so a part of it cannot go), both
 * ways find it so before they read a byte of it, which would be SIGSEGV.
 */
TEST(unmapped_vdso_is_measured)
{
	const char *maps = vgr_vdso_maps_path;
	struct vgr_vdso_extent ext;
	struct vgr_vma vma;
	const void *image;
	size_t len;

	int err = vgr_vdso_image_extent(&image, &len, &ext);

	if (err == VGR_ELF_ENOVDSO)
		SKIP(return, "the process has no vDSO (AT_SYSINFO_EHDR)");
	if (err)
		SKIP(return, "no whole vDSO to unmap: %s", vgr_elf_strerror(err));
	/* The whole [vdso] mapping, which may be longer than the image. */
	if (vgr_vma_of(image, &vma))
		SKIP(return, "no line of /proc/self/maps holds the vDSO");
	ASSERT_EQ(0, munmap((void *)vma.start, vma.end - vma.start));
	for (int i = 0; i < 2; i++) {
		vgr_vdso_maps_path = ways[i];
		EXPECT_EQ(VGR_ELF_EMAPPING, vgr_vdso_image_extent(&image, &len, &ext));
		vgr_vdso_maps_path = maps;
		EXPECT_EQ((size_t)0, ext.mapped)
			TH_LOG("%s: need %zu, mapped %zu", ways[i], ext.need, ext.mapped);
	}
}

/* No DT_REL, DT_RELA, DT_JMPREL or DT_RELR entry: each one is named. */
TEST_F(vdso, no_dynamic_relocations)
{
	struct vgr_elf_reloc rel[8];
	size_t count, i;
	int err = vgr_elf_relocs(&self->elf, rel, 8, &count);

	ASSERT_EQ(0, err)
		TH_LOG("relocation tables: %s", vgr_elf_strerror(err));
	for (i = 0; i < count && i < 8; i++)
		TH_LOG("%s at %#llx, type %u", vgr_elf_reloc_tables[rel[i].table],
		       (unsigned long long)rel[i].offset, rel[i].type);
	EXPECT_EQ((size_t)0, count)
		TH_LOG("%zu dynamic relocations in an image nobody relocates", count);
}

TEST_F(vdso, image_is_the_vdso_mapping)
{
	struct vgr_vma vma;

	ASSERT_EQ(0, vgr_vma_named("[vdso]", &vma));
	EXPECT_EQ(vma.start, (unsigned long)self->image);
	EXPECT_LE(self->len, vma.end - vma.start);
}

TEST_F(vdso, clock_gettime_found_by_sysv_hash)
{
	NEED_TABLE(self, VGR_ELF_HASH_SYSV);
	in_vdso_mapping(_metadata, found_by(_metadata, &self->elf,
					    CLOCK_GETTIME, VGR_ELF_HASH_SYSV));
}

TEST_F(vdso, clock_gettime_found_by_gnu_hash)
{
	NEED_TABLE(self, VGR_ELF_HASH_GNU);
	in_vdso_mapping(_metadata, found_by(_metadata, &self->elf,
					    CLOCK_GETTIME, VGR_ELF_HASH_GNU));
}

/* The address found is the function: it reads the monotonic clock. */
TEST_F(vdso, clock_gettime_address_tells_the_time)
{
	clock_gettime_fn fn = (clock_gettime_fn)found_by(_metadata,
			&self->elf, CLOCK_GETTIME, VGR_ELF_HASH_ANY);
	struct timespec before, now, after;

	ASSERT_EQ(0, clock_gettime(CLOCK_MONOTONIC, &before));
	/*
	 * As vdso/abi.c calls getrandom: the symbol is code, never a
	 * descriptor, and VDSO_CALL turns an error flag into -errno.
	 */
	ASSERT_EQ(0, VDSO_CALL(fn, 2, CLOCK_MONOTONIC, &now));
	ASSERT_EQ(0, clock_gettime(CLOCK_MONOTONIC, &after));
	EXPECT_TRUE(now.tv_sec > before.tv_sec ||
		    (now.tv_sec == before.tv_sec &&
		     now.tv_nsec >= before.tv_nsec));
	EXPECT_TRUE(after.tv_sec > now.tv_sec ||
		    (after.tv_sec == now.tv_sec &&
		     after.tv_nsec >= now.tv_nsec));
}

TEST_F(vdso, getrandom_found_by_sysv_hash)
{
	NEED_TABLE(self, VGR_ELF_HASH_SYSV);
	NEED_GETRANDOM(&self->elf);
	found_by(_metadata, &self->elf, GETRANDOM, VGR_ELF_HASH_SYSV);
}

TEST_F(vdso, getrandom_found_by_gnu_hash)
{
	NEED_TABLE(self, VGR_ELF_HASH_GNU);
	NEED_GETRANDOM(&self->elf);
	found_by(_metadata, &self->elf, GETRANDOM, VGR_ELF_HASH_GNU);
}

TEST_F(vdso, getrandom_same_address_by_both_hashes)
{
	NEED_TABLE(self, VGR_ELF_HASH_SYSV);
	NEED_TABLE(self, VGR_ELF_HASH_GNU);
	NEED_GETRANDOM(&self->elf);
	EXPECT_EQ(found_by(_metadata, &self->elf, GETRANDOM, VGR_ELF_HASH_SYSV),
		  found_by(_metadata, &self->elf, GETRANDOM, VGR_ELF_HASH_GNU));
}

TEST_F(vdso, getrandom_wrong_version_not_found)
{
	static const char * const wrong[] = { "LINUX_2.5", "LINUX_2.6.0",
		"LINUX_2", "linux-vdso.so.1", "" };
	const void *addr;
	size_t i;

	NEED_GETRANDOM(&self->elf);
	if (!self->elf.versym)
		SKIP(return, "the vDSO has no symbol versions");
	for (i = 0; i < ARRAY_SIZE(wrong); i++) {
		EXPECT_EQ(VGR_ELF_ENOENT,
			  vgr_elf_lookup(&self->elf, GETRANDOM, wrong[i],
					 VGR_ELF_HASH_ANY, &addr))
			TH_LOG("%s found at version '%s'", GETRANDOM, wrong[i]);
	}
}

TEST_F(vdso, getrandom_inside_vdso_mapping)
{
	NEED_GETRANDOM(&self->elf);
	in_vdso_mapping(_metadata, found_by(_metadata, &self->elf, GETRANDOM,
					    VGR_ELF_HASH_ANY));
}

TEST_F(vdso, unknown_symbol_not_found_by_either_hash)
{
	const void *addr;

	if (vgr_elf_has_hash(&self->elf, VGR_ELF_HASH_SYSV))
		EXPECT_EQ(VGR_ELF_ENOENT,
			  vgr_elf_lookup(&self->elf, "__vdso_no_such_call",
					 NULL, VGR_ELF_HASH_SYSV, &addr));
	if (vgr_elf_has_hash(&self->elf, VGR_ELF_HASH_GNU))
		EXPECT_EQ(VGR_ELF_ENOENT,
			  vgr_elf_lookup(&self->elf, "__vdso_no_such_call",
					 NULL, VGR_ELF_HASH_GNU, &addr));
}

TEST_F(vdso, dynsym_has_no_undefined_symbols)
{
	struct vgr_elf_symbol sym;
	uint32_t i;

	for (i = 1; i < self->elf.nsyms; i++) {
		ASSERT_EQ(0, vgr_elf_symbol(&self->elf, i, &sym));
		EXPECT_TRUE(sym.defined)
			TH_LOG(".dynsym[%u] '%s' is undefined (a call the compiler made?)",
			       i, sym.name);
	}
	EXPECT_EQ(0U, vgr_elf_count_undefined(&self->elf));
	EXPECT_LT(1U, self->elf.nsyms);
}

/*
 * What the architecture's vDSO is known to lack (arch/ARCH/vgr_arch.h):
 * its unwind cases XFAIL while it lasts, up to VGR_VDSO_UNWIND_GAPS
 * stretches of .text and VGR_VDSO_UNWIND_MISSES exported functions
 * without an FDE (GAPS 0: no tables at all), and XPASS once it is gone.
 */
#ifdef VGR_VDSO_UNWIND_WHY
#define UNWIND_WHY	VGR_VDSO_UNWIND_WHY
#else
#define UNWIND_WHY	((const char *)NULL)
#define VGR_VDSO_UNWIND_GAPS	0
#endif
#ifndef VGR_VDSO_UNWIND_MISSES
#define VGR_VDSO_UNWIND_MISSES	0
#endif
#define UNWIND_ABSENT	(UNWIND_WHY && VGR_VDSO_UNWIND_GAPS == 0)

/*
 * The search table into *uw: XFAIL where the architecture has none, else
 * FAIL naming why unwinders cannot use it.
 */
#define OPEN_UNWIND(self, uw) do {					\
	int err_ = vgr_elf_unwind_open(&(self)->elf, uw);		\
	if (err_ == VGR_ELF_ENOUNWIND && UNWIND_ABSENT)			\
		VGR_KNOWN_DIVERGENCE(1, "%s", UNWIND_WHY);		\
	ASSERT_EQ(0, err_)						\
		TH_LOG("the vDSO's unwind tables: %s",			\
		       vgr_elf_strerror(err_));				\
} while (0)

/*
 * XFAIL when found (of the exported functions without an FDE, or the
 * stretches of .text) is in the architecture's known lack, XPASS when it
 * has none of it; else nothing. The lack is that of a vDSO with
 * getrandom (x86's is its ChaCha20): older ones are held to no lack.
 */
#define KNOWN_UNWIND_LACK(elf, found, known) do {			\
	if (UNWIND_WHY && (known) > 0 && (found) <= (known) &&		\
	    !getrandom_lookup(elf))					\
		VGR_KNOWN_DIVERGENCE((found) > 0, "%s", UNWIND_WHY);	\
} while (0)

/* The exported function at or last before vaddr, for messages. */
static const char *function_before(const struct vgr_elf *elf, uint64_t vaddr)
{
	const char *name = "the start of .text";
	uint64_t best = 0, at;
	struct vgr_elf_symbol sym;
	uint32_t i;

	for (i = 1; i < elf->nsyms; i++) {
		if (vgr_elf_symbol(elf, i, &sym) || !sym.addr ||
		    sym.type != VGR_STT_FUNC)
			continue;
		at = vgr_elf_vaddr(elf, sym.addr);
		if (at <= vaddr && at >= best) {
			best = at;
			name = sym.name;
		}
	}
	return name;
}

TEST_F(vdso, unwind_search_table_is_sound)
{
	struct vgr_elf_unwind uw;

	OPEN_UNWIND(self, &uw);
	TH_LOG("%u FDEs in .eh_frame_hdr's search table at %#llx", uw.fde_count,
	       (unsigned long long)uw.hdr_vaddr);
	ASSERT_LT(0U, uw.fde_count);
	if (UNWIND_ABSENT)
		VGR_KNOWN_DIVERGENCE(0, "%s", UNWIND_WHY);
}

TEST_F(vdso, unwind_finds_every_exported_function)
{
	struct vgr_elf_range code;
	struct vgr_elf_symbol sym;
	struct vgr_elf_unwind uw;
	unsigned int found = 0, missed = 0;
	uint32_t i;

	OPEN_UNWIND(self, &uw);
	for (i = 1; i < self->elf.nsyms; i++) {
		uint64_t at;
		int err;

		if (vgr_elf_symbol(&self->elf, i, &sym) || !sym.addr ||
		    sym.type != VGR_STT_FUNC)
			continue;
		at = vgr_elf_vaddr(&self->elf, sym.addr);
		err = vgr_elf_unwind_find(&self->elf, &uw, at, &code);
		if (err)
			TH_LOG("%s at %#llx: no FDE by the search table: %s",
			       sym.name, (unsigned long long)at,
			       vgr_elf_strerror(err));
		found += !err;
		missed += !!err;
	}
	KNOWN_UNWIND_LACK(&self->elf, missed, VGR_VDSO_UNWIND_MISSES);
	EXPECT_EQ(0U, missed)
		TH_LOG("%u exported functions without an FDE, %u with one",
		       missed, found);
	EXPECT_LT(0U, found);
}

TEST_F(vdso, unwind_covers_the_text)
{
	struct vgr_elf_range text, gaps[8];
	struct vgr_elf_unwind uw;
	/* All of the mapping, by /proc/self/maps; else the image's pages. */
	size_t mapped = self->ext.how ? self->ext.mapped : 0;
	uint64_t covered;
	size_t count, i;
	int err;

	OPEN_UNWIND(self, &uw);
	err = vgr_elf_section(&self->elf, mapped, ".text", &text);
	ASSERT_EQ(0, err) {
		const struct vgr_elf_ehdr *eh = (const void *)self->elf.image;

		TH_LOG(".text by section headers: %s (e_shoff %#llx, %u x %u, names %u; %zu read)",
		       vgr_elf_strerror(err), (unsigned long long)eh->e_shoff,
		       eh->e_shnum, eh->e_shentsize, eh->e_shstrndx,
		       mapped > self->len ? mapped : self->len);
	}
	err = vgr_elf_unwind_gaps(&self->elf, &uw, &text, gaps, 8, &count,
				  &covered);
	ASSERT_EQ(0, err)
		TH_LOG("the FDEs: %s", vgr_elf_strerror(err));
	TH_LOG("FDEs cover %llu of the %llu bytes of .text (%#llx..%#llx)",
	       (unsigned long long)covered,
	       (unsigned long long)(text.end - text.start),
	       (unsigned long long)text.start, (unsigned long long)text.end);
	for (i = 0; i < count && i < 8; i++)
		TH_LOG("no FDE covers %#llx..%#llx (%llu bytes), after %s",
		       (unsigned long long)gaps[i].start,
		       (unsigned long long)gaps[i].end,
		       (unsigned long long)(gaps[i].end - gaps[i].start),
		       function_before(&self->elf, gaps[i].start));
	KNOWN_UNWIND_LACK(&self->elf, count, VGR_VDSO_UNWIND_GAPS);
	EXPECT_EQ((size_t)0, count)
		TH_LOG("%zu stretches of code without unwind tables", count);
}

TEST_HARNESS_MAIN
