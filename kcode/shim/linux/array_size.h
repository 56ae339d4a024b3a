/* SPDX-License-Identifier: GPL-2.0 */
/* array_size.h - the kernel's ARRAY_SIZE(), for kcode/ (kernel.h). */
#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif
