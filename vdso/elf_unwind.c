// SPDX-License-Identifier: GPL-2.0
/*
 * elf_unwind.c - the vDSO's unwind tables as an unwinder reads them:
 * PT_GNU_EH_FRAME's .eh_frame_hdr, its binary search table and the FDEs
 * (with their CIEs) it points to in .eh_frame, every read bounded by the
 * PT_LOAD that holds it; and the code of .text no FDE covers.
 * Formats: the LSB's .eh_frame_hdr and .eh_frame, DWARF's pointer
 * encodings (DW_EH_PE_*).
 */
#include "vdso/elf_internal.h"

#define EH_FRAME_SEGMENT	0x6474e550	/* PT_GNU_EH_FRAME */
#define PE_OMIT		0xff
#define PE_FORMAT	0x0f
#define PE_APPLY	0x70
#define PE_INDIRECT	0x80
#define PE_ABSPTR	0x00
#define PE_ULEB128	0x01
#define PE_UDATA2	0x02
#define PE_UDATA4	0x03
#define PE_UDATA8	0x04
#define PE_SLEB128	0x09
#define PE_SDATA2	0x0a
#define PE_SDATA4	0x0b
#define PE_SDATA8	0x0c
#define PE_PCREL	0x10
#define PE_DATAREL	0x30
#define TABLE_ENC	(PE_DATAREL | PE_SDATA4)
#define MAX_PADDING	64

/* Bytes being read: the image's [pos, end), at virtual address vaddr. */
struct cursor {
	const unsigned char *image;
	size_t pos, end;
	uint64_t vaddr;		/* of image[pos] */
};

/* A cursor over size bytes at vaddr, all inside one PT_LOAD. */
static int cursor_at(const struct vgr_elf *elf, uint64_t vaddr,
		     uint64_t size, struct cursor *c)
{
	size_t off;
	int err = vgr_elf_map(elf, vaddr, size, 1, VGR_ELF_EUNWIND, &off,
			      NULL);

	if (err)
		return err;
	*c = (struct cursor){ elf->image, off, off + size, vaddr };
	return 0;
}

static int take(struct cursor *c, void *out, size_t n)
{
	if (n > c->end - c->pos)
		return VGR_ELF_EUNWIND;
	__builtin_memcpy(out, c->image + c->pos, n);
	c->pos += n;
	c->vaddr += n;
	return 0;
}

/* An (s)LEB128 of at most 64 bits. */
static int leb128(struct cursor *c, int is_signed, uint64_t *val)
{
	unsigned int shift = 0;
	unsigned char b;

	*val = 0;
	do {
		if (shift >= 64 || take(c, &b, 1))
			return VGR_ELF_EUNWIND;
		*val |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	if (is_signed && shift < 64 && (b & 0x40))
		*val |= ~(uint64_t)0 << shift;
	return 0;
}

/* A fixed-size field of n bytes, sign-extended when is_signed. */
static int fixed(struct cursor *c, size_t n, int is_signed, uint64_t *val)
{
	uint64_t u = 0;
	uint32_t u32 = 0;
	uint16_t u16 = 0;
	int err;

	if (n == 2) {
		err = take(c, &u16, 2);
		u = is_signed ? (uint64_t)(int64_t)(int16_t)u16 : u16;
	} else if (n == 4) {
		err = take(c, &u32, 4);
		u = is_signed ? (uint64_t)(int64_t)(int32_t)u32 : u32;
	} else {
		err = take(c, &u, 8);
	}
	*val = u;
	return err;
}

/*
 * A pointer of encoding enc: its format, then PC-relative (to the
 * field's own address) or data-relative (to datarel); absolute values
 * and sizes (apply 0) as they are. Nothing indirect: an unwinder
 * cannot follow it in a vDSO that nobody relocates.
 */
static int pointer(struct cursor *c, unsigned char enc, uint64_t datarel,
		   uint64_t *val)
{
	uint64_t field = c->vaddr;
	int err;

	switch (enc & PE_FORMAT) {
	case PE_ABSPTR:
		err = fixed(c, sizeof(vgr_elf_addr), 0, val);
		break;
	case PE_ULEB128:
	case PE_SLEB128:
		err = leb128(c, (enc & PE_FORMAT) == PE_SLEB128, val);
		break;
	case PE_UDATA2:
	case PE_SDATA2:
		err = fixed(c, 2, enc & 8, val);
		break;
	case PE_UDATA4:
	case PE_SDATA4:
		err = fixed(c, 4, enc & 8, val);
		break;
	case PE_UDATA8:
	case PE_SDATA8:
		err = fixed(c, 8, enc & 8, val);
		break;
	default:
		return VGR_ELF_EUNWIND;
	}
	if (err || (enc & PE_INDIRECT))
		return VGR_ELF_EUNWIND;
	switch (enc & PE_APPLY) {
	case 0:
		break;
	case PE_PCREL:
		*val += field;
		break;
	case PE_DATAREL:
		*val += datarel;
		break;
	default:
		return VGR_ELF_EUNWIND;
	}
	if (VGR_ELF_BITS == 32)
		*val &= 0xffffffff;
	return 0;
}

/*
 * The CFI record (CIE or FDE) at vaddr: *body its bytes after the
 * length (the CIE id or pointer first). The 64-bit DWARF form is refused:
 * no vDSO has 4 GiB of unwind tables.
 */
static int record(const struct vgr_elf *elf, uint64_t vaddr,
		  struct cursor *body)
{
	struct cursor c;
	uint32_t length;
	int err = cursor_at(elf, vaddr, 4, &c);

	if (err || take(&c, &length, 4))
		return VGR_ELF_EUNWIND;
	if (length < 4 || length == 0xffffffff)
		return VGR_ELF_EUNWIND;
	return cursor_at(elf, vaddr + 4, length, body);
}

/* The FDE pointer encoding of the CIE at vaddr ('R' of "z..."). */
static int cie_fde_encoding(const struct vgr_elf *elf, uint64_t vaddr,
			    unsigned char *fde_enc)
{
	unsigned char version, b, aug[8];
	size_t n = 0, i;
	struct cursor c;
	uint64_t skip;
	uint32_t id;
	int err = record(elf, vaddr, &c);

	if (err || take(&c, &id, 4) || id != 0 || take(&c, &version, 1) ||
	    (version != 1 && version != 3))
		return VGR_ELF_EUNWIND;
	do {
		if (take(&c, &b, 1) || n == sizeof(aug))
			return VGR_ELF_EUNWIND;
		aug[n++] = b;
	} while (b);
	/* Code and data alignment factors, the return address register. */
	if (leb128(&c, 0, &skip) || leb128(&c, 1, &skip) ||
	    (version == 1 ? take(&c, &b, 1) : leb128(&c, 0, &skip)))
		return VGR_ELF_EUNWIND;
	*fde_enc = PE_ABSPTR;
	if (aug[0] != 'z')
		return aug[0] ? VGR_ELF_EUNWIND : 0;
	if (leb128(&c, 0, &skip))
		return VGR_ELF_EUNWIND;
	for (i = 1; aug[i]; i++) {
		unsigned char enc;
		uint64_t ignored;

		switch (aug[i]) {
		case 'R':
			if (take(&c, fde_enc, 1))
				return VGR_ELF_EUNWIND;
			break;
		case 'L':
			if (take(&c, &enc, 1))
				return VGR_ELF_EUNWIND;
			break;
		case 'P':
			if (take(&c, &enc, 1) || pointer(&c, enc, 0, &ignored))
				return VGR_ELF_EUNWIND;
			break;
		case 'S':	/* a signal frame */
		case 'B':	/* arm64: BTI */
		case 'G':	/* arm64: MTE-tagged stack */
			break;
		default:
			return VGR_ELF_EUNWIND;
		}
	}
	return 0;
}

/* The code [start, end) of the FDE at vaddr, checked with its CIE. */
static int fde_at(const struct vgr_elf *elf, uint64_t vaddr,
		  struct vgr_elf_range *code)
{
	unsigned char enc;
	struct cursor c;
	uint64_t range;
	uint32_t cie;
	int err = record(elf, vaddr, &c);

	if (err || take(&c, &cie, 4) || cie == 0 || cie > vaddr + 4)
		return VGR_ELF_EUNWIND;
	/* The CIE pointer counts back from its own field. */
	err = cie_fde_encoding(elf, vaddr + 4 - cie, &enc);
	if (err || pointer(&c, enc, 0, &code->start) ||
	    pointer(&c, enc & PE_FORMAT, 0, &range))
		return VGR_ELF_EUNWIND;
	code->end = code->start + range;
	return code->end < code->start ? VGR_ELF_EUNWIND : 0;
}

/* Search table entry i: the start of its code and its FDE's address. */
static void entry(const struct vgr_elf *elf, const struct vgr_elf_unwind *uw,
		  uint32_t i, uint64_t *start, uint64_t *fde)
{
	const int32_t *e = (const void *)(elf->image + uw->table_off);
	uint64_t mask = VGR_ELF_BITS == 32 ? 0xffffffff : ~(uint64_t)0;

	*start = (uw->hdr_vaddr + (int64_t)e[2 * i]) & mask;
	*fde = (uw->hdr_vaddr + (int64_t)e[2 * i + 1]) & mask;
}

int vgr_elf_unwind_fde(const struct vgr_elf *elf,
		       const struct vgr_elf_unwind *uw, uint32_t i,
		       struct vgr_elf_range *code)
{
	uint64_t start, fde;
	int err;

	if (!elf || !uw || !code || i >= uw->fde_count)
		return VGR_ELF_EINVAL;
	entry(elf, uw, i, &start, &fde);
	err = fde_at(elf, fde, code);
	if (err)
		return err;
	return code->start == start ? 0 : VGR_ELF_EUNWIND;
}

int vgr_elf_unwind_open(const struct vgr_elf *elf, struct vgr_elf_unwind *uw)
{
	const struct vgr_elf_phdr *p = NULL;
	unsigned char version, frame_enc, count_enc, table_enc;
	uint64_t count, prev = 0;
	struct vgr_elf_range code;
	struct cursor c;
	unsigned int i;
	int err;

	if (!elf || !uw)
		return VGR_ELF_EINVAL;
	for (i = 0; i < elf->phnum && !p; i++)
		if (elf->phdr[i].p_type == EH_FRAME_SEGMENT)
			p = &elf->phdr[i];
	if (!p || !p->p_filesz)
		return VGR_ELF_ENOUNWIND;
	uw->hdr_vaddr = p->p_vaddr;
	err = cursor_at(elf, p->p_vaddr, p->p_filesz, &c);
	if (err || take(&c, &version, 1) || take(&c, &frame_enc, 1) ||
	    take(&c, &count_enc, 1) || take(&c, &table_enc, 1) ||
	    version != 1 ||
	    pointer(&c, frame_enc, uw->hdr_vaddr, &uw->eh_frame_vaddr))
		return VGR_ELF_EUNWIND;
	if (count_enc == PE_OMIT || table_enc == PE_OMIT)
		return VGR_ELF_ENOUNWIND;
	/* The only form unwinders binary-search; others they walk. */
	if (table_enc != TABLE_ENC ||
	    pointer(&c, count_enc, uw->hdr_vaddr, &count) ||
	    count > (c.end - c.pos) / 8 || c.pos % 4)
		return VGR_ELF_EUNWIND;
	uw->fde_count = count;
	uw->table_off = c.pos;
	for (i = 0; i < uw->fde_count; i++) {
		err = vgr_elf_unwind_fde(elf, uw, i, &code);
		if (err)
			return err;
		if (i && code.start <= prev)
			return VGR_ELF_EUNWIND;
		prev = code.start;
	}
	return 0;
}

int vgr_elf_unwind_find(const struct vgr_elf *elf,
			const struct vgr_elf_unwind *uw, uint64_t vaddr,
			struct vgr_elf_range *code)
{
	uint32_t lo = 0, hi, mid;
	uint64_t start, fde;
	int err;

	if (!elf || !uw || !code)
		return VGR_ELF_EINVAL;
	/* The last entry whose code starts at or below vaddr. */
	hi = uw->fde_count;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		entry(elf, uw, mid, &start, &fde);
		if (start <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return VGR_ELF_ENOENT;
	err = vgr_elf_unwind_fde(elf, uw, lo - 1, code);
	if (err)
		return err;
	return vaddr < code->end ? 0 : VGR_ELF_ENOENT;
}

/* The alignment of addr, at most MAX_PADDING. */
static uint64_t alignment(uint64_t addr)
{
	uint64_t a = addr & -addr;

	return !a || a > MAX_PADDING ? MAX_PADDING : a;
}

static void add_gap(struct vgr_elf_range *gaps, size_t max, size_t *count,
		    uint64_t start, uint64_t end)
{
	if (end - start < alignment(end))
		return;		/* padding up to the next code */
	if (gaps && *count < max)
		gaps[*count] = (struct vgr_elf_range){ start, end };
	(*count)++;
}

int vgr_elf_unwind_gaps(const struct vgr_elf *elf,
			const struct vgr_elf_unwind *uw,
			const struct vgr_elf_range *text,
			struct vgr_elf_range *gaps, size_t max, size_t *count,
			uint64_t *covered)
{
	struct vgr_elf_range code;
	uint64_t pos;
	uint32_t i;
	int err;

	if (!elf || !uw || !text || !count || !covered ||
	    text->end < text->start)
		return VGR_ELF_EINVAL;
	*count = 0;
	*covered = 0;
	pos = text->start;
	/* The table is in order of start (vgr_elf_unwind_open checked). */
	for (i = 0; i < uw->fde_count && pos < text->end; i++) {
		err = vgr_elf_unwind_fde(elf, uw, i, &code);
		if (err)
			return err;
		if (code.end <= pos)
			continue;
		if (code.start >= text->end)
			break;
		if (code.start > pos)
			add_gap(gaps, max, count, pos, code.start);
		else
			code.start = pos;
		if (code.end > text->end)
			code.end = text->end;
		*covered += code.end - code.start;
		pos = code.end;
	}
	if (pos < text->end)
		add_gap(gaps, max, count, pos, text->end);
	return 0;
}
