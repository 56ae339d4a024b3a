/* SPDX-License-Identifier: GPL-2.0 */
/* mman.h - the uapi mmap constants with MAP_DROPPABLE, for kcode/. */
#include "nolibc/mm.h"
