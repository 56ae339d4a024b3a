// SPDX-License-Identifier: GPL-2.0
/*
 * init.c - the code of init.h; the header says what it is for.
 */
#include "nolibc/ioport.h"
#include "runner/cmdline.h"
#include "runner/detect.h"
#include "runner/init.h"

#define RUNNER_TESTS_DIR	"/tests"
#define RUNNER_DEBUG_EXIT_PORT	0xf4
#ifndef TCSBRK
#define TCSBRK			0x5409
#endif

/* Sleeps until a signal; init gets none it does not handle. */
static void runner_init_sleep_forever(void)
{
	for (;;)
		poll(NULL, 0, -1);
}

static void runner_init_mount(const char *fstype, const char *dir)
{
	mkdir(dir, 0755);
	if (mount(fstype, dir, fstype, 0, NULL) && errno != EBUSY)
		fprintf(stderr, "# vgr: cannot mount %s on %s: errno %d\n",
			fstype, dir, errno);
}

/* Without /dev/console in the initramfs the kernel gives init no fds. */
static void runner_init_console(void)
{
	int fd;

	if (write(1, "", 0) == 0)
		return;
	fd = open("/dev/console", O_RDWR);
	if (fd < 0)
		return;
	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);
}

static int runner_init_cmdline(struct runner_opts *opts)
{
	static char cmdline[4096];
	ssize_t n;
	int fd = open("/proc/cmdline", O_RDONLY);

	if (fd < 0)
		return 0;
	n = read(fd, cmdline, sizeof(cmdline) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	cmdline[n] = 0;
	return runner_cmdline_parse(opts, cmdline);
}

/* Sets up the machine and reads the options the kernel passed. */
int runner_init_setup(struct runner_opts *opts)
{
	const char *v;

	runner_init_mount("devtmpfs", "/dev");
	runner_init_console();
	runner_init_mount("proc", "/proc");
	runner_init_mount("sysfs", "/sys");
	v = getenv("VGR_TIMEOUT");
	if (v && runner_opts_timeout(opts, v, "VGR_TIMEOUT"))
		return -1;
	v = getenv("VGR_FILTER");
	if (v)
		opts->filter = v;
	v = getenv("VGR_EXCLUDE");
	if (v && runner_opts_exclude(opts, v))
		return -1;
	return runner_init_cmdline(opts);
}

/*
 * The kernel hands init the words of its command line that it does not
 * know (nokaslr is one: only the decompressor reads it): of those, only
 * absolute paths are programs to run.
 */
void runner_init_drop_words(struct runner_opts *opts)
{
	int i, kept = 0;

	for (i = 0; i < opts->nprogs; i++) {
		if (opts->progs[i][0] == '/')
			opts->progs[kept++] = opts->progs[i];
		else
			fprintf(stderr, "# vgr: kernel word '%s' ignored (not a program path)\n",
				opts->progs[i]);
	}
	opts->nprogs = kept;
}

/* Adds every program of RUNNER_TESTS_DIR, in the order of their names. */
int runner_init_find_tests(struct runner_opts *opts)
{
	static char names[RUNNER_MAX_PROGS][64 + sizeof(RUNNER_TESTS_DIR)];
	struct dirent entry, *result;
	DIR *dir = opendir(RUNNER_TESTS_DIR);
	int i, j;

	if (!dir) {
		fprintf(stderr, "runner: cannot open %s\n", RUNNER_TESTS_DIR);
		return -1;
	}
	while (!readdir_r(dir, &entry, &result) && result &&
	       opts->nprogs < RUNNER_MAX_PROGS) {
		char *name = names[opts->nprogs];
		size_t len = strlen(entry.d_name);

		if (entry.d_name[0] == '.')
			continue;
		if (len >= sizeof(names[0]) - sizeof(RUNNER_TESTS_DIR)) {
			fprintf(stderr, "runner: %s/%s: name too long, not run\n",
				RUNNER_TESTS_DIR, entry.d_name);
			continue;
		}
		memcpy(name, RUNNER_TESTS_DIR "/", sizeof(RUNNER_TESTS_DIR));
		memcpy(name + sizeof(RUNNER_TESTS_DIR), entry.d_name, len + 1);
		opts->progs[opts->nprogs] = name;
		opts->nprogs++;
	}
	closedir(dir);
	for (i = 1; i < opts->nprogs; i++)
		for (j = i; j > 0 && strcmp(opts->progs[j - 1], opts->progs[j]) > 0; j--) {
			const char *t = opts->progs[j];

			opts->progs[j] = opts->progs[j - 1];
			opts->progs[j - 1] = t;
		}
	return 0;
}

/*
 * Whether vgr.inject= asks for fault what ("hang") where name runs: as
 * vgr.inject=WHAT, or vgr.inject=WHAT:NAME.
 */
static int runner_init_injects(const struct runner_opts *opts,
			       const char *what, const char *name)
{
	size_t len = strlen(what);

	if (!opts->inject || strncmp(opts->inject, what, len))
		return 0;
	if (!opts->inject[len])
		return 1;
	return opts->inject[len] == ':' && !strcmp(opts->inject + len + 1, name);
}

/*
 * The test-only faults of vgr.inject=WHAT[:PROGRAM], which PID 1 alone
 * acts on as the first program, or PROGRAM, starts.
 */
void runner_init_inject(const struct runner_opts *opts, const char *name)
{
	if (getpid() != 1)
		return;
	if (runner_init_injects(opts, "panic", name)) {
		printf("# vgr: vgr.inject=%s: init exits\n", opts->inject);
		exit(1);
	}
	if (runner_init_injects(opts, "hang", name)) {
		printf("# vgr: vgr.inject=%s: init hangs\n", opts->inject);
		runner_init_sleep_forever();
	}
}

/*
 * vgr.inject=crash[:STEP]: the runner's child for STEP (a program, before
 * its exec; by default the ABI detection) dies of SIGSEGV, by a call to
 * address 0, as a vDSO symbol that points nowhere would kill it.
 */
void runner_init_inject_crash(const struct runner_opts *opts, const char *step)
{
	void (*nowhere)(void) = NULL;

	/* The compiler may not see that it is NULL (and trap instead). */
	__asm__ volatile("" : "+r"(nowhere));
	if (runner_init_injects(opts, "crash", step) &&
	    (opts->inject[5] || !strcmp(step, RUNNER_DETECT_NAME)))
		nowhere();
}

/* Orphans of the tests are PID 1's to reap. */
void runner_init_reap(void)
{
	if (getpid() == 1)
		while (waitpid(-1, NULL, WNOHANG) > 0)
			;
}

/* Reports the verdict to the host and powers off; never returns. */
int runner_init_finish(enum runner_verdict verdict)
{
	static const char *const words[] = { "pass", "fail", "error" };

	printf("VGR-VERDICT: %s\n", words[verdict - RUNNER_VERDICT_PASS]);
	ioctl(1, TCSBRK, 1);	/* the console has sent all of it */
	if (vgr_ioperm(RUNNER_DEBUG_EXIT_PORT, 4, 1) == 0)
		vgr_outb(verdict, RUNNER_DEBUG_EXIT_PORT);
	reboot(LINUX_REBOOT_CMD_POWER_OFF);
	runner_init_sleep_forever();
	return 2;
}

