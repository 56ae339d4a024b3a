// SPDX-License-Identifier: GPL-2.0
/*
 * fault_probe.c - one call of the implementation under test, straight
 * from main() with no harness around it: a crash or a hang in the call
 * reaches the runner as it is (signal, timeout), which is what
 * make fault-report-check needs. Not a test of the suite (not in
 * TEST_PROGS). Exit 0 when the call filled its 16 bytes, 1 otherwise.
 */
#include "impl/impl.h"

int main(void)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_states states = { 0 };
	unsigned char buf[16];
	void *state = NULL;
	long ret;

	if (vgr_has_state(ctx)) {
		if (vgr_states_alloc(ctx, 1, &states)) {
			printf("# fault_probe: no state\n");
			return 1;
		}
		state = vgr_state_take(&states);
	}
	ret = vgr_getrandom(ctx, buf, sizeof(buf), 0, state);
	vgr_states_free(&states);
	printf("# fault_probe: abi=%s impl=%s: a 16-byte call returned %ld\n",
	       vgr_abi_name(ctx->abi), vgr_impl_name(ctx->impl), ret);
	return ret == (long)sizeof(buf) ? 0 : 1;
}
