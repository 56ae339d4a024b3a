// SPDX-License-Identifier: GPL-2.0
/*
 * model_faults.c - the model's fault switch: VGR_FAULT=<name> names the
 * one promise the model breaks. Read once; an unknown name is a usage
 * error (one line on stderr naming it, exit 2).
 */
#include "vdso/model.h"
#include "vdso/model_internal.h"

static const char * const fault_names[VGR_FAULT_COUNT] = {
	[VGR_FAULT_NONE] = NULL,
	[VGR_FAULT_NO_WIPE_ON_FORK] = "no-wipe-on-fork",
	[VGR_FAULT_NO_IN_USE_GUARD] = "no-in-use-guard",
	[VGR_FAULT_NO_STRADDLE_CHECK] = "no-straddle-check",
	[VGR_FAULT_NO_ZERO_CONSUMED_BATCH] = "no-zero-consumed-batch",
	[VGR_FAULT_NO_REKEY_ON_GENERATION] = "no-rekey-on-generation",
	[VGR_FAULT_WRONG_CHACHA_ROTATION] = "wrong-chacha-rotation",
	[VGR_FAULT_COUNTER_NOT_WRITTEN_BACK] = "counter-not-written-back",
	[VGR_FAULT_ALWAYS_SYSCALL] = "always-syscall",
	[VGR_FAULT_UNKNOWN_FLAGS_ACCEPTED] = "unknown-flags-accepted",
	[VGR_FAULT_QUERY_ACCEPTS_32BIT_MAGIC] = "query-accepts-32bit-magic",
	[VGR_FAULT_ALLOC_STRADDLES] = "alloc-straddles",
	[VGR_FAULT_KEY_LEFT_ON_STACK] = "key-left-on-stack",
	[VGR_FAULT_WRONG_CAP] = "wrong-cap",
};

static int active_fault = -1;

static enum vgr_model_fault_id parse_fault(const char *name)
{
	int i;

	if (!name || !*name)
		return VGR_FAULT_NONE;
	for (i = 1; i < VGR_FAULT_COUNT; i++)
		if (!strcmp(name, fault_names[i]))
			return i;
	fprintf(stderr, "vgr: unknown VGR_FAULT '%s'\n", name);
	exit(2);
}

enum vgr_model_fault_id vgr_model_fault_id(void)
{
	if (active_fault < 0)
		active_fault = parse_fault(getenv("VGR_FAULT"));
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
