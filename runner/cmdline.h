/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cmdline.h - the runner's options on the kernel command line, as
 * PID 1 reads them from /proc/cmdline: vgr.timeout=SECS, vgr.filter=GLOB,
 * vgr.exclude=GLOB (repeatable), vgr.inject=hang|panic[:PROGRAM]; other
 * words are the kernel's. Compiles with nolibc and, for
 * fuzz/runner_cmdline_fuzz.c, with glibc.
 */
#ifndef VGR_RUNNER_CMDLINE_H
#define VGR_RUNNER_CMDLINE_H

#include "runner/opts.h"

/* Splits cmdline in place at spaces and newlines and applies its words;
 * the options point into it. 0, or -1 after a one-line error.
 */
int runner_cmdline_parse(struct runner_opts *opts, char *cmdline);

#endif /* VGR_RUNNER_CMDLINE_H */
