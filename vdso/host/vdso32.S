/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vdso32.S - an ELF32 image laid out as a vDSO (vdso32.lds: one PT_LOAD
 * holding the headers, DT_HASH and DT_GNU_HASH, versioned dynamic symbols
 * and PT_DYNAMIC; a PT_NOTE; unwind tables, PT_GNU_EH_FRAME's search
 * table and an FDE for each function), for the host tests and the fuzzer of the
 * parser's ELF32 build (-DVGR_ELF_BITS=32): little-endian i386, which a
 * 64-bit x86 host links with its own toolchain (gcc -m32, ld's elf_i386),
 * where the vDSO of powerpc32, the ELF32 the suite meets, is big-endian.
 * Each function at LINUX_2.6 returns -ENOSYS (after nops bytes of nop,
 * so that one FDE is long enough to be cut); none is ever called.
 */
#define FUNC_OF(name, nops)	\
	.globl name;		\
	.type name, @function;	\
name:				\
	.cfi_startproc;		\
	.fill nops, 1, 0x90;	\
	movl $-38, %eax;	\
	ret;			\
	.cfi_endproc;		\
	.size name, . - name
#define FUNC(name)	FUNC_OF(name, 0)

	.text
FUNC(__vdso_clock_gettime)
FUNC(__vdso_gettimeofday)
FUNC(__vdso_time)
FUNC(__vdso_clock_getres)
FUNC(__vdso_getcpu)
FUNC_OF(__vdso_getrandom, 192)
FUNC(__vdso_clock_gettime64)
FUNC(__vdso_clock_getres_time64)

	/* namesz, descsz, type, "vgr", a zero word */
	.section .note.vgr, "a", @note
	.balign 4
	.long 4, 4, 1
	.asciz "vgr"
	.long 0
