/* SPDX-License-Identifier: GPL-2.0 */
/* unaligned.h - the kernel's unaligned loads and stores of a type, for kcode/. */
#ifndef VGR_KCODE_UNALIGNED_H
#define VGR_KCODE_UNALIGNED_H

#define __get_unaligned_t(type, ptr)	\
	(((const struct { type x; } __packed *)(ptr))->x)
#define __put_unaligned_t(type, val, ptr)	\
	do { ((struct { type x; } __packed *)(ptr))->x = (val); } while (0)

#endif /* VGR_KCODE_UNALIGNED_H */
