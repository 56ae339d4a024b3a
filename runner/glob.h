/* SPDX-License-Identifier: GPL-2.0 */
/*
 * glob.h - the shell-style glob of the runner's --filter: '*', '?',
 * '[set]' with ranges and '!' or '^' negation, and '\' escapes.
 */
#ifndef VGR_RUNNER_GLOB_H
#define VGR_RUNNER_GLOB_H

/* 0 when pat is a well-formed glob, else -1 (an open '[' or a lone '\'). */
int runner_glob_check(const char *pat);

/* Whether str matches the checked glob pat as a whole. */
int runner_glob_match(const char *pat, const char *str);

#endif /* VGR_RUNNER_GLOB_H */
