/* SPDX-License-Identifier: GPL-2.0 */
/*
 * one_state_fixture.h - FIXTURE(one_state): the context under test and
 * one state from the allocator (NULL when the implementation keeps
 * none, so that its tests run against the syscall).
 */
#ifndef VGR_TESTS_ONE_STATE_FIXTURE_H
#define VGR_TESTS_ONE_STATE_FIXTURE_H

#include "tests/vgr_test.h"

FIXTURE(one_state) {
	struct vgr_states states;
	void *state;
	const struct vgr_ctx *ctx;
};

FIXTURE_SETUP(one_state)
{
	self->ctx = vgr_ctx();
	self->state = NULL;
	memset(&self->states, 0, sizeof(self->states));
	if (vgr_has_state(self->ctx))
		VGR_ONE_STATE(self->ctx, &self->states, self->state);
}

FIXTURE_TEARDOWN(one_state)
{
	vgr_states_free(&self->states);
}

#endif /* VGR_TESTS_ONE_STATE_FIXTURE_H */
