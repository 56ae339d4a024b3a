/* SPDX-License-Identifier: GPL-2.0 */
/*
 * flat.h - one line per test case, for readers that take lines and not
 * KTAP's nesting (LAVA's monitors): "# VGR-CASE: RESULT NAME", a KTAP
 * diagnostic at the runner's top level. NAME is the program's name for
 * the program's own result, and PROGRAM/TEST for each result the program
 * gave (the names of tools/lib/ktap-results); RESULT is pass, fail, skip,
 * xfail or xpass, as tools/lib/ktap-results reads the KTAP result line.
 * Formats only; the callers write. Compiles with nolibc and with glibc.
 */
#ifndef VGR_RUNNER_FLAT_H
#define VGR_RUNNER_FLAT_H

#define FLAT_CASE_PREFIX	"# VGR-CASE: "

/* The line for one case into buf (cut to size); returns its length. */
size_t flat_case(char *buf, size_t size, const char *result,
		 const char *program, const char *test);

/*
 * The line for a program's own KTAP result line ("ok 3 f.t # XFAIL
 * why", without its indent) into buf; returns its length, or 0 when the
 * line is not a result.
 */
size_t flat_case_of_result(char *buf, size_t size, const char *program,
			   const char *line);

#endif /* VGR_RUNNER_FLAT_H */
