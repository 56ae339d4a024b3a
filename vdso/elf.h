/* SPDX-License-Identifier: GPL-2.0 */
/*
 * elf.h - a bounds-checked parser of the vDSO's ELF image: header,
 * program headers, PT_DYNAMIC, the DT_HASH and DT_GNU_HASH tables, the
 * dynamic symbols and their versions (DT_VERSYM, DT_VERDEF).
 *
 * vgr_elf_parse() checks the whole image once: every offset, count,
 * string and chain is bounded, so a malformed image gives a negative
 * VGR_ELF_E* code and never a crash or an endless walk. It builds both
 * freestanding (nolibc) and hosted (glibc), so it defines its own ELF
 * types rather than include <elf.h>. It reads one class, the native one
 * (the vDSO's): ELF32 where pointers are 32 bits, ELF64 elsewhere;
 * -DVGR_ELF_BITS=32 makes a 64-bit host's build read ELF32 (the
 * fuzzer's and host tests' second build). An image of the other
 * class, or not native-endian, is refused (VGR_ELF_ECLASS). The types
 * below are each class's layout (the ELF spec's Elf32_* or Elf64_*), as
 * ElfW() picks them. It accepts images aligned to the class's word (4 or
 * 8 bytes), whose PT_LOAD segments lie as in the file (as the vDSO's
 * do): a virtual address then maps to image + (vaddr - the first
 * PT_LOAD's p_vaddr + its p_offset), the load bias of the kernel's
 * parse_vdso.c. DT_HASH words are 32-bit (but see vgr_elf_hash_word), and
 * so are DT_GNU_HASH's bloom words in ELF32 (64-bit in ELF64).
 */
#ifndef VGR_VDSO_ELF_H
#define VGR_VDSO_ELF_H

#include <stddef.h>
#include <stdint.h>

#include "vgr_arch.h"

#ifndef VGR_ELF_BITS
#define VGR_ELF_BITS		(__SIZEOF_POINTER__ * 8)
#endif

/* Elf{32,64}_Addr, _Off and (ELF64) _Xword; d_tag's signed type. */
#if VGR_ELF_BITS == 64
typedef uint64_t vgr_elf_addr;
typedef int64_t vgr_elf_sxword;
#define VGR_ELF_ADDR_MAX	UINT64_MAX
#define VGR_ELFCLASS		2	/* ELFCLASS64 */
#define VGR_ELF_CLASS_NAME	"ELF64"
#elif VGR_ELF_BITS == 32
typedef uint32_t vgr_elf_addr;
typedef int32_t vgr_elf_sxword;
#define VGR_ELF_ADDR_MAX	UINT32_MAX
#define VGR_ELFCLASS		1	/* ELFCLASS32 */
#define VGR_ELF_CLASS_NAME	"ELF32"
#else
#error "VGR_ELF_BITS: 32 or 64"
#endif

/* The alignment of the image, its headers, PT_DYNAMIC and .dynsym. */
#define VGR_ELF_ALIGN		sizeof(vgr_elf_addr)
/* A number of each class: ELF32's n32, ELF64's n64. */
#define VGR_ELF_BY_CLASS(n32, n64)	(VGR_ELF_BITS == 32 ? (n32) : (n64))

struct vgr_elf_ehdr {
	unsigned char e_ident[16];
	uint16_t e_type;
	uint16_t e_machine;
	uint32_t e_version;
	vgr_elf_addr e_entry;
	vgr_elf_addr e_phoff;
	vgr_elf_addr e_shoff;
	uint32_t e_flags;
	uint16_t e_ehsize;
	uint16_t e_phentsize;
	uint16_t e_phnum;
	uint16_t e_shentsize;
	uint16_t e_shnum;
	uint16_t e_shstrndx;
};

/* The two classes order the fields of these two differently. */
#if VGR_ELF_BITS == 64
struct vgr_elf_phdr {
	uint32_t p_type;
	uint32_t p_flags;
	uint64_t p_offset;
	uint64_t p_vaddr;
	uint64_t p_paddr;
	uint64_t p_filesz;
	uint64_t p_memsz;
	uint64_t p_align;
};

struct vgr_elf_sym {
	uint32_t st_name;
	unsigned char st_info;
	unsigned char st_other;
	uint16_t st_shndx;
	uint64_t st_value;
	uint64_t st_size;
};
#else
struct vgr_elf_phdr {
	uint32_t p_type;
	uint32_t p_offset;
	uint32_t p_vaddr;
	uint32_t p_paddr;
	uint32_t p_filesz;
	uint32_t p_memsz;
	uint32_t p_flags;
	uint32_t p_align;
};

struct vgr_elf_sym {
	uint32_t st_name;
	uint32_t st_value;
	uint32_t st_size;
	unsigned char st_info;
	unsigned char st_other;
	uint16_t st_shndx;
};
#endif

struct vgr_elf_dyn {
	vgr_elf_sxword d_tag;
	vgr_elf_addr d_val;
};

/* The same in both classes. */
struct vgr_elf_verdef {
	uint16_t vd_version;
	uint16_t vd_flags;
	uint16_t vd_ndx;
	uint16_t vd_cnt;
	uint32_t vd_hash;
	uint32_t vd_aux;
	uint32_t vd_next;
};

struct vgr_elf_verdaux {
	uint32_t vda_name;
	uint32_t vda_next;
};

#define VGR_PT_LOAD		1
#define VGR_PT_DYNAMIC		2
#define VGR_DT_NULL		0
#define VGR_DT_HASH		4
#define VGR_DT_STRTAB		5
#define VGR_DT_SYMTAB		6
#define VGR_DT_STRSZ		10
#define VGR_DT_SYMENT		11
#define VGR_DT_GNU_HASH		0x6ffffef5
#define VGR_DT_VERSYM		0x6ffffff0
#define VGR_DT_VERDEF		0x6ffffffc
#define VGR_DT_VERDEFNUM	0x6ffffffd
#define VGR_STT_FUNC		2
#define VGR_STB_GLOBAL		1
#define VGR_STB_WEAK		2
#define VGR_SHN_UNDEF		0
#define VGR_SHN_ABS		0xfff1
#define VGR_VER_FLG_BASE	1
#define VGR_VERSYM_HIDDEN	0x8000

/* Which hash table a lookup walks. */
#define VGR_ELF_HASH_ANY	0	/* DT_GNU_HASH if present, else DT_HASH */
#define VGR_ELF_HASH_SYSV	1	/* DT_HASH only */
#define VGR_ELF_HASH_GNU	2	/* DT_GNU_HASH only */

/* Errors: negative, each its own reason (see vgr_elf_strerror()). */
enum vgr_elf_err {
	VGR_ELF_EINVAL = -1,	/* bad argument */
	VGR_ELF_ENOVDSO = -2,	/* no AT_SYSINFO_EHDR */
	VGR_ELF_ETRUNC = -3,	/* shorter than the ELF header */
	VGR_ELF_EMAGIC = -4,	/* not ELF */
	VGR_ELF_ECLASS = -5,	/* not the native class and byte order, version 1 */
	VGR_ELF_ETYPE = -6,	/* not ET_DYN, or header size wrong */
	VGR_ELF_EALIGN = -7,	/* a table not aligned for its type */
	VGR_ELF_EPHDR = -8,	/* program header table out of bounds */
	VGR_ELF_ESEGMENT = -9,	/* a PT_LOAD out of bounds or inconsistent */
	VGR_ELF_ENOLOAD = -10,	/* no PT_LOAD */
	VGR_ELF_ENODYN = -11,	/* no (or two) PT_DYNAMIC */
	VGR_ELF_EDYN = -12,	/* dynamic section bad or unterminated */
	VGR_ELF_ENOSYMTAB = -13,	/* DT_SYMTAB, DT_STRTAB or DT_STRSZ missing */
	VGR_ELF_ESTRTAB = -14,	/* string table out of bounds or unterminated */
	VGR_ELF_ENOHASH = -15,	/* neither DT_HASH nor DT_GNU_HASH */
	VGR_ELF_EHASH = -16,	/* DT_HASH out of bounds, or a chain loops */
	VGR_ELF_EGNUHASH = -17,	/* DT_GNU_HASH out of bounds, or endless */
	VGR_ELF_ESYM = -18,	/* symbol table or a symbol bad */
	VGR_ELF_EVERSYM = -19,	/* DT_VERSYM out of bounds */
	VGR_ELF_EVERDEF = -20,	/* DT_VERDEF bad, or its chain endless */
	VGR_ELF_ENOTABLE = -21,	/* the hash table asked for is absent */
	VGR_ELF_ENOENT = -22,	/* no such symbol (at that version) */
	VGR_ELF_EMAPPING = -23,	/* the vDSO's mapping is shorter than its image */
	VGR_ELF_ENOUNWIND = -24,	/* no PT_GNU_EH_FRAME, or no search table */
	VGR_ELF_EUNWIND = -25,	/* .eh_frame_hdr or an FDE bad, or out of order */
	VGR_ELF_ESECTION = -26,	/* section headers bad, or no such section */
	VGR_ELF_ERR_COUNT = 27
};

/*
 * DT_HASH's words: 32 bits, but the architecture's
 * VGR_ELF64_HASH_WORD_BITS in ELF64 where vgr_arch.h gives it.
 */
#ifndef VGR_ELF64_HASH_WORD_BITS
#define VGR_ELF64_HASH_WORD_BITS	32
#endif
#if VGR_ELF_BITS == 64 && VGR_ELF64_HASH_WORD_BITS == 64
typedef uint64_t vgr_elf_hash_word;
#else
typedef uint32_t vgr_elf_hash_word;
#endif

struct vgr_elf_sysv_hash {
	uint32_t nbucket, nchain;
	const vgr_elf_hash_word *bucket, *chain;
};

struct vgr_elf_gnu_hash {
	uint32_t nbuckets, symoffset, bloom_size, bloom_shift;
	const vgr_elf_addr *bloom;	/* a word of the class each */
	const uint32_t *buckets, *chain;	/* chain[0] is symoffset's */
	uint32_t nchain;	/* chain words inside the image */
};

/* A parsed image; read-only after vgr_elf_parse(). */
struct vgr_elf {
	const unsigned char *image;
	size_t len;
	const struct vgr_elf_phdr *phdr;
	unsigned int phnum;
	uint64_t load_vaddr, load_offset;	/* of the first PT_LOAD */
	const struct vgr_elf_sym *symtab;
	uint32_t nsyms;		/* from DT_HASH's nchain, else DT_GNU_HASH */
	const char *strtab;
	size_t strsz;
	int has_sysv, has_gnu;
	struct vgr_elf_sysv_hash sysv;
	struct vgr_elf_gnu_hash gnu;
	const uint16_t *versym;		/* NULL when absent */
	size_t verdef_off;		/* 0 when there is no DT_VERDEF */
	uint32_t verdefnum;		/* 0 when DT_VERDEFNUM is absent */
	size_t dyn_off;			/* the tables' file offsets, for tests */
	size_t sysv_off, gnu_off, symtab_off, strtab_off, versym_off;
};

/* One dynamic symbol as vgr_elf_symbol() describes it. */
struct vgr_elf_symbol {
	const char *name;
	const char *version;	/* NULL when unversioned or local */
	const void *addr;	/* NULL when undefined or absolute */
	unsigned int type, bind, shndx;
	int defined;
};

/*
 * The virtual address of the byte at place in the parsed image: the load
 * bias of its PT_LOADs (which lie as in the file), the inverse of what
 * lookups map.
 */
static inline uint64_t vgr_elf_vaddr(const struct vgr_elf *elf,
				     const void *place)
{
	return (uint64_t)((const unsigned char *)place - elf->image) -
	       elf->load_offset + elf->load_vaddr;
}

/* Parses and checks image[0..len); 0 or a negative VGR_ELF_E* code. */
int vgr_elf_parse(struct vgr_elf *elf, const void *image, size_t len);

/*
 * The same, as if the image had no DT_HASH: how a reader that takes
 * DT_GNU_HASH where there is one (glibc, musl) still reads an image whose
 * DT_HASH it cannot (s390x's has 64-bit words, which lld writes as 32:
 * llvm/llvm-project#203588).
 */
int vgr_elf_parse_gnu(struct vgr_elf *elf, const void *image, size_t len);

/*
 * Finds the defined global or weak function name at version (NULL: any)
 * through the hash table hash (VGR_ELF_HASH_*). Returns 0 with *addr
 * set, VGR_ELF_ENOENT, VGR_ELF_ENOTABLE, or another negative code.
 */
int vgr_elf_lookup(const struct vgr_elf *elf, const char *name,
		   const char *version, int hash, const void **addr);

/* True when the image has the hash table hash (SYSV or GNU). */
int vgr_elf_has_hash(const struct vgr_elf *elf, int hash);

/* Describes dynamic symbol index (0 < index < nsyms): 0 or negative. */
int vgr_elf_symbol(const struct vgr_elf *elf, uint32_t index,
		   struct vgr_elf_symbol *sym);

/* How many dynamic symbols past the null one 0 are undefined. */
uint32_t vgr_elf_count_undefined(const struct vgr_elf *elf);

/*
 * Checks the ELF and program headers in image[0..len) and sets *end to
 * the file end of the last PT_LOAD, which may lie past len. 0 or negative.
 */
int vgr_elf_load_end(const void *image, size_t len, size_t *end);

/*
 * The vDSO of the running process: its address from AT_SYSINFO_EHDR and
 * its length, the end of its last PT_LOAD rounded up to a page (all of
 * which the kernel must map). 0, VGR_ELF_ENOVDSO, VGR_ELF_EMAPPING (the
 * mapping is shorter: nothing past the first page was read) or another
 * negative code.
 */
int vgr_vdso_image(const void **image, size_t *len);

/*
 * What vgr_vdso_image_extent() measured: the bytes the image needs (its
 * last PT_LOAD's end, in whole pages) and those mapped from its start
 * (all of its mapping by /proc/self/maps, up to need by mincore()), as
 * how learnt them ("/proc/self/maps" or "mincore()"; NULL when neither
 * could tell, and the image was taken as whole).
 */
struct vgr_vdso_extent {
	size_t need;
	size_t mapped;
	const char *how;
};

/* vgr_vdso_image(), and the extent it measured into *ext (or NULL). */
int vgr_vdso_image_extent(const void **image, size_t *len,
			  struct vgr_vdso_extent *ext);

/*
 * Measures the mapping at image (page-aligned) up to need bytes into
 * *ext: 0, or VGR_ELF_EMAPPING when fewer are mapped. It reads
 * vgr_vdso_maps_path ("/proc/self/maps"), else (a path that cannot be
 * opened, as when there is no /proc) asks mincore() page by page, which
 * cannot see where a mapping that abuts the next one ends.
 */
extern const char *vgr_vdso_maps_path;
int vgr_vdso_check_mapping(const void *image, size_t page, size_t need,
			   struct vgr_vdso_extent *ext);

/* The tables of dynamic relocations vgr_elf_relocs() reads. */
enum { VGR_ELF_REL, VGR_ELF_RELA, VGR_ELF_JMPREL, VGR_ELF_RELR,
	VGR_ELF_RELOC_TABLES };
extern const char * const vgr_elf_reloc_tables[VGR_ELF_RELOC_TABLES];

/* One dynamic relocation: its table, where it writes, its type (0: RELR). */
struct vgr_elf_reloc {
	int table;
	uint64_t offset;
	uint32_t type;
};

/*
 * The dynamic relocations of a parsed image, every table bounded by its
 * size tag: *count of them, the first max into out (may be NULL). 0, or
 * VGR_ELF_EDYN (or a VGR_ELF_E* of vgr_elf_map()) for a table out of the
 * image or of a size that is no whole number of entries.
 */
int vgr_elf_relocs(const struct vgr_elf *elf, struct vgr_elf_reloc *out,
		   size_t max, size_t *count);

/*
 * The image's unwind tables as unwinders find them: PT_GNU_EH_FRAME's
 * .eh_frame_hdr, whose search table (DW_EH_PE_datarel|sdata4, the only
 * form libgcc and libunwind search) gives each FDE of .eh_frame by the
 * address of its code.
 */
struct vgr_elf_unwind {
	uint64_t hdr_vaddr;		/* .eh_frame_hdr */
	uint64_t eh_frame_vaddr;	/* .eh_frame, as the header gives it */
	uint32_t fde_count;
	size_t table_off;		/* the search table's file offset */
};

/* The code an FDE covers: [start, end). */
struct vgr_elf_range {
	uint64_t start, end;
};

/*
 * Reads PT_GNU_EH_FRAME's header and checks its whole search table: in
 * the image, in strictly increasing order, each entry an FDE (with its
 * CIE) inside the image that starts where the entry says. 0,
 * VGR_ELF_ENOUNWIND, or VGR_ELF_EUNWIND (or a code of vgr_elf_map()).
 */
int vgr_elf_unwind_open(const struct vgr_elf *elf, struct vgr_elf_unwind *uw);

/* The code of the search table's FDE i (< fde_count): 0 or negative. */
int vgr_elf_unwind_fde(const struct vgr_elf *elf,
		       const struct vgr_elf_unwind *uw, uint32_t i,
		       struct vgr_elf_range *code);

/*
 * The FDE that covers vaddr, found as an unwinder finds it: the table's
 * binary search for the last entry at or below vaddr. 0 with *code set,
 * VGR_ELF_ENOENT when that FDE ends at or below vaddr, or negative.
 */
int vgr_elf_unwind_find(const struct vgr_elf *elf,
			const struct vgr_elf_unwind *uw, uint64_t vaddr,
			struct vgr_elf_range *code);

/*
 * The bytes of [text->start, text->end) no FDE covers, as *count gaps
 * (the first max into gaps, which may be NULL), and *covered the bytes
 * FDEs cover. Padding is no gap: fewer bytes than the alignment (up to
 * 64) of the address where the next FDE's code starts. 0 or negative.
 */
int vgr_elf_unwind_gaps(const struct vgr_elf *elf,
			const struct vgr_elf_unwind *uw,
			const struct vgr_elf_range *text,
			struct vgr_elf_range *gaps, size_t max, size_t *count,
			uint64_t *covered);

/*
 * The section name's addresses, from the image's section headers (which
 * the vDSO keeps), its bytes inside a PT_LOAD. The headers and their
 * names are read inside the first mapped bytes of the image, where that
 * is more than elf->len (powerpc's lie past the last PT_LOAD's page with
 * 4K pages, in its mapping): 0 for elf->len. 0, or VGR_ELF_ESECTION.
 */
int vgr_elf_section(const struct vgr_elf *elf, size_t mapped,
		    const char *name, struct vgr_elf_range *where);

/* A short name and reason for err ("EGNUHASH: ..."); never NULL. */
const char *vgr_elf_strerror(int err);

#endif /* VGR_VDSO_ELF_H */
