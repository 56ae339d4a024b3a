// SPDX-License-Identifier: GPL-2.0
/*
 * states.c - blocks of opaque states: mainline's mmap with the params
 * (the vDSO's, or mainline's own where no vDSO answers), and where the
 * i-th state of a block lies (never across a page).
 */
#include "vdso/states.h"
#include "vdso/state.h"
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

void vgr_mainline_params(struct vgr_opaque_params *params)
{
	memset(params, 0, sizeof(*params));
	params->size_of_opaque_state = VGR_STATE_SIZE;
	params->mmap_prot = PROT_READ | PROT_WRITE;
	params->mmap_flags = MAP_DROPPABLE | MAP_ANONYMOUS;
}

int vgr_states_alloc_mainline(const struct vgr_opaque_params *params,
			      unsigned int want, struct vgr_states *states)
{
	unsigned int num, size;
	long addr;

	memset(states, 0, sizeof(*states));
	addr = vgr_states_map_mainline(params, want, &num, &size);
	if (vgr_is_err(addr))
		return addr;
	return vgr_states_adopt(states, addr, num, size, want);
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
