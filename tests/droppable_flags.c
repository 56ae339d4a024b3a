// SPDX-License-Identifier: GPL-2.0
/*
 * droppable_flags.c - the memory that holds states is wiped on fork,
 * left out of core dumps and, where the kernel has VM_DROPPABLE,
 * droppable and not reserved: smaps VmFlags "wf dd dp nr" (mainline's
 * do_mmap() gives MAP_DROPPABLE VM_WIPEONFORK, VM_DONTDUMP and
 * VM_NORESERVE; v14 documents "wf dd dp nr"). The memory is the
 * implementation's states, or where it keeps none (no vDSO getrandom:
 * User-Mode Linux, Valgrind, VGR_ABI=none) a block mapped as mainline's
 * params ask: MAP_DROPPABLE is the kernel mm's, not the vDSO's.
 * And the kernel refuses what cannot be droppable (mainline's do_mmap()):
 * the params' flags with MAP_LOCKED ("a locked area makes no sense to be
 * droppable"), MAP_GROWSDOWN (a stack), MAP_SHARED (another mapping
 * type) or a file give -EINVAL; with MAP_HUGETLB, an error. These SKIP,
 * naming the refusal, where mmap() refuses MAP_DROPPABLE itself.
 * And a kernel whose release (uname) is 6.11 or later accepts
 * MAP_DROPPABLE: a provider that reports such a release but refuses it
 * (qemu-user reports its host's and refuses a map type it does not know)
 * FAILs, naming both; SKIP on earlier releases.
 * Catches: no-wipe-on-fork, not-droppable, dumpable-states (flags). The
 * mmap() tests check the kernel itself and catch none of the model's
 * faults.
 */
#include "tests/vgr_test.h"
#include "tests/lib/procmaps.h"

TEST(state_mapping_is_wipeonfork_dontdump_droppable)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	static const char * const always[] = { "wf", "dd" };
	static const char * const droppable[] = { "dp", "nr" };
	struct vgr_states states;
	struct vgr_vma vma;
	void *state;

	VGR_NEED_STATE_MEMORY(ctx, &states, state);
	if (!vgr_smaps_shows_madvise())
		SKIP(return,
		     "/proc/self/smaps shows no madvise() VmFlags (qemu-user makes it up)");
	ASSERT_EQ(0, vgr_vma_of(state, &vma));
	TH_LOG("state mapping %lx-%lx VmFlags: %s", vma.start, vma.end,
	       vma.vmflags);
	for (size_t i = 0; i < ARRAY_SIZE(always); i++) {
		EXPECT_TRUE(vgr_vma_has_flag(&vma, always[i]))
			TH_LOG("no '%s' in VmFlags", always[i]);
	}
	if (!vgr_states_droppable(ctx)) {
		TH_LOG("the kernel lacks MAP_DROPPABLE: 'dp' and 'nr' not required");
		goto out;
	}
	for (size_t i = 0; i < ARRAY_SIZE(droppable); i++) {
		EXPECT_TRUE(vgr_vma_has_flag(&vma, droppable[i]))
			TH_LOG("states must be droppable here; they lack '%s'",
			       droppable[i]);
	}
out:
	vgr_states_free(&states);
}

/*
 * mmap() with the params' flags | extra (on fd, -1 for none, with
 * MAP_ANONYMOUS taken out for a file, which it would make the kernel
 * ignore) must fail:
 * with -EINVAL, or with any error when any_error (MAP_HUGETLB, which
 * may fail earlier for want of huge pages).
 */
static void expect_rejected(struct __test_metadata *_metadata, int extra,
			    int fd, const char *what, int any_error)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	struct vgr_opaque_params params;
	long addr, refused;
	int flags;

	vgr_droppable_params(ctx, &params);
	if (!(params.mmap_flags & MAP_DROPPABLE))
		SKIP(return, "params mmap_flags 0x%x lack MAP_DROPPABLE",
		     params.mmap_flags);
	refused = vgr_kernel_droppable_err();
	if (refused)
		SKIP(return,
		     "MAP_DROPPABLE refused (%s): no droppable mapping to refuse flags with",
		     vgr_errno_name(refused));
	flags = (params.mmap_flags | extra) & ~(fd < 0 ? 0 : MAP_ANONYMOUS);
	addr = vgr_mmap_fd(NULL, VGR_PAGE_SIZE, params.mmap_prot, flags, fd);
	if (!vgr_is_err(addr))
		munmap((void *)addr, VGR_PAGE_SIZE);
	TH_LOG("mmap(flags 0x%x: the params' with %s) gave %ld", flags, what,
	       addr);
	ASSERT_TRUE(any_error ? vgr_is_err(addr) : addr == -EINVAL)
		TH_LOG("not refused%s", any_error ? "" : " with -EINVAL");
}

TEST(droppable_with_map_locked_is_rejected)
{
	expect_rejected(_metadata, MAP_LOCKED, -1, "MAP_LOCKED", 0);
}

TEST(droppable_with_map_hugetlb_is_rejected)
{
	expect_rejected(_metadata, MAP_HUGETLB, -1, "MAP_HUGETLB", 1);
}

TEST(droppable_with_map_growsdown_is_rejected)
{
	expect_rejected(_metadata, MAP_GROWSDOWN, -1, "MAP_GROWSDOWN", 0);
}

/* MAP_DROPPABLE is a mapping type, as MAP_SHARED is: not both. */
TEST(droppable_with_map_shared_is_rejected)
{
	expect_rejected(_metadata, MAP_SHARED, -1, "MAP_SHARED", 0);
}

/* Only anonymous memory is droppable: a file (/dev/zero) is refused. */
TEST(droppable_file_mapping_is_rejected)
{
	int fd = open("/dev/zero", O_RDWR | O_CLOEXEC);

	if (fd < 0)
		SKIP(return, "cannot open /dev/zero: errno %d", errno);
	expect_rejected(_metadata, 0, fd, "a file (/dev/zero)", 0);
	close(fd);
}

/*
 * The kernel's release from uname() as major and minor: 0, or -1 when
 * it does not begin "MAJOR.MINOR".
 */
static int release_of(const char *release, unsigned long *major,
		      unsigned long *minor)
{
	char *end;

	*major = strtoul(release, &end, 10);
	if (end == release || *end != '.')
		return -1;
	release = end + 1;
	*minor = strtoul(release, &end, 10);
	return end == release ? -1 : 0;
}

/*
 * MAP_DROPPABLE is mainline's since 6.11, in its mm whatever the vDSO
 * has: a kernel that says it is 6.11 or later and refuses it is not what
 * it says (qemu-user reports its host's release and refuses a map type
 * it does not know). The one refusal mainline itself gives is
 * -EOPNOTSUPP (524, ENOTSUPP, until fixed) without VM_DROPPABLE: the 32-bit
 * kernels of every architecture but one (include/linux/mm.h), which only
 * a 32-bit process can be running on.
 */
TEST(release_6_11_or_later_accepts_map_droppable)
{
	struct vgr_opaque_params params;
	unsigned long major, minor;
	struct utsname uts;
	long addr;

	ASSERT_EQ(0, uname(&uts));
	if (release_of(uts.release, &major, &minor))
		SKIP(return, "uname release '%s' is not MAJOR.MINOR...",
		     uts.release);
	if (major < 6 || (major == 6 && minor < 11))
		SKIP(return,
		     "uname says %s: MAP_DROPPABLE came in 6.11, not required before",
		     uts.release);
	vgr_mainline_params(&params);
	addr = vgr_mmap(NULL, VGR_PAGE_SIZE, params.mmap_prot,
			params.mmap_flags);
	if (!vgr_is_err(addr)) {
		TH_LOG("uname says %s and mmap(MAP_DROPPABLE) gives %lx",
		       uts.release, addr);
		munmap((void *)addr, VGR_PAGE_SIZE);
		return;
	}
	if (sizeof(long) == 4 && (addr == -EOPNOTSUPP || addr == -524))
		SKIP(return,
		     "uname says %s and mmap(MAP_DROPPABLE) gives %s: a 32-bit kernel, built without VM_DROPPABLE as mainline builds most",
		     uts.release, vgr_errno_name(addr));
	ASSERT_FALSE(vgr_is_err(addr))
		TH_LOG("uname says %s but mmap(MAP_DROPPABLE) gives %s",
		       uts.release, vgr_errno_name(addr));
}

VGR_TEST_MAIN_OF_KERNEL_MM
