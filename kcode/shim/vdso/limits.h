/* SPDX-License-Identifier: GPL-2.0 */
/* limits.h - the kernel's INT_MAX, for kcode/ (nolibc's stdint.h has it). */
#ifndef INT_MAX
#define INT_MAX		__INT_MAX__
#endif
