/* SPDX-License-Identifier: GPL-2.0 */
/*
 * opt_value.h - the value of a long option of a freestanding program,
 * given as "--name VALUE" or "--name=VALUE".
 */
#ifndef VGR_NOLIBC_OPT_VALUE_H
#define VGR_NOLIBC_OPT_VALUE_H

/*
 * The value of option name at argv[*i], or NULL when argv[*i] is not
 * that option or its value is missing; *i moves past a separate value.
 */
static inline const char *vgr_opt_value(char **argv, int argc, int *i,
					const char *name)
{
	size_t len = strlen(name);

	if (strncmp(argv[*i], name, len))
		return NULL;
	if (argv[*i][len] == '=')
		return argv[*i] + len + 1;
	if (argv[*i][len] || *i + 1 >= argc)
		return NULL;
	return argv[++*i];
}

#endif /* VGR_NOLIBC_OPT_VALUE_H */
