/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vdso32.S - an ELF32 image laid out as a vDSO (vdso32.lds: one PT_LOAD
 * holding the headers, DT_HASH and DT_GNU_HASH, versioned dynamic symbols
 * and PT_DYNAMIC; a PT_NOTE), for the host tests and the fuzzer of the
 * parser's ELF32 build (-DVGR_ELF_BITS=32): little-endian i386, which a
 * 64-bit x86 host links with its own toolchain (gcc -m32, ld's elf_i386),
 * where the vDSO of powerpc32, the ELF32 the suite meets, is big-endian.
 * Each function at LINUX_2.6 returns -ENOSYS; none is ever called.
 */
#define FUNC(name)		\
	.globl name;		\
	.type name, @function;	\
name:				\
	movl $-38, %eax;	\
	ret;			\
	.size name, . - name

	.text
FUNC(__vdso_clock_gettime)
FUNC(__vdso_gettimeofday)
FUNC(__vdso_time)
FUNC(__vdso_clock_getres)
FUNC(__vdso_getcpu)
FUNC(__vdso_getrandom)
FUNC(__vdso_clock_gettime64)
FUNC(__vdso_clock_getres_time64)

	/* namesz, descsz, type, "vgr", a zero word */
	.section .note.vgr, "a", @note
	.balign 4
	.long 4, 4, 1
	.asciz "vgr"
	.long 0
