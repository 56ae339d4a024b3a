// SPDX-License-Identifier: GPL-2.0
/*
 * flat.c - the code of flat.h; the header says what it is for.
 */
#include "runner/flat.h"

/* Appends n bytes of s to buf at *len, a name's blanks as '_'. */
static void flat_append(char *buf, size_t size, size_t *len, const char *s,
			size_t n, int name)
{
	size_t i;

	for (i = 0; i < n && s[i] && *len + 1 < size; i++)
		buf[(*len)++] = name && (s[i] == ' ' || s[i] == '\t') ? '_' : s[i];
	buf[*len] = 0;
}

/* "# VGR-CASE: RESULT PROGRAM[/TEST]\n", with test_len bytes of TEST. */
static size_t flat_line(char *buf, size_t size, const char *result,
			const char *program, const char *test, size_t test_len)
{
	size_t len = 0;

	if (size < 2)
		return 0;
	buf[0] = 0;
	flat_append(buf, size, &len, FLAT_CASE_PREFIX, sizeof(FLAT_CASE_PREFIX), 0);
	flat_append(buf, size, &len, result, strlen(result), 0);
	flat_append(buf, size, &len, " ", 1, 0);
	flat_append(buf, size, &len, program, strlen(program), 1);
	if (test) {
		flat_append(buf, size, &len, "/", 1, 0);
		flat_append(buf, size, &len, test, test_len, 1);
	}
	/* A line cut short still ends. */
	if (len + 1 >= size)
		len = size - 2;
	buf[len++] = '\n';
	buf[len] = 0;
	return len;
}

size_t flat_case(char *buf, size_t size, const char *result,
		 const char *program, const char *test)
{
	return flat_line(buf, size, result, program, test,
			 test ? strlen(test) : 0);
}

/* Does the directive at p (after "# ") start with word, in any case? */
static int flat_directive_is(const char *p, const char *word)
{
	for (; *word; word++, p++)
		if ((*p & ~0x20) != *word)
			return 0;
	return 1;
}

size_t flat_case_of_result(char *buf, size_t size, const char *program,
			   const char *line)
{
	const char *result = "pass", *name, *hash;
	size_t name_len;

	if (!strncmp(line, "not ok ", 7)) {
		result = "fail";
		line += 7;
	} else if (!strncmp(line, "ok ", 3)) {
		line += 3;
	} else {
		return 0;
	}
	if (*line < '0' || *line > '9')
		return 0;
	while (*line >= '0' && *line <= '9')
		line++;
	while (*line == ' ')
		line++;
	if (!strncmp(line, "- ", 2))
		line += 2;
	name = line;
	hash = strchr(name, '#');
	name_len = hash ? (size_t)(hash - name) : strlen(name);
	while (name_len && name[name_len - 1] == ' ')
		name_len--;
	if (hash && !strcmp(result, "pass")) {
		for (hash++; *hash == ' '; hash++)
			;
		if (flat_directive_is(hash, "SKIP"))
			result = "skip";
		else if (flat_directive_is(hash, "XFAIL"))
			result = "xfail";
		else if (flat_directive_is(hash, "XPASS"))
			result = "xpass";
	}
	return flat_line(buf, size, result, program, name, name_len);
}
