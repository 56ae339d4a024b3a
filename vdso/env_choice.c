// SPDX-License-Identifier: GPL-2.0
/*
 * env_choice.c - reads an environment variable that names one of a list
 * of choices, with a one-line error for anything else.
 */
#include "vdso/env_choice.h"

int vgr_env_choice(const char *var, const char * const *names, int n,
		   int dflt)
{
	const char *value = getenv(var);
	int i;

	if (!value || !*value)
		return dflt;
	for (i = 0; i < n; i++)
		if (!strcmp(value, names[i]))
			return i;
	fprintf(stderr, "vgr: bad %s value '%s' (expected", var, value);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s %s", i ? "," : "", names[i]);
	fprintf(stderr, ")\n");
	return -1;
}
