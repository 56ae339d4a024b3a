/* SPDX-License-Identifier: GPL-2.0 */
/*
 * detect.h - the ABI detection that the runner reports (its "# vgr: abi="
 * line), done in a child: nothing that parses or calls the kernel's vDSO
 * runs in the runner itself, PID 1 under QEMU. A broken vDSO (a fault as
 * it is parsed or called, a call that never returns) is then a failed
 * step of the suite, "not ok N abi_detect # signal 11 (SIGSEGV)", and
 * not the death of init, a kernel panic and no verdict.
 */
#ifndef VGR_RUNNER_DETECT_H
#define VGR_RUNNER_DETECT_H

#include "runner/opts.h"
#include "runner/outcome.h"

/* The step's name in the runner's KTAP (and vgr.inject=crash:STEP's). */
#define RUNNER_DETECT_NAME	"abi_detect"

struct runner_detect {
	char out[512];	/* what the child printed: the "# vgr: abi=" line */
	struct runner_outcome outcome;	/* fails on a signal, the timeout */
};

/*
 * Detects in a child, which opts->timeout bounds (not at all under
 * --wrap, whose programs run elsewhere). Returns 0 with d
 * filled in, or -1 when VGR_ABI or VGR_IMPL holds a bad value (the child
 * has said so on stderr).
 */
int runner_detect(const struct runner_opts *opts, struct runner_detect *d);

#endif /* VGR_RUNNER_DETECT_H */
