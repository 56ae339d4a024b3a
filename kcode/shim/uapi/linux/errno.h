/* SPDX-License-Identifier: GPL-2.0 */
/* errno.h - the uapi errno values, for kcode/. */
#include <linux/errno.h>
