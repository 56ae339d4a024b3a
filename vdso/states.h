/* SPDX-License-Identifier: GPL-2.0 */
/*
 * states.h - a block of opaque states and where each one lies: never
 * across a page (skip to the next page rather than straddle), and the
 * kernel's two ways of making one (mainline's mmap with the params,
 * v14's vgetrandom_alloc).
 */
#ifndef VGR_VDSO_STATES_H
#define VGR_VDSO_STATES_H

#include <stddef.h>
#include "vdso/abi.h"

struct vgr_states {
	void *map;		/* what munmap() gets */
	size_t map_len;		/* page-rounded */
	unsigned int num;	/* usable states in the block */
	unsigned int size;	/* size of each */
	unsigned int used;	/* handed out by vgr_state_take() */
};

/* Mainline: whole pages of at least want states, mmap()ed as the params
 * say. Returns the address or -errno; sets num and size.
 */
long vgr_states_map_mainline(const struct vgr_opaque_params *params,
			     unsigned int want, unsigned int *num,
			     unsigned int *size);

/*
 * The params mainline's vDSO answers the query with (lib/vdso/getrandom.c):
 * states of sizeof(struct vgetrandom_state), mmap()ed PROT_READ |
 * PROT_WRITE and MAP_DROPPABLE | MAP_ANONYMOUS. What maps states as
 * mainline asks where no vDSO answers (MAP_DROPPABLE is the kernel mm's,
 * 6.11+, with or without a vDSO getrandom).
 */
void vgr_mainline_params(struct vgr_opaque_params *params);

/*
 * Mainline: a block of at least want states mmap()ed as params say
 * (vgr_states_map_mainline()), adopted into states: 0, or -errno of the
 * mmap() or of vgr_states_adopt() (states then zeroed). The one way the
 * suite maps states as mainline asks; vgr_states_free() unmaps them.
 */
int vgr_states_alloc_mainline(const struct vgr_opaque_params *params,
			      unsigned int want, struct vgr_states *states);

/*
 * Fills states from an allocator's answer (addr, num, size): 0, or
 * -EPROTO (the block unmapped) when it holds fewer than want states or
 * states larger than a page.
 */
int vgr_states_adopt(struct vgr_states *states, long addr, unsigned int num,
		     unsigned int size, unsigned int want);

/* The i-th state of the block by the contract, or NULL when i >= num. */
void *vgr_state_at(const struct vgr_states *states, unsigned int i);

/* The next unused state of the block, or NULL when all are taken. */
void *vgr_state_take(struct vgr_states *states);

void vgr_states_free(struct vgr_states *states);

#endif /* VGR_VDSO_STATES_H */
