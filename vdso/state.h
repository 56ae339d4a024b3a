/* SPDX-License-Identifier: GPL-2.0 */
/*
 * state.h - the layout of the opaque vDSO getrandom state, shared by the
 * v14 seed and mainline (FACTS.md). Only white-box tests and the model
 * may look inside; everything else treats a state as opaque bytes.
 */
#ifndef VGR_VDSO_STATE_H
#define VGR_VDSO_STATE_H

#include <linux/types.h>

#define VGR_CHACHA_BLOCK_SIZE	64
#define VGR_STATE_SIZE		144

struct vgr_state {
	union {
		struct {
			__u8 batch[VGR_CHACHA_BLOCK_SIZE * 3 / 2];
			__u32 key[8];
		};
		__u8 batch_key[VGR_CHACHA_BLOCK_SIZE * 2];
	};
	__u64 generation;
	__u8 pos;
	__u8 in_use;
};

/*
 * The same 144 bytes on 32-bit machines (7.3: include/vdso/getrandom.h,
 * struct vgetrandom_state): batch_key is 128 bytes, generation a u64 at
 * 128, pos a u8 and in_use a bool at 136 and 137, and the size is padded
 * to the u64's alignment, 8 on the 32-bit architectures too (their ABIs
 * align 64-bit integers to 8; one that aligns them to 4 would make it
 * 140). mainline's params report it (size_of_opaque_state); struct
 * vgetrandom_opaque_params is u32s only, the same everywhere (uapi
 * linux/random.h).
 */
_Static_assert(_Alignof(__u64) == 8, "u64 alignment");
_Static_assert(sizeof(struct vgr_state) == VGR_STATE_SIZE, "state size");
_Static_assert(__builtin_offsetof(struct vgr_state, key) == 96, "key");
_Static_assert(__builtin_offsetof(struct vgr_state, generation) == 128, "gen");
_Static_assert(__builtin_offsetof(struct vgr_state, pos) == 136, "pos");
_Static_assert(__builtin_offsetof(struct vgr_state, in_use) == 137, "in_use");

/* True when a state of size bytes at addr crosses a line of page bytes. */
static inline int vgr_state_straddles_page(const void *addr,
					   unsigned long size,
					   unsigned long page)
{
	return ((unsigned long)addr & (page - 1)) + size > page;
}

#endif /* VGR_VDSO_STATE_H */
