/* SPDX-License-Identifier: GPL-2.0 */
/*
 * names.h - names of signals and messages of errno values for the
 * runner's reports (nolibc has neither strsignal nor a real strerror),
 * and the names of programs.
 */
#ifndef VGR_RUNNER_NAMES_H
#define VGR_RUNNER_NAMES_H

/* The name of signal sig, or "SIGRT" for the real-time ones. */
const char *runner_signal_name(int sig);

/* A message for errno value err ("errno N" for the rare ones). */
const char *runner_errno_msg(int err);

/* The name of the program at path: what follows its last '/'. */
const char *runner_base_name(const char *path);

#endif /* VGR_RUNNER_NAMES_H */
