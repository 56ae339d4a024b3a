// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_coredump.c - a core dump holds no state: a child keys a state
 * with a call, plants 64 bytes from the getrandom syscall straight into
 * a second state (no copy of them elsewhere in its memory) and into
 * ordinary memory, sends all three to the parent through a pipe (the
 * kernel copies: still no copy in the child) and dies by SIGABRT. Where
 * the implementation keeps no state (no vDSO getrandom), the states are
 * a block mapped as mainline's params ask (MAP_DROPPABLE gives
 * VM_DONTDUMP, the kernel mm's, vDSO or not) and the first one's bytes,
 * its key among them, are planted too: no call keys it there. In the
 * core the kernel writes, the state mapping's PT_LOAD has no bytes
 * (VM_DONTDUMP: p_filesz 0) and no 8-byte window of the key or of the
 * planted bytes appears anywhere, while the ordinary memory's bytes do
 * (the core holds the process's memory, so the search can find a secret).
 * The core goes to a fresh directory, the child's working directory: the
 * test needs a core_pattern that names a file there (the kernel's default
 * "core", as under QEMU) and never changes that system-wide setting; it
 * SKIPs, saying why, for a pipe (systemd-coredump, apport) or a path
 * elsewhere, or when no core was dumped, and under qemu-user, which
 * writes cores of its own; and, naming the refusal, where there are
 * neither states nor MAP_DROPPABLE.
 * Catches: dumpable-states (the model's states then lack MADV_DONTDUMP).
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"
#include "vdso/elf.h"
#include <linux/elf.h>

#ifndef WCOREDUMP
#define WCOREDUMP(status)	((status) & 0x80)
#endif

#define SECRET_LEN	64

/* What the child sends before the secrets: where its memory was. */
struct dump_meta {
	unsigned long map, map_len;	/* the state mapping */
	unsigned long control;		/* the ordinary memory planted */
};

static unsigned char control[SECRET_LEN];

/* The core_pattern, or "" when it cannot be read. */
static void read_core_pattern(char *pattern, size_t size)
{
	int fd = open("/proc/sys/kernel/core_pattern", O_RDONLY);
	long got = fd < 0 ? 0 : read(fd, pattern, size - 1);

	if (fd >= 0)
		close(fd);
	pattern[got > 0 ? got : 0] = 0;
	if (got > 0 && pattern[got - 1] == '\n')
		pattern[got - 1] = 0;
}

/* A fresh directory for the core in dir: 0, or -1 when none was made. */
static int make_core_dir(char *dir, size_t size)
{
	static const char * const bases[] = { "/tmp", "" };

	for (size_t i = 0; i < ARRAY_SIZE(bases); i++) {
		snprintf(dir, size, "%s/vgr-core.%d", bases[i], getpid());
		if (!mkdir(dir, 0700))
			return 0;
	}
	return -1;
}

/* In the child: the state and the secrets, then SIGABRT with a core. */
static void crash_with_state(int out, const char *dir)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct rlimit lim = { RLIM_INFINITY, RLIM_INFINITY };
	struct vgr_state *keyed, *planted;
	struct vgr_states states;
	struct dump_meta meta;
	char out8[8];

	if (chdir(dir))
		_exit(10);
	if (setrlimit(RLIMIT_CORE, &lim)) {
		/* Not root: as much as the hard limit allows. */
		if (getrlimit(RLIMIT_CORE, &lim))
			_exit(11);
		lim.rlim_cur = lim.rlim_max;
		if (setrlimit(RLIMIT_CORE, &lim))
			_exit(11);
	}
	prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
	if (vgr_state_memory_alloc(ctx, 2, &states))
		_exit(12);
	keyed = vgr_state_take(&states);
	planted = vgr_state_take(&states);
	if (!keyed || !planted ||
	    !vgr_fill_state(ctx, keyed, out8, sizeof(out8)) ||
	    vgr_kernel_getrandom(ctx, planted, SECRET_LEN, 0) != SECRET_LEN ||
	    vgr_kernel_getrandom(ctx, control, SECRET_LEN, 0) != SECRET_LEN)
		_exit(13);
	meta.map = (unsigned long)states.map;
	meta.map_len = states.map_len;
	meta.control = (unsigned long)control;
	if (write(out, &meta, sizeof(meta)) != sizeof(meta) ||
	    write(out, keyed->key, sizeof(keyed->key)) != sizeof(keyed->key) ||
	    write(out, planted, SECRET_LEN) != SECRET_LEN ||
	    write(out, control, SECRET_LEN) != SECRET_LEN)
		_exit(14);
	kill(getpid(), SIGABRT);
	_exit(15);
}

static int read_full(int fd, void *buf, size_t len)
{
	long got;

	for (char *p = buf; len; p += got, len -= got) {
		got = read(fd, p, len);
		if (got <= 0)
			return -1;
	}
	return 0;
}

/*
 * The path of the one file in dir (the core), or -errno. (getdents64()
 * itself: nolibc's readdir_r() truncates ext4's 64-bit d_off to int.)
 */
static int find_core(const char *dir, char *path, size_t size)
{
	__u64 buf[128];
	struct linux_dirent64 *ent;
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	long got;

	if (fd < 0)
		return -errno;
	got = getdents64(fd, (void *)buf, sizeof(buf));
	close(fd);
	for (long off = 0; off < got; off += ent->d_reclen) {
		ent = (void *)((char *)buf + off);
		if (strcmp(ent->d_name, ".") && strcmp(ent->d_name, "..")) {
			snprintf(path, size, "%s/%s", dir, ent->d_name);
			return 0;
		}
	}
	return got < 0 ? -errno : -ENOENT;
}

/*
 * Bytes of the core's PT_LOAD segments within [start, start + len). The
 * core is of the process's class (vdso/elf.h's native types: ELF32 where
 * pointers are 32 bits).
 */
static long dumped_bytes(const unsigned char *core, size_t size,
			 unsigned long start, unsigned long len)
{
	const struct vgr_elf_ehdr *eh = (const void *)core;
	const struct vgr_elf_phdr *ph;
	long bytes = 0;

	if (size < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != VGR_ELFCLASS || eh->e_type != ET_CORE ||
	    eh->e_phentsize != sizeof(*ph) ||
	    eh->e_phoff > size || eh->e_phnum > (size - eh->e_phoff) / sizeof(*ph))
		return -1;
	ph = (const void *)(core + eh->e_phoff);
	for (int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD && ph[i].p_vaddr < start + len &&
		    ph[i].p_vaddr + ph[i].p_memsz > start)
			bytes += ph[i].p_filesz;
	}
	return bytes;
}

/* The core's verdict: the state is not there, the ordinary memory is. */
static void check_core(struct __test_metadata *_metadata,
		       const unsigned char *core, size_t size,
		       const struct dump_meta *meta,
		       unsigned char secrets[3][SECRET_LEN])
{
	long state_bytes = dumped_bytes(core, size, meta->map, meta->map_len);
	long control_bytes = dumped_bytes(core, size, meta->control,
					  SECRET_LEN);

	TH_LOG("core of %zu bytes: %ld bytes of the state mapping %lx+%lx, %ld of ordinary memory",
	       size, state_bytes, meta->map, meta->map_len, control_bytes);
	ASSERT_LE(0, state_bytes)
		TH_LOG("the core is not an ELF core file");
	ASSERT_LT(0, control_bytes)
		TH_LOG("the core holds no process memory: nothing to judge");
	ASSERT_LE(0, vgr_find_secret_window(core, size, secrets[2], SECRET_LEN))
		TH_LOG("the ordinary memory's bytes are not in the core: the search cannot judge");
	EXPECT_EQ(0, state_bytes)
		TH_LOG("the core holds %ld bytes of the state mapping", state_bytes);
	EXPECT_EQ(-1, vgr_find_secret_window(core, size, secrets[0], 32))
		TH_LOG("the state's key is in the core");
	EXPECT_EQ(-1, vgr_find_secret_window(core, size, secrets[1], SECRET_LEN))
		TH_LOG("the bytes planted in a state are in the core");
}

TEST(state_is_not_in_core_dump)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned char secrets[3][SECRET_LEN];
	char pattern[256], dir[64], path[320];
	struct dump_meta meta;
	int fds[2], status, fd, got;
	const unsigned char *core;
	off_t size;
	pid_t pid;

	if (!vgr_has_state(ctx)) {
		VGR_NEED_DROPPABLE(ctx);
		VGR_LOG_NO_VDSO(ctx, "a key made by a call (the key is planted)");
	}
	if (!vgr_smaps_shows_madvise())
		SKIP(return,
		     "qemu-user writes its own cores (its smaps has no madvise() VmFlags)");
	read_core_pattern(pattern, sizeof(pattern));
	if (!pattern[0] || pattern[0] == '|' || strchr(pattern, '/'))
		SKIP(return,
		     "core_pattern '%s' writes no file in the working directory (left as is)",
		     pattern);
	ASSERT_EQ(0, make_core_dir(dir, sizeof(dir)))
		TH_LOG("no writable directory for a core (/tmp, /)");
	ASSERT_EQ(0, pipe(fds));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		close(fds[0]);
		crash_with_state(fds[1], dir);
	}
	close(fds[1]);
	got = read_full(fds[0], &meta, sizeof(meta)) ||
	      read_full(fds[0], secrets[0], 32) ||
	      read_full(fds[0], secrets[1], SECRET_LEN) ||
	      read_full(fds[0], secrets[2], SECRET_LEN);
	close(fds[0]);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, got)
		TH_LOG("the child sent no secrets: status 0x%x", status);
	ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT)
		TH_LOG("the child did not die by SIGABRT: status 0x%x", status);
	if (!WCOREDUMP(status) || find_core(dir, path, sizeof(path))) {
		rmdir(dir);
		SKIP(return,
		     "no core was dumped (core_pattern '%s', RLIMIT_CORE, or a read-only %s)",
		     pattern, dir);
	}
	fd = open(path, O_RDONLY);
	ASSERT_LE(0, fd);
	size = lseek(fd, 0, SEEK_END);
	core = size > 0 ? mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0) :
			  MAP_FAILED;
	close(fd);
	unlink(path);
	rmdir(dir);
	ASSERT_NE(MAP_FAILED, core)
		TH_LOG("cannot map the core %s of %ld bytes", path, (long)size);
	check_core(_metadata, core, size, &meta, secrets);
	munmap((void *)core, size);
}

VGR_TEST_MAIN_OF_KERNEL_MM
