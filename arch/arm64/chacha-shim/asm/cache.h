/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cache.h - stands in for arm64's <asm/cache.h>, which arm64's
 * vgetrandom-chacha.S includes but uses nothing from.
 */
