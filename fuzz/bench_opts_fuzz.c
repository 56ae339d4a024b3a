// SPDX-License-Identifier: GPL-2.0
/*
 * bench_opts_fuzz.c - libFuzzer harness of the bench's options
 * (bench/opts.c). The first byte says argv (even) or VGR_BENCH_ARGS
 * (odd); the rest is the NUL-separated argv words, or the variable's text,
 * each in a buffer of its exact size. What parses must be in range: a
 * known mode, numbers within their bounds, at least one known column, a
 * CSV path that is one of the words. A crash, an over-read or an
 * out-of-range result is a finding. ("--help" and "-h" exit by design.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/bench.h"
#include "fuzz/fuzz_util.h"

#define FUZZ_MAX_ARGS	40

static char env_var[4200];
static int env_set;

static void check(const struct bench_opts *o)
{
	fuzz_must(o->mode <= BENCH_FILL);
	fuzz_must(o->runs >= 1 && o->runs <= BENCH_MAX_RUNS);
	fuzz_must(o->ms >= 1 && o->ms <= 60000);
	fuzz_must(o->calls <= 1UL << 40);
	fuzz_must(o->max_threads >= 1 && o->max_threads <= BENCH_MAX_THREADS);
	fuzz_must(o->thread_len >= 1 && o->thread_len <= BENCH_MAX_THREAD_LEN);
	fuzz_must(o->cols && !(o->cols & ~((1U << BENCH_NCOLS) - 1)));
	fuzz_must(o->fill_seconds <= 100000000);
	fuzz_must(!o->fill_seconds || o->mode == BENCH_FILL);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	char *argv[FUZZ_MAX_ARGS + 1] = { "bench" }, *env = NULL;
	struct bench_opts opts;
	int argc = 1, i, help = 0;
	size_t at = 1;

	if (!size)
		return 0;
	/* putenv() once, then the value in place: setenv() leaks each value. */
	if (!env_set) {
		strcpy(env_var, "VGR_BENCH_ARGS=");
		fuzz_must(putenv(env_var) == 0);
		env_set = 1;
	}
	env_var[sizeof("VGR_BENCH_ARGS=") - 1] = 0;
	if (data[0] & 1) {
		env = fuzz_strndup(data + 1, fuzz_field_len(data + 1, size - 1));
		help = strstr(env, "--help") || strstr(env, "-h");
		strlcpy(env_var + sizeof("VGR_BENCH_ARGS=") - 1, env,
			     sizeof(env_var) - sizeof("VGR_BENCH_ARGS="));
	} else {
		while (at < size && argc < FUZZ_MAX_ARGS) {
			size_t len = fuzz_field_len(data + at, size - at);

			argv[argc] = fuzz_strndup(data + at, len);
			help |= !strcmp(argv[argc], "--help") ||
				!strcmp(argv[argc], "-h");
			argc++;
			at += len + 1;
		}
	}
	argv[argc] = NULL;
	if (!help && !bench_opts_parse(&opts, argc, argv)) {
		check(&opts);
		fuzz_must(env || !opts.csv || fuzz_in_argv(argv, argc, opts.csv));
	}
	for (i = 1; i < argc; i++)
		free(argv[i]);
	free(env);
	return 0;
}
