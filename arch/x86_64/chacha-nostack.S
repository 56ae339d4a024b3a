/* SPDX-License-Identifier: GPL-2.0 */
/*
 * chacha-nostack.S - x86_64's own ChaCha20 (SSE2), which never touches
 * the stack:
 *
 *	void VGR_CHACHA_SYM(u8 *dst, const u32 key[8], u32 counter[2],
 *			    size_t nblocks);
 *
 * nonce 0, 64-bit block counter read from and written back to counter,
 * nblocks blocks of 64 bytes to dst. No push, call or spill: every value
 * lives in xmm0-xmm14, rax and the argument registers, and every xmm
 * register written is zeroed before ret. Two blocks go through the rounds
 * side by side while at least two remain, then one at a time.
 *
 * Test-only builds: -DVGR_CHACHA_SYM=name names the function, and
 * -DVGR_CHACHA_FAULT_<X> plants one bug for the tests to catch:
 * ROTATION (rotates by 6 where ChaCha rotates by 7), COUNTER (drops the
 * counter write-back), CARRY (32-bit counter increment, no carry into
 * the high word), ZEROIZE (leaves the key in xmm5), STACK (spills a key
 * row below rsp), OVERRUN (writes one byte past the output).
 */
#ifndef VGR_CHACHA_SYM
#define VGR_CHACHA_SYM vgr_chacha20_blocks_nostack
#endif

#ifdef VGR_CHACHA_FAULT_ROTATION
#define VGR_ROT7 6
#else
#define VGR_ROT7 7
#endif

#ifdef VGR_CHACHA_FAULT_CARRY
#define VGR_ADD_COUNTER paddd
#else
#define VGR_ADD_COUNTER paddq
#endif

	.section .rodata.vgr_chacha, "a"
	.balign 16
.Lsigma:	.long	0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
.Lone:		.quad	1, 0
.Ltwo:		.quad	2, 0

/* Arguments (System V): all stay in their registers. */
.set	dst,		%rdi
.set	key,		%rsi
.set	counter,	%rdx
.set	nblocks,	%rcx
.set	rounds,		%eax
/* Input rows: sigma, key[0..3], key[4..7], counter || nonce 0. */
.set	in0,		%xmm4
.set	in1,		%xmm5
.set	in2,		%xmm6
.set	in3,		%xmm7
/* Working rows of the first block, and its temporary. */
.set	a0,		%xmm0
.set	b0,		%xmm1
.set	c0,		%xmm2
.set	d0,		%xmm3
.set	t0,		%xmm8
/* The second block: its rows, its temporary and its counter row. */
.set	a1,		%xmm10
.set	b1,		%xmm11
.set	c1,		%xmm12
.set	d1,		%xmm13
.set	t1,		%xmm9
.set	in3b,		%xmm14

/* x = x <<< r in every 32-bit lane; t is scratch. */
.macro	rotl	r, x, t
.if \r == 16
	pshuflw	$0xb1, \x, \x
	pshufhw	$0xb1, \x, \x
.else
	movdqa	\x, \t
	pslld	$\r, \x
	psrld	$(32 - \r), \t
	por	\t, \x
.endif
.endm

/*
 * One step of the quarter round on whole rows, x += y; z ^= x; z <<<= r,
 * for one block or, given the second set of registers, two side by side.
 */
.macro	step	r, x, y, z, t, x2, y2, z2, t2
	paddd	\y, \x
.ifnb \x2
	paddd	\y2, \x2
.endif
	pxor	\x, \z
.ifnb \x2
	pxor	\x2, \z2
.endif
	rotl	\r, \z, \t
.ifnb \x2
	rotl	\r, \z2, \t2
.endif
.endm

/* Rotates the lanes of rows b, c and d left by 1, 2 and 3 (or back). */
.macro	diagonalize	b, c, d
	pshufd	$0x39, \b, \b
	pshufd	$0x4e, \c, \c
	pshufd	$0x93, \d, \d
.endm

.macro	undiagonalize	b, c, d
	pshufd	$0x93, \b, \b
	pshufd	$0x4e, \c, \c
	pshufd	$0x39, \d, \d
.endm

/* Four quarter rounds at once: the columns, or the diagonals. */
.macro	quarter_rounds	a, b, c, d, t, a2, b2, c2, d2, t2
	step	16, \a, \b, \d, \t, \a2, \b2, \d2, \t2
	step	12, \c, \d, \b, \t, \c2, \d2, \b2, \t2
	step	8, \a, \b, \d, \t, \a2, \b2, \d2, \t2
	step	VGR_ROT7, \c, \d, \b, \t, \c2, \d2, \b2, \t2
.endm

/* The 20 rounds on rows a..d (and a2..d2), counted down in rounds. */
.macro	rounds20	a, b, c, d, t, a2, b2, c2, d2, t2
	movl	$10, rounds
1:
	quarter_rounds	\a, \b, \c, \d, \t, \a2, \b2, \c2, \d2, \t2
	diagonalize	\b, \c, \d
.ifnb \a2
	diagonalize	\b2, \c2, \d2
.endif
	quarter_rounds	\a, \b, \c, \d, \t, \a2, \b2, \c2, \d2, \t2
	undiagonalize	\b, \c, \d
.ifnb \a2
	undiagonalize	\b2, \c2, \d2
.endif
	decl	rounds
	jnz	1b
.endm

/* Adds the input rows to a..d and stores the block at off(dst). */
.macro	emit	off, a, b, c, d, in3row
	paddd	in0, \a
	paddd	in1, \b
	paddd	in2, \c
	paddd	\in3row, \d
	movdqu	\a, \off(dst)
	movdqu	\b, \off + 16(dst)
	movdqu	\c, \off + 32(dst)
	movdqu	\d, \off + 48(dst)
.endm

.macro	load_rows	a, b, c, d, in3row
	movdqa	in0, \a
	movdqa	in1, \b
	movdqa	in2, \c
	movdqa	\in3row, \d
.endm

	.text
	.globl	VGR_CHACHA_SYM
	.type	VGR_CHACHA_SYM, @function
	.p2align 4
VGR_CHACHA_SYM:
	movdqa	.Lsigma(%rip), in0
	movdqu	(key), in1
	movdqu	16(key), in2
	movq	(counter), in3		/* upper 64 bits zeroed: nonce 0 */
#ifdef VGR_CHACHA_FAULT_STACK
	movdqu	in1, -64(%rsp)
#endif
	cmpq	$2, nblocks
	jb	.Lsingle

.Lpair:
	movdqa	in3, in3b
	VGR_ADD_COUNTER .Lone(%rip), in3b
	load_rows	a0, b0, c0, d0, in3
	load_rows	a1, b1, c1, d1, in3b
	rounds20	a0, b0, c0, d0, t0, a1, b1, c1, d1, t1
	emit	0, a0, b0, c0, d0, in3
	emit	64, a1, b1, c1, d1, in3b
	VGR_ADD_COUNTER .Ltwo(%rip), in3
	addq	$128, dst
	subq	$2, nblocks
	cmpq	$2, nblocks
	jae	.Lpair

.Lsingle:
	testq	nblocks, nblocks
	jz	.Ldone
	load_rows	a0, b0, c0, d0, in3
	rounds20	a0, b0, c0, d0, t0
	emit	0, a0, b0, c0, d0, in3
	VGR_ADD_COUNTER .Lone(%rip), in3
	addq	$64, dst
	decq	nblocks
	jmp	.Lsingle

.Ldone:
#ifndef VGR_CHACHA_FAULT_COUNTER
	movq	in3, (counter)
#endif
#ifdef VGR_CHACHA_FAULT_OVERRUN
	movb	%al, (dst)
#endif
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	pxor	%xmm2, %xmm2
	pxor	%xmm3, %xmm3
	pxor	%xmm4, %xmm4
#ifndef VGR_CHACHA_FAULT_ZEROIZE
	pxor	%xmm5, %xmm5
#endif
	pxor	%xmm6, %xmm6
	pxor	%xmm7, %xmm7
	pxor	%xmm8, %xmm8
	pxor	%xmm9, %xmm9
	pxor	%xmm10, %xmm10
	pxor	%xmm11, %xmm11
	pxor	%xmm12, %xmm12
	pxor	%xmm13, %xmm13
	pxor	%xmm14, %xmm14
	ret
	.size	VGR_CHACHA_SYM, . - VGR_CHACHA_SYM

	.section .note.GNU-stack, "", @progbits
