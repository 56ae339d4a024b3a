// SPDX-License-Identifier: GPL-2.0
/*
 * faults.c - the model's fault switch: VGR_FAULT=<name> names the
 * one promise the model breaks. Read once; an unknown name is a usage
 * error (one line on stderr naming it, exit 2).
 */
#include "model/model.h"
#include "model/internal.h"
#include "vdso/env_choice.h"

/* Indexed by enum vgr_model_fault_id. */
static const char * const fault_names[VGR_FAULT_COUNT] = {
	[VGR_FAULT_NONE] = NULL,
#define VGR_FAULT_X(id, name) \
	[VGR_FAULT_##id] = name,
#include "model/faults.h"
#undef VGR_FAULT_X
};

static int active_fault = -1;

/* VGR_FAULT names one fault; unset is none, anything else exits 2. */
static enum vgr_model_fault_id parse_fault(void)
{
	int i = vgr_env_choice("VGR_FAULT", fault_names + 1,
			       VGR_FAULT_COUNT - 1, -2);

	if (i == -1)
		exit(2);
	return i == -2 ? VGR_FAULT_NONE : i + 1;
}

enum vgr_model_fault_id vgr_model_fault_id(void)
{
	if (active_fault < 0)
		active_fault = parse_fault();
	return active_fault;
}

const char *vgr_model_fault(void)
{
	return fault_names[vgr_model_fault_id()];
}

/*
 * Before main(): a bad VGR_FAULT stops the program before any test, and
 * the model's RNG page exists before the harness forks its tests, so
 * that they all see one generation, as processes see the kernel's.
 */
__attribute__((constructor)) static void model_init(void)
{
	const char *impl = getenv("VGR_IMPL");

	vgr_model_fault_id();
	if (impl && !strcmp(impl, "model"))
		vgr_model_rng();
}
