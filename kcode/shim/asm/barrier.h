/* SPDX-License-Identifier: GPL-2.0 */
/* barrier.h - the kernel's smp_rmb(): a load-load fence, for kcode/. */
#define smp_rmb()	__atomic_thread_fence(__ATOMIC_ACQUIRE)
