/* SPDX-License-Identifier: GPL-2.0 */
/*
 * init.h - what the runner does as PID 1, the init of the suite's
 * initramfs under QEMU: mounts proc, sysfs and devtmpfs, gets a console,
 * takes its options from the kernel command line, reaps orphans, reports
 * the verdict (a "VGR-VERDICT:" line and QEMU's isa-debug-exit) and
 * powers off, since init must never exit.
 *
 * Kernel command line: vgr.filter=GLOB, vgr.exclude=GLOB (repeatable) and
 * vgr.timeout=SECS (read from /proc/cmdline, as the kernel keeps dotted
 * names from init), or the variables VGR_FILTER, VGR_EXCLUDE and
 * VGR_TIMEOUT that the kernel puts in init's environment; VGR_ABI,
 * VGR_IMPL and VGR_QUICK reach the tests through it too.
 * vgr.inject=hang|panic[:PROGRAM] is for testing the host side only:
 * init hangs, or exits (which panics the kernel), as the first test (or
 * PROGRAM) starts; vgr.inject=crash[:STEP] is for testing the runner:
 * its child for the ABI detection (or for the program STEP, before its
 * exec) dies of SIGSEGV.
 */
#ifndef VGR_RUNNER_INIT_H
#define VGR_RUNNER_INIT_H

#include "runner/opts.h"

/* isa-debug-exit makes QEMU exit with (code << 1) | 1: 33, 35 or 37. */
enum runner_verdict {
	RUNNER_VERDICT_PASS = 0x10,
	RUNNER_VERDICT_FAIL = 0x11,
	RUNNER_VERDICT_ERROR = 0x12,
};

/* Sets up the machine and reads the options the kernel passed. */
int runner_init_setup(struct runner_opts *opts);

/*
 * The kernel hands init the words of its command line that it does not
 * know (nokaslr is one: only the decompressor reads it): of those, only
 * absolute paths are programs to run.
 */
void runner_init_drop_words(struct runner_opts *opts);

/* Adds every program of RUNNER_TESTS_DIR, in the order of their names. */
int runner_init_find_tests(struct runner_opts *opts);

/*
 * The test-only faults of vgr.inject=WHAT[:PROGRAM], which PID 1 alone
 * acts on as the first program, or PROGRAM, starts.
 */
void runner_init_inject(const struct runner_opts *opts, const char *name);

/*
 * vgr.inject=crash[:STEP]: the runner's child for STEP (a program, before
 * its exec; by default the ABI detection) dies of SIGSEGV, by a call to
 * address 0, as a vDSO symbol that points nowhere would kill it.
 */
void runner_init_inject_crash(const struct runner_opts *opts, const char *step);

/* Orphans of the tests are PID 1's to reap. */
void runner_init_reap(void);

/* Reports the verdict to the host and powers off; never returns. */
int runner_init_finish(enum runner_verdict verdict);

#endif /* VGR_RUNNER_INIT_H */
