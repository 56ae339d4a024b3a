// SPDX-License-Identifier: GPL-2.0
/*
 * opts.c - the options of the bench. With no arguments (as when
 * the initramfs runner starts it) it takes them from VGR_BENCH_ARGS,
 * words separated by commas or spaces, so that a kernel command line can
 * carry them (VGR_BENCH_ARGS=--ms=10,--runs=3); VGR_QUICK=1 shortens
 * the defaults. A bad option is one line on stderr, and exit 2.
 */
#include "bench/bench.h"
#include "nolibc/opt_value.h"

#define BENCH_USAGE "usage: bench [--runs N] [--ms MS] [--calls N] " \
	"[--threads MAX] [--thread-len LEN] [--impl vdso,model,syscall] " \
	"[--csv FILE] [all|single|threads|fill [SECONDS]]"

static const char * const mode_names[] = {
	[BENCH_ALL] = "all",
	[BENCH_SINGLE] = "single",
	[BENCH_THREADS] = "threads",
	[BENCH_FILL] = "fill",
};

const char *bench_mode_name(enum bench_mode mode)
{
	return mode_names[mode];
}

/* Whole number text in [min, max] into *value; -1 after the error. */
static int parse_number(const char *what, const char *text,
			unsigned long min, unsigned long max,
			unsigned long *value)
{
	unsigned long v = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9' && v <= max; p++)
		v = v * 10 + (*p - '0');
	if (!*text || *p || v < min || v > max) {
		fprintf(stderr, "bench: bad %s '%s': expected a whole number from %lu to %lu\n",
			what, text, min, max);
		return -1;
	}
	*value = v;
	return 0;
}

/* "vdso,syscall" into a mask of columns; -1 after the error. */
static int parse_impls(const char *text, unsigned int *cols)
{
	static const char * const names[] = { "vdso", "model", "syscall" };
	const char *p = text;
	size_t n;
	int id;

	*cols = 0;
	do {
		n = strchr(p, ',') ? (size_t)(strchr(p, ',') - p) : strlen(p);
		for (id = 0; id < BENCH_NCOLS; id++)
			if (strlen(names[id]) == n && !strncmp(p, names[id], n))
				break;
		if (id == BENCH_NCOLS) {
			fprintf(stderr, "bench: bad --impl '%s': expected a list of vdso, model, syscall\n",
				text);
			return -1;
		}
		*cols |= 1U << id;
		p += n;
	} while (*p++ == ',');
	return 0;
}

static void defaults(struct bench_opts *opts)
{
	const char *quick = getenv("VGR_QUICK");
	int is_quick = quick && *quick && strcmp(quick, "0");

	memset(opts, 0, sizeof(*opts));
	opts->mode = BENCH_ALL;
	opts->runs = is_quick ? 3 : 5;
	opts->ms = is_quick ? 10 : 60;
	opts->max_threads = is_quick ? 16 : 256;
	opts->thread_len = 4;
	opts->cols = (1U << BENCH_NCOLS) - 1;
}

static int parse_option(struct bench_opts *opts, int argc, char **argv,
			int *i)
{
	const struct {
		const char *name;
		unsigned long min, max, *value;
	} numbers[] = {
		{ "--runs", 1, BENCH_MAX_RUNS, &opts->runs },
		{ "--ms", 1, 60000, &opts->ms },
		{ "--calls", 1, 1UL << 40, &opts->calls },
		{ "--threads", 1, BENCH_MAX_THREADS, &opts->max_threads },
		{ "--thread-len", 1, BENCH_MAX_THREAD_LEN, &opts->thread_len },
	};
	const char *val;
	unsigned int n;

	for (n = 0; n < ARRAY_SIZE(numbers); n++) {
		val = vgr_opt_value(argv, argc, i, numbers[n].name);
		if (val)
			return parse_number(numbers[n].name, val,
					    numbers[n].min, numbers[n].max,
					    numbers[n].value);
	}
	val = vgr_opt_value(argv, argc, i, "--impl");
	if (val)
		return parse_impls(val, &opts->cols);
	val = vgr_opt_value(argv, argc, i, "--csv");
	if (val) {
		opts->csv = val;
		return 0;
	}
	fprintf(stderr, "bench: bad option '%s' (or its value missing); %s\n",
		argv[*i], BENCH_USAGE);
	return -1;
}

/* The words that are no options: MODE, and SECONDS after fill. */
static int parse_mode(struct bench_opts *opts, int nwords, char **words)
{
	unsigned int m;

	if (!nwords)
		return 0;
	for (m = 0; m < ARRAY_SIZE(mode_names); m++)
		if (!strcmp(words[0], mode_names[m]))
			break;
	if (m == ARRAY_SIZE(mode_names) || nwords > 2 ||
	    (m != BENCH_FILL && nwords > 1)) {
		fprintf(stderr, "bench: bad arguments from '%s'; %s\n",
			words[0], BENCH_USAGE);
		return -1;
	}
	opts->mode = m;
	if (nwords > 1)
		return parse_number("SECONDS", words[1], 1, 100000000,
				    &opts->fill_seconds);
	return 0;
}

/* Options anywhere (up to "--"), the other words in their order. */
static int parse_argv(struct bench_opts *opts, int argc, char **argv)
{
	char *words[3];
	int i, nwords = 0, options = 1;

	for (i = 1; i < argc; i++) {
		if (options && !strcmp(argv[i], "--")) {
			options = 0;
		} else if (options && (!strcmp(argv[i], "--help") ||
				       !strcmp(argv[i], "-h"))) {
			printf("%s\n", BENCH_USAGE);
			exit(0);
		} else if (options && argv[i][0] == '-') {
			if (parse_option(opts, argc, argv, &i))
				return -1;
		} else if (nwords < (int)ARRAY_SIZE(words)) {
			words[nwords++] = argv[i];
		} else {
			fprintf(stderr, "bench: too many arguments from '%s'; %s\n",
				argv[i], BENCH_USAGE);
			return -1;
		}
	}
	return parse_mode(opts, nwords, words);
}

/* Splits VGR_BENCH_ARGS into words and parses them as argv. */
static int parse_env(struct bench_opts *opts, const char *text)
{
	static char copy[512];
	char *argv[32] = { "bench" }, *p;
	int argc = 1;

	if (strlen(text) >= sizeof(copy)) {
		fprintf(stderr, "bench: VGR_BENCH_ARGS longer than %zu\n",
			sizeof(copy) - 1);
		return -1;
	}
	memcpy(copy, text, strlen(text) + 1);
	for (p = copy; *p; ) {
		for (; *p == ',' || *p == ' '; p++)
			*p = 0;
		if (!*p)
			break;
		if (argc == 31) {
			fprintf(stderr, "bench: VGR_BENCH_ARGS has too many words\n");
			return -1;
		}
		argv[argc++] = p;
		for (; *p && *p != ',' && *p != ' '; p++)
			;
	}
	return parse_argv(opts, argc, argv);
}

int bench_opts_parse(struct bench_opts *opts, int argc, char **argv)
{
	const char *env = getenv("VGR_BENCH_ARGS");

	defaults(opts);
	if (argc == 1 && env && *env)
		return parse_env(opts, env);
	return parse_argv(opts, argc, argv);
}
