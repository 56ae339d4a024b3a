/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compilers.h - which compiler built the running kernel (its
 * /proc/version) and which built the suite (the runner's own), so that a
 * log says of itself whether it is a GCC or a clang row.
 */
#ifndef VGR_RUNNER_COMPILERS_H
#define VGR_RUNNER_COMPILERS_H

#include <stddef.h>

/*
 * The compiler part of a /proc/version text, "Linux version REL (BUILDER)
 * (COMPILER, LINKER) #...": COMPILER, LINKER without the parentheses,
 * into out (NUL-terminated, cut to size). Returns 0, or -1 when text
 * has no such part.
 */
int runner_kernel_compiler(const char *text, char *out, size_t size);

/* Prints "# vgr: kernel built by ..." and "# vgr: suite built by ...". */
void runner_print_compilers(void);

#endif /* VGR_RUNNER_COMPILERS_H */
