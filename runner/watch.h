/* SPDX-License-Identifier: GPL-2.0 */
/*
 * watch.h - watches one child of the runner: hands what the child writes
 * into a pipe to a sink until the child exits and the pipe ends, or ends
 * the child's whole session at a timeout. The child must lead a session
 * of its own (setsid()): see session.h.
 */
#ifndef VGR_RUNNER_WATCH_H
#define VGR_RUNNER_WATCH_H

#include <stddef.h>

/* Takes len bytes of the child's output. */
typedef void (*runner_sink)(void *arg, const char *buf, size_t len);

/* CLOCK_MONOTONIC in milliseconds. */
long runner_now_ms(void);

/*
 * Gives what child pid writes on fd to sink(arg, ...) until it exits and
 * its output ends (1, with its wait status in *status), or kills its
 * session once timeout_s seconds have passed and gives what is left in
 * the pipe (0).
 */
int runner_watch(int pid, int fd, unsigned long timeout_s, runner_sink sink,
		 void *arg, int *status);

#endif /* VGR_RUNNER_WATCH_H */
