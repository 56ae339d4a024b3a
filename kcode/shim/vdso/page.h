/* SPDX-License-Identifier: GPL-2.0 */
/* page.h - the kernel's PAGE_SIZE and PAGE_MASK of CONFIG_PAGE_SHIFT, for kcode/. */
#undef PAGE_SIZE
#undef PAGE_MASK
#define PAGE_SIZE	(1UL << CONFIG_PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
