// SPDX-License-Identifier: GPL-2.0
/*
 * fke.c - the fast-key-erasure oracle of fke.h.
 */
#include "tests/lib/fke.h"
#include "chacha/chacha.h"
#include "vdso/state.h"

void vgr_fke_generate(struct vgr_fke_state *s, __u8 *buf, size_t len)
{
	__u32 counter[2] = { 0, 0 };
	__u8 batch_key[128];
	size_t take, nblocks;

	for (;;) {
		take = sizeof(s->batch) - s->pos;
		if (take > len)
			take = len;
		memcpy(buf, s->batch + s->pos, take);
		memset(s->batch + s->pos, 0, take);
		s->pos += take;
		buf += take;
		len -= take;
		if (!len)
			return;
		nblocks = len / VGR_CHACHA_BLOCK_SIZE;
		if (nblocks) {
			vgr_chacha20_blocks_ref(buf, s->key, counter, nblocks);
			buf += nblocks * VGR_CHACHA_BLOCK_SIZE;
			len -= nblocks * VGR_CHACHA_BLOCK_SIZE;
		}
		vgr_chacha20_blocks_ref(batch_key, s->key, counter, 2);
		memcpy(s->batch, batch_key, sizeof(s->batch));
		memcpy(s->key, batch_key + sizeof(s->batch), sizeof(s->key));
		s->pos = 0;
	}
}
