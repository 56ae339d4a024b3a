/* SPDX-License-Identifier: GPL-2.0 */
/*
 * env_choice.h - an environment variable that names one of a list of
 * choices (VGR_ABI, VGR_IMPL, VGR_FAULT).
 */
#ifndef VGR_VDSO_ENV_CHOICE_H
#define VGR_VDSO_ENV_CHOICE_H

/*
 * The index of var's value in names[0..n), dflt when var is unset or
 * empty, or -1 after one line on stderr naming the bad value and the
 * choices.
 */
int vgr_env_choice(const char *var, const char * const *names, int n,
		   int dflt);

#endif /* VGR_VDSO_ENV_CHOICE_H */
