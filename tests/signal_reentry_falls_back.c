// SPDX-License-Identifier: GPL-2.0
/*
 * signal_reentry_falls_back.c - a call made from a signal handler with
 * the state that the interrupted call is using goes to the syscall (the
 * in_use guard). White box, deterministic: with state->in_use set by
 * hand a call returns good bytes and leaves every byte of the state as
 * it was. Stress, the real race: a thread sends SIGUSR1 (tgkill) to the
 * main loop at random moments, one signal in flight at a time, and the
 * handler calls with the main loop's state; the calls it makes while
 * in_use is set (seen at entry) count as reentries. Every output is full length, has no
 * all-zero 16-byte word, no 32-byte block of a handler's output repeats
 * the interrupted call's output, and the state is sound afterwards.
 * Catches: no-in-use-guard, counter-not-written-back (stress: repeats).
 */
#include "tests/vgr_test.h"
#include "nolibc/sigaction.h"
#include "nolibc/vgr_compiler.h"
#include "nolibc/thread.h"

#define MAIN_LEN	4096
#define INNER_LEN	192
#define BLOCK		32
#define NSLOTS		64
#define SPIN_MAX	8192	/* busy loops between signals, about 8 us */
#define HASH_SLOTS	256	/* > MAIN_LEN / BLOCK, a power of two */

static unsigned char zeros[16];

/* True when buf has an all-zero 16-byte word at a 16-byte offset. */
static int has_zero_word(const unsigned char *buf, size_t len)
{
	for (size_t i = 0; i + sizeof(zeros) <= len; i += sizeof(zeros))
		if (!memcmp(buf + i, zeros, sizeof(zeros)))
			return 1;
	return 0;
}

TEST(in_use_state_goes_to_syscall)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned char before[VGR_STATE_SIZE], out[INNER_LEN];
	size_t lens[] = { 1, 16, 32, 95, 96, 97, INNER_LEN };
	struct vgr_states states;
	struct vgr_state *state;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, state);
	ASSERT_EQ(16, vgr_getrandom(ctx, out, 16, 0, state));
	ASSERT_NE(0ULL, state->generation);
	state->in_use = 1;
	memcpy(before, state, sizeof(before));
	for (size_t i = 0; i < ARRAY_SIZE(lens); i++) {
		ASSERT_EQ((long)lens[i], vgr_getrandom(ctx, out, lens[i], 0,
						       state));
		if (lens[i] >= 16)
			ASSERT_FALSE(vgr_all_zero(out, lens[i]));
		ASSERT_EQ(0, memcmp(before, state, sizeof(before)))
			TH_LOG("a call of %zu bytes used a state in use", lens[i]);
	}
	/* Not in use, the same state serves the call (proof it could). */
	state->in_use = 0;
	ASSERT_EQ(INNER_LEN, vgr_getrandom(ctx, out, INNER_LEN, 0, state));
	ASSERT_NE(0, memcmp(before, state, offsetof(struct vgr_state, in_use)));
	vgr_states_free(&states);
}

/* The handler's side of the stress. */
static const struct vgr_ctx *stress_ctx;
static struct vgr_state *stress_state;
static unsigned char inner_out[NSLOTS][INNER_LEN];
static long inner_ret[NSLOTS];
/* Shared with the main loop and the sender: READ_ONCE(), WRITE_ONCE(). */
static unsigned long signals, reentries, checked, unchecked, acked;
static unsigned long unchecked_bad;

/* Records into a free slot; calls the main loop cannot check yet are
 * still made, and checked here for length and zeros only.
 */
static void on_signal(int sig, siginfo_t *info, void *ucontext)
{
	unsigned long slot = signals % NSLOTS;
	unsigned char scratch[INNER_LEN];
	long ret;

	if (READ_ONCE(stress_state->in_use))
		WRITE_ONCE(reentries, reentries + 1);
	if (signals - READ_ONCE(checked) < NSLOTS) {
		inner_ret[slot] = vgr_getrandom(stress_ctx, inner_out[slot],
						INNER_LEN, 0, stress_state);
		WRITE_ONCE(signals, signals + 1);
	} else {
		WRITE_ONCE(unchecked, unchecked + 1);
		ret = vgr_getrandom(stress_ctx, scratch, INNER_LEN, 0,
				    stress_state);
		if (ret != INNER_LEN || has_zero_word(scratch, INNER_LEN))
			WRITE_ONCE(unchecked_bad, unchecked_bad + 1);
	}
	WRITE_ONCE(acked, acked + 1);
}

/* The sender: the next signal only once the last one was handled. */
static unsigned long sent;
static int stop_sending;
static int main_pid, main_tid;

static int send_signals(void *arg)
{
	__u64 x = 0x2545f4914f6cdd1dULL;	/* xorshift64 */
	long ret;

	while (!READ_ONCE(stop_sending)) {
		while (READ_ONCE(acked) != sent && !READ_ONCE(stop_sending))
			sched_yield();
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		/* A busy wait the compiler keeps: the barrier is a step. */
		for (unsigned long spin = x % SPIN_MAX; spin; spin--)
			__asm__ __volatile__("" : : : "memory");
		ret = vgr_tgkill(main_pid, main_tid, SIGUSR1);
		if (ret)
			return ret;
		WRITE_ONCE(sent, sent + 1);
	}
	return 0;
}

/* The interrupted call's 32-byte blocks, hashed by their first word. */
static const unsigned char *outer;
static short outer_slot[HASH_SLOTS];	/* 1 + block number, 0 when empty */

static unsigned int word_hash(const unsigned char *p)
{
	unsigned long w;

	memcpy(&w, p, sizeof(w));
	return (w * 0x9e3779b97f4a7c15UL >> 48) & (HASH_SLOTS - 1);
}

static void index_outer(const unsigned char *buf)
{
	unsigned int h;

	outer = buf;
	memset(outer_slot, 0, sizeof(outer_slot));
	for (int b = 0; b < MAIN_LEN / BLOCK; b++) {
		for (h = word_hash(buf + b * BLOCK); outer_slot[h];)
			h = (h + 1) & (HASH_SLOTS - 1);
		outer_slot[h] = b + 1;
	}
}

/* True when any 32 bytes of inner, at any offset, are a block of outer. */
static int repeats_outer(const unsigned char *inner)
{
	for (int i = 0; i + BLOCK <= INNER_LEN; i++) {
		unsigned int h = word_hash(inner + i);

		for (; outer_slot[h]; h = (h + 1) & (HASH_SLOTS - 1))
			if (!memcmp(outer + (outer_slot[h] - 1) * BLOCK,
				    inner + i, BLOCK))
				return 1;
	}
	return 0;
}

static unsigned long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000UL + ts.tv_nsec / 1000000;
}

TEST(signal_reentry_during_call)
{
	const struct vgr_ctx *ctx = vgr_ctx();
	unsigned long want = vgr_scaled(500, 50), budget_ms = 3000;
	static unsigned char out[MAIN_LEN];
	unsigned long calls = 0, seen = 0, start;
	unsigned char before[VGR_STATE_SIZE];
	struct vgr_thread sender;
	struct vgr_states states;
	long ret;

	VGR_NEED_STATE(ctx);
	VGR_ONE_STATE(ctx, &states, stress_state);
	stress_ctx = ctx;
	signals = 0;
	reentries = 0;
	checked = 0;
	unchecked = 0;
	unchecked_bad = 0;
	acked = 0;
	sent = 0;
	stop_sending = 0;
	main_pid = getpid();
	main_tid = vgr_gettid();
	ASSERT_EQ(0, vgr_sigaction(SIGUSR1, on_signal, SA_RESTART, 0));
	ASSERT_EQ(0, vgr_thread_start(&sender, send_signals, NULL));
	start = now_ms();
	while (READ_ONCE(reentries) < want && now_ms() - start < budget_ms) {
		ret = vgr_getrandom(ctx, out, sizeof(out), 0, stress_state);
		calls++;
		ASSERT_EQ(MAIN_LEN, ret)
			TH_LOG("main call %lu", calls);
		ASSERT_FALSE(has_zero_word(out, sizeof(out)))
			TH_LOG("main call %lu has a zero word", calls);
		if (READ_ONCE(signals) == seen)
			continue;
		index_outer(out);
		/* Handlers that run from here on are checked next time. */
		for (unsigned long end = READ_ONCE(signals); seen < end; seen++) {
			unsigned long slot = seen % NSLOTS;

			ASSERT_EQ(INNER_LEN, inner_ret[slot])
				TH_LOG("handler call %lu", seen);
			ASSERT_FALSE(has_zero_word(inner_out[slot], INNER_LEN))
				TH_LOG("handler call %lu has a zero word", seen);
			ASSERT_FALSE(repeats_outer(inner_out[slot]))
				TH_LOG("handler call %lu repeats the call it interrupted",
				       seen);
		}
		WRITE_ONCE(checked, seen);
	}
	WRITE_ONCE(stop_sending, 1);
	ASSERT_EQ(0, vgr_thread_join(&sender));
	while (READ_ONCE(acked) != sent)	/* the last signal is delivered on return */
		sched_yield();
	vgr_sigdefault(SIGUSR1);
	TH_LOG("%lu main calls, %lu signals (%lu checked for repeats), %lu inside a call",
	       calls, signals + unchecked, signals, reentries);

	ASSERT_EQ(0UL, unchecked_bad);

	/* The state is sound and still serves calls. */
	ASSERT_EQ(0, stress_state->in_use);
	ASSERT_LE(stress_state->pos, sizeof(stress_state->batch));
	ASSERT_NE(0ULL, stress_state->generation);
	memcpy(before, stress_state, sizeof(before));
	ASSERT_EQ(INNER_LEN, vgr_getrandom(ctx, out, INNER_LEN, 0, stress_state));
	ASSERT_NE(0, memcmp(before, stress_state, sizeof(before)));
	vgr_states_free(&states);
	if (!reentries)
		SKIP(return, "no signal landed inside a call in %lu ms", budget_ms);
}

VGR_TEST_MAIN
