// SPDX-License-Identifier: GPL-2.0
/*
 * states.c - blocks of opaque states: mainline's mmap with the params,
 * and where the i-th state of a block lies (never across a page).
 */
#include "vdso/states.h"
#include "nolibc/mm.h"

long vgr_states_map_mainline(const struct vgr_opaque_params *params,
			     unsigned int want, unsigned int *num,
			     unsigned int *size)
{
	unsigned int per_page = VGR_PAGE_SIZE / params->size_of_opaque_state;
	size_t pages = (want + per_page - 1) / per_page;

	*num = pages * per_page;
	*size = params->size_of_opaque_state;
	return vgr_mmap(NULL, pages * VGR_PAGE_SIZE, params->mmap_prot,
			params->mmap_flags);
}

int vgr_states_adopt(struct vgr_states *states, long addr, unsigned int num,
		     unsigned int size, unsigned int want)
{
	states->map = (void *)addr;
	states->num = num;
	states->size = size;
	states->used = 0;
	states->map_len = ((size_t)num * size + VGR_PAGE_SIZE - 1) &
			  ~(VGR_PAGE_SIZE - 1);
	if (!size || size > VGR_PAGE_SIZE || num < want) {
		vgr_states_free(states);
		return -EPROTO;
	}
	return 0;
}

void *vgr_state_at(const struct vgr_states *states, unsigned int i)
{
	unsigned int per_page = VGR_PAGE_SIZE / states->size;

	if (i >= states->num)
		return NULL;
	return (char *)states->map + (i / per_page) * VGR_PAGE_SIZE +
	       (i % per_page) * states->size;
}

void *vgr_state_take(struct vgr_states *states)
{
	void *state = vgr_state_at(states, states->used);

	if (state)
		states->used++;
	return state;
}

void vgr_states_free(struct vgr_states *states)
{
	if (states->map)
		munmap(states->map, states->map_len);
	memset(states, 0, sizeof(*states));
}
