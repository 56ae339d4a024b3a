/* SPDX-License-Identifier: GPL-2.0 */
/*
 * on_stack.h - long vgr_on_stack(call, top): calls call->fn with the
 * four arguments call->arg[] and the stack pointer below top, and
 * returns what fn returned, so that a test can search the stack a call
 * used or fence it. One trampoline per architecture, each leaving the
 * frame its ABI wants a caller to provide just below top.
 */
#ifndef VGR_NOLIBC_ON_STACK_H
#define VGR_NOLIBC_ON_STACK_H

/*
 * fn is called as fn(arg[0], arg[1], arg[2], arg[3]): any function of up
 * to four integer or pointer arguments, all passed in registers here.
 */
struct vgr_stack_call {
	const void *fn;
	long arg[4];
};

long vgr_on_stack(const struct vgr_stack_call *call, void *top);

/*
 * The architecture's trampoline, in arch/ARCH/vgr_on_stack.h, and
 * VGR_ON_STACK_FRAME, the bytes just below top that belong to the
 * caller's frame by its ABI: fn is entered with its stack pointer at
 * top - VGR_ON_STACK_FRAME. top must be 16-byte aligned.
 */
#include "vgr_on_stack.h"

#endif /* VGR_NOLIBC_ON_STACK_H */
