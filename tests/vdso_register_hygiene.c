// SPDX-License-Identifier: GPL-2.0
/*
 * vdso_register_hygiene.c - the running kernel's vDSO getrandom leaves no
 * secret in a register when it returns (white box, layout in
 * vdso/state.h). The call goes through arch/ARCH/regs.S, which loads
 * sentinels into every register the calling convention lets a callee
 * clobber (general-purpose, floating-point, vector), makes the call and
 * stores them all the moment it returns. A known key and batch are
 * planted in a live state, so that chacha/'s reference knows every
 * secret of the call: the key before it and the key after it, the batch
 * bytes it leaves for later calls (each at every byte offset, both byte
 * orders), and every word the ChaCha20 rounds of its blocks make (sums,
 * xors before rotation, rotations). No 32-bit lane of a register that
 * changed may hold one of them. Public, so not searched for: the
 * constants, the block counter, pointers and lengths, and the bytes the
 * caller was given. Zero is what clearing leaves: a secret word that is
 * zero goes unseen (a chance of 2^-32 a word).
 *
 * The return value register and the stack pointer are not scanned. A
 * register that the architecture's upstream code leaves holding a secret
 * on purpose (vgr_regs[]'s VGR_REG_LEFT_UPSTREAM rows, in its regs.S)
 * makes an XFAIL that names it and says why, never a silent pass.
 * Catches: key-left-in-register, always-syscall (the state stays as
 * planted), wrong-chacha-rotation (the output is not the planted key's).
 */
#include "tests/vgr_test.h"
#include "nolibc/vgr_compiler.h"
#include "tests/lib/fke.h"
#include "tests/lib/chacha_trace.h"
#include "vdso/regs/regs.h"

#define TRIES		3
#define ROUNDS		8	/* calls made while the leftover is unclear */
#define SET_BITS	18	/* 66 blocks' 960 round words fit a quarter */
#define MAX_LEN		4096

static __u32 secrets[1U << SET_BITS];	/* open addressing; 0 is empty */
static __u8 before[VGR_REGS_DUMP_MAX] __aligned(16);
static __u8 after[VGR_REGS_DUMP_MAX] __aligned(16);
static __u8 got[MAX_LEN], want[MAX_LEN];

static unsigned int slot_of(__u32 word)
{
	return (word * 0x9e3779b1U) >> (32 - SET_BITS);
}

/*
 * A word of 16 significant bits or fewer, once its trailing zeros are
 * dropped, is no evidence of a leak: lengths, page sizes and counters
 * look alike. (A rotation's left half, x << 12, is 0x00001000 whenever
 * x ends in 0x00001, about once a call of 4096 bytes in 200.)
 */
static int too_plain(__u32 word)
{
	return !word || (word >> __builtin_ctz(word)) <= 0xffff;
}

static void secret_add(void *unused, __u32 word)
{
	unsigned int i = slot_of(word);

	if (too_plain(word))
		return;
	while (secrets[i] && secrets[i] != word)
		i = (i + 1) & ((1U << SET_BITS) - 1);
	secrets[i] = word;
}

static int secret_has(__u32 word)
{
	unsigned int i = slot_of(word);

	while (secrets[i]) {
		if (secrets[i] == word)
			return 1;
		i = (i + 1) & ((1U << SET_BITS) - 1);
	}
	return 0;
}

/* True when word is some 4 bytes of p (len bytes), in either order. */
static int in_bytes(__u32 word, const void *p, size_t len)
{
	__u32 w;

	for (size_t i = 0; i + 4 <= len; i++) {
		__builtin_memcpy(&w, (const __u8 *)p + i, 4);
		if (w == word || __builtin_bswap32(w) == word)
			return 1;
	}
	return 0;
}

static void add_bytes(const void *p, size_t len)
{
	__u32 w;

	for (size_t i = 0; i + 4 <= len; i++) {
		__builtin_memcpy(&w, (const __u8 *)p + i, 4);
		secret_add(NULL, w);
		secret_add(NULL, __builtin_bswap32(w));
	}
}

/* One call of a scenario: the planted state and the oracle's view. */
struct call {
	__u32 old_key[8];
	struct vgr_fke_state ref;	/* the state after the call */
	size_t blocks;			/* ChaCha blocks the call made */
};

/*
 * Every secret of the call: both keys, the batch left, and the words
 * of every block's rounds (the direct blocks and the refill, from
 * counter 0: the planted key is used once).
 */
static void collect_secrets(const struct call *c)
{
	memset(secrets, 0, sizeof(secrets));
	add_bytes(c->old_key, sizeof(c->old_key));
	add_bytes(c->ref.key, sizeof(c->ref.key));
	add_bytes(c->ref.batch + c->ref.pos, sizeof(c->ref.batch) - c->ref.pos);
	vgr_chacha20_trace(c->old_key, 0, c->blocks, secret_add, NULL);
}

static const char *secret_name(const struct call *c, __u32 word)
{
	if (in_bytes(word, c->old_key, sizeof(c->old_key)))
		return "the key before the call";
	if (in_bytes(word, c->ref.key, sizeof(c->ref.key)))
		return "the key after the call";
	if (in_bytes(word, c->ref.batch + c->ref.pos,
		     sizeof(c->ref.batch) - c->ref.pos))
		return "a batch byte left for later calls";
	return "a word of the ChaCha20 rounds";
}

/* A sentinel per 4-byte lane of the dump: never zero, never repeated. */
static __u32 sentinel(unsigned int offset)
{
	return 0xa5000000U | (offset << 6) | 0x15;
}

/* before: the call's arguments in their registers, sentinels elsewhere. */
static void load_before(const long args[5])
{
	unsigned int off = 0;

	for (unsigned int i = 0; i < vgr_regs_count; i++) {
		const struct vgr_reg *r = &vgr_regs[i];

		for (unsigned int lane = 0; lane < r->size; lane += 4) {
			__u32 s = sentinel(off + lane);

			__builtin_memcpy(before + off + lane, &s, 4);
		}
		if (r->arg)
			__builtin_memcpy(before + off, &args[r->arg - 1],
					 sizeof(long));
		off += r->size;
	}
}

/*
 * True when the general-purpose register at reg holds an address this
 * process maps (mincore() knows its page): a pointer, public, whose low
 * bits only look like a secret. An address of a page, or of 128 bytes,
 * has the trailing zeros of the rotations' halves (v << 12, 8 or 7), so
 * it matched one of a 4096-byte call's in about 1 run of 200 under
 * kcode; a secret that maps by chance, about once in 2^32 / (the bytes
 * mapped) lanes, goes unseen.
 */
static int holds_address(const struct vgr_reg *r, const __u8 *reg)
{
	unsigned long v, page = getpagesize();
	unsigned char vec;

	if (r->size != sizeof(v))
		return 0;
	__builtin_memcpy(&v, reg, sizeof(v));
	if (v < page)
		return 0;
	return vgr_mincore((void *)(v & ~(page - 1)), page, &vec) == 0;
}

/* What the scan of one dump found. */
struct findings {
	unsigned int leaks;		/* in scanned registers */
	unsigned int pointers;		/* a secret's value, but an address */
	unsigned int upstream;		/* in VGR_REG_LEFT_UPSTREAM ones */
	unsigned int unclear;		/* there, too plain to tell */
	const struct vgr_reg *upstream_reg;
	char changed[512];		/* registers changed, not cleared */
};

/* Adds name to f->changed once. */
static void note_changed(struct findings *f, const char *name)
{
	size_t used = strlen(f->changed), len = strlen(name);
	const char *last = used >= len ? f->changed + used - len : NULL;

	if (last && !strcmp(last, name))
		return;
	if (used + len + 2 > sizeof(f->changed))
		return;
	if (used)
		f->changed[used++] = ' ';
	memcpy(f->changed + used, name, len + 1);
}

/* upstream: the kernel's vDSO is under test, so its known leftovers. */
static void scan(struct __test_metadata *_metadata, const struct call *c,
		 int upstream, struct findings *f)
{
	unsigned int off = 0;
	__u32 was, now;

	for (unsigned int i = 0; i < vgr_regs_count; off += vgr_regs[i++].size) {
		const struct vgr_reg *r = &vgr_regs[i];

		if (r->role == VGR_REG_RETURN)
			continue;
		for (unsigned int lane = 0; lane < r->size; lane += 4) {
			__builtin_memcpy(&was, before + off + lane, 4);
			__builtin_memcpy(&now, after + off + lane, 4);
			if (now == was || !now)
				continue;
			note_changed(f, r->name);
			if (!secret_has(now)) {
				if (upstream && r->role == VGR_REG_LEFT_UPSTREAM &&
				    too_plain(now))
					f->unclear++;
				continue;
			}
			if (holds_address(r, after + off)) {
				f->pointers++;
				continue;
			}
			if (upstream && r->role == VGR_REG_LEFT_UPSTREAM) {
				f->upstream++;
				f->upstream_reg = r;
				continue;
			}
			if (f->leaks++ >= 8)
				continue;
			TH_LOG("%s bytes %u..%u hold 0x%08x: %s", r->name, lane,
			       lane + 3, now, secret_name(c, now));
		}
	}
}

/* Plants key and batch with pos in state and the oracle's copy. */
static void plant(struct __test_metadata *_metadata,
		  struct vgr_state *state, struct call *c, unsigned int pos)
{
	ASSERT_EQ((long)sizeof(c->old_key),
		  vgr_sys_getrandom(c->old_key, sizeof(c->old_key), 0));
	ASSERT_EQ((long)sizeof(state->batch),
		  vgr_sys_getrandom(state->batch, sizeof(state->batch), 0));
	memcpy(state->key, c->old_key, sizeof(state->key));
	state->pos = pos;
	memcpy(c->ref.batch, state->batch, sizeof(c->ref.batch));
	memcpy(c->ref.key, c->old_key, sizeof(c->ref.key));
	c->ref.pos = pos;
}

/*
 * What differs from what the planted key makes: "" when nothing does,
 * else the first of the output, the key, the batch and pos that differs.
 */
static const char *oracle_differs(const struct vgr_state *state,
				  const struct call *c, size_t len)
{
	if (memcmp(got, want, len))
		return "the output";
	if (memcmp(state->key, c->ref.key, sizeof(c->ref.key)))
		return "the key";
	if (memcmp(state->batch, c->ref.batch, sizeof(c->ref.batch)))
		return "the batch";
	if (state->pos != c->ref.pos)
		return "pos";
	return "";
}

/* The first register that upstream leaves a secret in, or NULL. */
static const struct vgr_reg *left_upstream(void)
{
	for (unsigned int i = 0; i < vgr_regs_count; i++)
		if (vgr_regs[i].role == VGR_REG_LEFT_UPSTREAM)
			return &vgr_regs[i];
	return NULL;
}

FIXTURE(planted) {
	struct vgr_states states;
	struct vgr_state *state;
	const struct vgr_ctx *ctx;
};

/* Where the batch stands before the call, and the call's length. */
FIXTURE_VARIANT(planted) {
	unsigned int pos;
	size_t len;
};

/* Empty batch: a refill before even one byte. */
FIXTURE_VARIANT_ADD(planted, one_byte) { .pos = 96, .len = 1 };
FIXTURE_VARIANT_ADD(planted, one_block) { .pos = 96, .len = 64 };
FIXTURE_VARIANT_ADD(planted, several_blocks) { .pos = 96, .len = 200 };
FIXTURE_VARIANT_ADD(planted, many_blocks) { .pos = 96, .len = MAX_LEN };
/* 56 batch bytes, then the refill for the other 44. */
FIXTURE_VARIANT_ADD(planted, batch_then_refill) { .pos = 40, .len = 100 };
/* From the batch alone: no ChaCha, both keys are the planted one. */
FIXTURE_VARIANT_ADD(planted, batch_only) { .pos = 0, .len = 8 };

FIXTURE_SETUP(planted)
{
	self->ctx = vgr_ctx();
	memset(&self->states, 0, sizeof(self->states));
	VGR_NEED_STATE(self->ctx);
	VGR_ONE_STATE(self->ctx, &self->states, self->state);
}

FIXTURE_TEARDOWN(planted)
{
	vgr_states_free(&self->states);
}

/*
 * One planted call, checked against the oracle and scanned into f.
 * Returns how many lanes of the upstream leftovers were too plain to
 * tell a secret from a cleared or unrelated word.
 */
static unsigned int call_and_scan(struct __test_metadata *_metadata,
				  const struct vgr_ctx *ctx,
				  struct vgr_state *state, unsigned int pos,
				  size_t len, struct call *c,
				  struct findings *f)
{
	size_t left = sizeof(state->batch) - pos;
	long args[5] = { (long)got, (long)len, 0, (long)state,
			 (long)ctx->state_size };
	const char *differs = "";
	__u64 generation = 0;
	long ret = 0;
	int try;

	memset(f, 0, sizeof(*f));
	memset(c, 0, sizeof(*c));
	c->blocks = len > left ? (len - left) / VGR_CHACHA_BLOCK_SIZE + 2 : 0;
	for (try = 0; try < TRIES; try++) {
		/* A first call keys the state with the current generation. */
		ASSERT_EQ(1, vgr_getrandom(ctx, got, 1, 0, state));
		generation = state->generation;
		plant(_metadata, state, c, pos);
		load_before(args);
		ret = vgr_regs_call(vgr_getrandom_fn(ctx), before, after);
		vgr_fke_generate(&c->ref, want, len);
		differs = oracle_differs(state, c, len);
		if (ret == (long)len && !*differs)
			break;
		if (state->generation == generation)
			break;
		TH_LOG("generation moved during try %d: retrying", try);
	}
	ASSERT_EQ((long)len, ret);
	ASSERT_STREQ("", differs)
		TH_LOG("not the planted key's stream (%s differs; try %d, generation %llu, %llu)",
		       differs, try, (unsigned long long)generation,
		       (unsigned long long)state->generation);
	collect_secrets(c);
	scan(_metadata, c, ctx->impl == VGR_IMPL_VDSO, f);
	ASSERT_EQ(0U, f->leaks)
		TH_LOG("%u register lanes hold secrets after %zu bytes (%zu blocks)",
		       f->leaks, len, c->blocks);
	return f->unclear;
}

/*
 * A register that upstream leaves a secret in holds, now and then, a
 * word too plain to judge (b^c << 7 with its top bits zero: about one
 * call in a hundred). Such a call proves neither the leftover nor its
 * fix, so a fresh key is planted and the call made again, ROUNDS times
 * at most.
 */
TEST_F(planted, no_secret_left_in_registers)
{
	const struct vgr_ctx *ctx = self->ctx;
	const struct vgr_reg *upstream;
	struct findings f;
	struct call c;
	unsigned int round;

	for (round = 0; round < ROUNDS; round++) {
		if (!call_and_scan(_metadata, ctx, self->state, variant->pos,
				   variant->len, &c, &f))
			break;
		TH_LOG("round %u: the upstream leftover was too plain to judge",
		       round);
	}
	TH_LOG("%zu bytes, %zu blocks: no secret in %u registers; changed and not zero: %s",
	       variant->len, c.blocks, vgr_regs_count,
	       f.changed[0] ? f.changed : "none");
	if (f.pointers)
		TH_LOG("%u lanes held a mapped address whose bits match a secret by chance",
		       f.pointers);
	upstream = f.upstream_reg ? f.upstream_reg : left_upstream();
	if (c.blocks && upstream && ctx->impl == VGR_IMPL_VDSO)
		VGR_KNOWN_DIVERGENCE(f.upstream, "%s: %s", upstream->name,
				     upstream->why);
}

/* A callee that touches nothing: the shim gives back what it loaded. */
static long touch_nothing(void)
{
	return 0;
}

TEST(shim_round_trips_every_register)
{
	static const long args[5] = { 1, 2, 3, 4, 5 };
	unsigned int size = 0, off = 0;

	for (unsigned int i = 0; i < vgr_regs_count; i++)
		size += vgr_regs[i].size;
	ASSERT_EQ(vgr_regs_dump_size, size)
		TH_LOG("vgr_regs[] and the shim disagree on the dump");
	ASSERT_LE(size, sizeof(after));
	load_before(args);
	memset(after, 0, sizeof(after));
	vgr_regs_call(VGR_FUNC_CODE(touch_nothing), before, after);
	for (unsigned int i = 0; i < vgr_regs_count; off += vgr_regs[i++].size) {
		if (vgr_regs[i].role == VGR_REG_RETURN ||
		    vgr_regs[i].role == VGR_REG_TARGET)
			continue;
		EXPECT_EQ(0, memcmp(before + off, after + off, vgr_regs[i].size))
			TH_LOG("%s did not come back as loaded", vgr_regs[i].name);
	}
	TH_LOG("%u registers, %u bytes", vgr_regs_count, size);
}

VGR_TEST_MAIN
