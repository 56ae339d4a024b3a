/* SPDX-License-Identifier: GPL-2.0 */
/*
 * vectors.S - embeds the libsodium vector file (vectors.h) in a test
 * program, so that the program needs neither libc nor libsodium when it
 * runs. VGR_CHACHA_VECTORS_FILE is the file's path, as a string; without
 * it, the vectors are vectors-data.h's (a kernel tree's selftests, which
 * make kselftest-series gives them as data).
 */
	.section .vectors, "a"
	.balign 64
	.globl	vgr_chacha_vectors
	.type	vgr_chacha_vectors, @object
vgr_chacha_vectors:
#ifdef VGR_CHACHA_VECTORS_FILE
	.incbin	VGR_CHACHA_VECTORS_FILE
#else
#include "chacha/vectors-data.h"
#endif
	.size	vgr_chacha_vectors, . - vgr_chacha_vectors

	.section .note.GNU-stack, "", @progbits
