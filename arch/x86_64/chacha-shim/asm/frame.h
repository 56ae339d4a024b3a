/* SPDX-License-Identifier: GPL-2.0 */
/*
 * frame.h - stands in for the kernel's <asm/frame.h> when a vDSO
 * vgetrandom-chacha.S is assembled with CHACHA_SRC=...: that code sets up
 * no frame, so nothing is needed from it.
 */
