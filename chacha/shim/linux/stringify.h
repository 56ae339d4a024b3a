/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stringify.h - stands in for the kernel's <linux/stringify.h>, which
 * some vgetrandom-chacha.S include: the text of a macro's expansion.
 */
#ifndef VGR_SHIM_LINUX_STRINGIFY_H
#define VGR_SHIM_LINUX_STRINGIFY_H

#define __stringify_1(x...)	#x
#define __stringify(x...)	__stringify_1(x)

#endif /* VGR_SHIM_LINUX_STRINGIFY_H */
