/* SPDX-License-Identifier: GPL-2.0 */
/* random.h - the uapi GRND_* flags and the params of the query (6.11+), for kcode/. */
#include <linux/random.h>
#include "nolibc/vgetrandom_alloc.h"
#define vgetrandom_opaque_params	vgr_opaque_params
