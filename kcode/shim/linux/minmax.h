/* SPDX-License-Identifier: GPL-2.0 */
/* minmax.h - the kernel's min_t(), for kcode/ (kernel.h). */
#ifndef VGR_KCODE_MINMAX_H
#define VGR_KCODE_MINMAX_H

#define min_t(type, x, y) ({			\
	type __min_x = (x);			\
	type __min_y = (y);			\
	__min_x < __min_y ? __min_x : __min_y;	\
})

#endif /* VGR_KCODE_MINMAX_H */
