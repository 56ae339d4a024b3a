/* SPDX-License-Identifier: GPL-2.0 */
/*
 * names.h - names of signals and messages of errno values for the
 * runner's reports (nolibc has neither strsignal nor a real strerror).
 */
#ifndef VGR_RUNNER_NAMES_H
#define VGR_RUNNER_NAMES_H

/* The name of signal sig, or "SIGRT" for the real-time ones. */
const char *runner_signal_name(int sig);

/* A message for errno value err ("errno N" for the rare ones). */
const char *runner_errno_msg(int err);

#endif /* VGR_RUNNER_NAMES_H */
