// SPDX-License-Identifier: GPL-2.0
/*
 * syscall_flags.c - the getrandom syscall itself, called directly (not
 * through the vDSO nor the implementation under test), answers flags as
 * Linux does (7.3's drivers/char/random.c, SYSCALL_DEFINE3(getrandom)):
 * GRND_INSECURE|GRND_RANDOM, with or without GRND_NONBLOCK, gives
 * -EINVAL, as does any bit outside the three, before a byte is written;
 * every other combination returns the full length of a small buffer;
 * GRND_NONBLOCK without GRND_INSECURE gives -EAGAIN only before the CRNG
 * is ready, a SKIP here, never a pass. A length of 0 with a NULL buffer
 * returns 0 (a zero-length write does not fault); QEMU user mode gives
 * -EFAULT, a known divergence (XFAIL). One variant per combination, so
 * that a divergence is named by its test. Runs on every ABI, with or
 * without a vDSO: the ground truth flags compares the vDSO with, and what
 * a provider of the syscall (gVisor, QEMU user mode) is held to.
 * Catches: none of the model faults (it calls the kernel, not the model).
 */
#include "tests/vgr_test.h"

#define KNOWN_FLAGS	(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE)
#define SMALL		32
#define SENTINEL	0xa5

FIXTURE(grnd) {
	unsigned char buf[SMALL + 16];
};

/* The flags, and Linux's answer for a SMALL-byte buffer. */
FIXTURE_VARIANT(grnd) {
	unsigned int flags;
	long want;
	const char *name;
};

FIXTURE_VARIANT_ADD(grnd, none) { 0, SMALL, "0" };
FIXTURE_VARIANT_ADD(grnd, nonblock) { GRND_NONBLOCK, SMALL, "GRND_NONBLOCK" };
FIXTURE_VARIANT_ADD(grnd, random) { GRND_RANDOM, SMALL, "GRND_RANDOM" };
FIXTURE_VARIANT_ADD(grnd, insecure) { GRND_INSECURE, SMALL, "GRND_INSECURE" };
FIXTURE_VARIANT_ADD(grnd, nonblock_random) {
	GRND_NONBLOCK | GRND_RANDOM, SMALL, "GRND_NONBLOCK|GRND_RANDOM"
};

FIXTURE_VARIANT_ADD(grnd, nonblock_insecure) {
	GRND_NONBLOCK | GRND_INSECURE, SMALL, "GRND_NONBLOCK|GRND_INSECURE"
};

/* Insecure and blocking randomness at once: "makes no sense", -EINVAL. */
FIXTURE_VARIANT_ADD(grnd, random_insecure) {
	GRND_RANDOM | GRND_INSECURE, -EINVAL, "GRND_RANDOM|GRND_INSECURE"
};

FIXTURE_VARIANT_ADD(grnd, nonblock_random_insecure) {
	KNOWN_FLAGS, -EINVAL, "GRND_NONBLOCK|GRND_RANDOM|GRND_INSECURE"
};

FIXTURE_SETUP(grnd)
{
	memset(self->buf, SENTINEL, sizeof(self->buf));
}

FIXTURE_TEARDOWN(grnd)
{
}

/* The bytes from buf[from] on are all still SENTINEL. */
static int untouched_from(const unsigned char *buf, size_t from, size_t len)
{
	for (size_t i = from; i < len; i++)
		if (buf[i] != SENTINEL)
			return 0;
	return 1;
}

TEST_F(grnd, answers_as_linux)
{
	long ret = vgr_sys_getrandom(self->buf, SMALL, variant->flags);

	if (ret == -EAGAIN && variant->want == SMALL &&
	    (variant->flags & GRND_NONBLOCK) &&
	    !(variant->flags & GRND_INSECURE))
		SKIP(return, "%s gave -EAGAIN: the CRNG is not ready yet, Linux's only -EAGAIN",
		     variant->name);
	ASSERT_EQ(variant->want, ret)
		TH_LOG("getrandom(buf, %d, %s) returned %ld", SMALL,
		       variant->name, ret);
	if (variant->want < 0) {
		ASSERT_TRUE(untouched_from(self->buf, 0, sizeof(self->buf)))
			TH_LOG("%s wrote the buffer and failed", variant->name);
		return;
	}
	ASSERT_TRUE(untouched_from(self->buf, SMALL, sizeof(self->buf)))
		TH_LOG("%s wrote past the %d bytes", variant->name, SMALL);
	ASSERT_FALSE(untouched_from(self->buf, 0, SMALL))
		TH_LOG("%s returned %d and left the buffer as it was",
		       variant->name, SMALL);
}

TEST(unknown_bits_give_einval)
{
	unsigned char buf[SMALL];
	unsigned int accepted = 0;

	for (int bit = 0; bit < 32; bit++) {
		unsigned int flag = 1U << bit;
		long ret;

		if (flag & KNOWN_FLAGS)
			continue;
		memset(buf, SENTINEL, sizeof(buf));
		ret = vgr_sys_getrandom(buf, sizeof(buf), flag);
		if (ret != -EINVAL || !untouched_from(buf, 0, sizeof(buf))) {
			accepted |= flag;
			TH_LOG("flag 0x%x returned %ld, not -EINVAL with the buffer untouched",
			       flag, ret);
		}
	}
	ASSERT_EQ(0U, accepted)
		TH_LOG("unknown bits not refused: 0x%x", accepted);
	ASSERT_EQ(-EINVAL, vgr_sys_getrandom(buf, sizeof(buf), ~KNOWN_FLAGS));
	ASSERT_EQ(-EINVAL, vgr_sys_getrandom(buf, sizeof(buf), ~0U));
}

/*
 * Linux checks the range of a zero-length write and finds nothing to
 * fault on: 0. QEMU user mode locks the guest's buffer first and takes
 * the NULL it gets for guest address 0 as a fault: -EFAULT for NULL
 * only, 0 for a real buffer. That pair is the known divergence.
 */
#define NULL_EFAULT \
	"getrandom(NULL, 0, 0): -EFAULT, 0 at a real buffer, as in QEMU user mode; Linux: 0"

TEST(length_0_null_buffer_returns_0)
{
	unsigned char buf[1] = { SENTINEL };
	long with_null = vgr_sys_getrandom(NULL, 0, 0);

	ASSERT_EQ(0, vgr_sys_getrandom(buf, 0, 0));
	ASSERT_EQ(SENTINEL, buf[0]);
	ASSERT_EQ(0, with_null)
		TH_LOG("%s", with_null == -EFAULT ? NULL_EFAULT :
		       "getrandom(NULL, 0, 0) must return 0");
}

VGR_TEST_MAIN
