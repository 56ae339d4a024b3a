// SPDX-License-Identifier: GPL-2.0
/*
 * model.c - the model's getrandom, written from seed 007 and FACTS.md:
 * fast key erasure over ChaCha20 with a per-state key that is refreshed
 * through the getrandom syscall whenever the RNG generation moves. The
 * v14 entry point mirrors the v14 kernel (a straddling state falls back,
 * unknown flags are not checked); the mainline one follows mainline's
 * order of checks, with the params query.
 */
#include "model/model.h"
#include "model/internal.h"
#include "vdso/state.h"
#include "chacha/chacha.h"
#include "chacha/faults.h"
#include "nolibc/mm.h"
#include "nolibc/vgr_compiler.h"
#include "nolibc/vgetrandom_alloc.h"
#include "vdso/regs/regs.h"
#include <linux/random.h>

#define MODEL_MAX_RW_COUNT	(0x7fffffffUL & ~(VGR_PAGE_SIZE - 1))
#define MODEL_WRONG_CAP		0x7fffffffUL	/* INT_MAX, no PAGE_MASK */
#define MODEL_CAP_4K		(0x7fffffffUL & ~4095UL)
#define MODEL_SMALL_PAGE	4096UL
#define MODEL_QUERY_MAGIC	(~0UL)
#define MODEL_QUERY_MAGIC_32	((unsigned long)~0U)
#define MODEL_KNOWN_FLAGS	(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE)

enum model_abi { MODEL_V14, MODEL_MAINLINE };

static inline void barrier(void)
{
	__asm__ __volatile__("" ::: "memory");
}

/* The chacha of the vDSO contract, or the variant with the fault. */
static void model_blocks(enum vgr_model_fault_id fault, __u8 *dst,
			 const __u32 key[8], __u32 counter[2], size_t nblocks)
{
	if (fault == VGR_FAULT_WRONG_CHACHA_ROTATION)
		vgr_chacha20_blocks_nostack_fault_rotation(dst, key, counter,
							   nblocks);
	else if (fault == VGR_FAULT_COUNTER_NOT_WRITTEN_BACK)
		vgr_chacha20_blocks_nostack_fault_counter(dst, key, counter,
							  nblocks);
	else
		vgr_chacha20_blocks_nostack(dst, key, counter, nblocks);
}

/* memcpy that zeroes what it has read, for forward secrecy. */
static void copy_and_zero_src(__u8 *dst, __u8 *src, size_t len, int zero)
{
	const __u64 zero64 = 0;
	__u64 word;

	for (; len >= sizeof(word); len -= sizeof(word)) {
		__builtin_memcpy(&word, src, sizeof(word));
		__builtin_memcpy(dst, &word, sizeof(word));
		if (zero)
			__builtin_memcpy(src, &zero64, sizeof(word));
		dst += sizeof(word);
		src += sizeof(word);
	}
	for (; len; len--) {
		*dst++ = *src;
		if (zero)
			*src = 0;
		src++;
	}
}

/*
 * The key-left-on-stack fault: a copy of the key in a dead stack frame.
 * Called through leave_key_on_stack_fn, which the compiler cannot see
 * through, so that it is never inlined and its frame is dead on return.
 */
static void leave_key_on_stack(const __u32 key[8])
{
	__u32 copy[8];

	__builtin_memcpy(copy, key, sizeof(copy));
	__asm__ __volatile__("" : : "r"(copy) : "memory");
}

static void call_leave_key_on_stack(const __u32 key[8])
{
	void (*leave_key_on_stack_fn)(const __u32 *) = leave_key_on_stack;

	__asm__ __volatile__("" : "+r"(leave_key_on_stack_fn));
	leave_key_on_stack_fn(key);
}

/* The no-key-erasure fault: a new batch, and the key kept as it was. */
static void refill_batch_only(enum vgr_model_fault_id fault,
			      struct vgr_state *state, __u32 counter[2])
{
	const size_t whole = sizeof(state->batch) / VGR_CHACHA_BLOCK_SIZE;
	__u8 block[VGR_CHACHA_BLOCK_SIZE];

	model_blocks(fault, state->batch, state->key, counter, whole);
	model_blocks(fault, block, state->key, counter, 1);
	__builtin_memcpy(state->batch + whole * VGR_CHACHA_BLOCK_SIZE, block,
			 sizeof(state->batch) - whole * VGR_CHACHA_BLOCK_SIZE);
	__builtin_memset(block, 0, sizeof(block));
	__asm__ __volatile__("" : : "r"(block) : "memory");
}

/* True when state's key does not belong to generation. */
static int key_is_stale(enum vgr_model_fault_id fault,
			const struct vgr_state *state, __u64 generation)
{
	__u64 have = vgr_read_u64_once(&state->generation);

	if (fault == VGR_FAULT_NO_REKEY_ON_GENERATION)
		return !have;
	return have != generation;
}

static int model_is_call_fault(enum vgr_model_fault_id fault)
{
	return fault == VGR_FAULT_CRASH_IN_CALL ||
	       fault == VGR_FAULT_HANG_IN_CALL ||
	       fault == VGR_FAULT_GARBAGE_RETURN;
}

/* The faults of the call itself: a wild write, a spin, a wrong count. */
static long model_call_fault(enum vgr_model_fault_id fault, size_t len)
{
	char *wild;

	if (fault == VGR_FAULT_CRASH_IN_CALL) {
		/* Address 0, hidden from the compiler: a real SIGSEGV. */
		__asm__ __volatile__("" : "=r"(wild) : "0"(0UL));
		WRITE_ONCE(*wild, 0);
	}
	while (fault == VGR_FAULT_HANG_IN_CALL)
		barrier();
	return (long)(len | 0x5a5a0000UL) + 1;
}

/* INT_MAX & PAGE_MASK (MAX_RW_COUNT), or a fault's cap. */
static size_t model_cap(enum vgr_model_fault_id fault)
{
	if (fault == VGR_FAULT_WRONG_CAP)
		return MODEL_WRONG_CAP;
	if (fault == VGR_FAULT_CAP_4K_PAGE_MASK)
		return MODEL_CAP_4K;
	return MODEL_MAX_RW_COUNT;
}

/* Everything from the is_ready check on: steps 5 to 11 of FACTS.md. */
static long model_generate(enum model_abi abi, void *buffer, size_t len,
			   unsigned int flags, struct vgr_state *state)
{
	enum vgr_model_fault_id fault = vgr_model_fault_id();
	struct vgr_model_rng *rng = vgr_model_rng();
	size_t cap = model_cap(fault);
	long ret = len < cap ? len : cap;
	__u8 *buf = buffer, *orig_buffer = buffer;
	size_t batch_len, nblocks, orig_len = len;
	__u32 counter[2] = { 0, 0 };
	__u64 current_generation;
	int have_retried = 0;

	if (model_is_call_fault(fault))
		return model_call_fault(fault, len);
	if (fault == VGR_FAULT_ALWAYS_SYSCALL)
		goto fallback_syscall;
	if (!len && fault == VGR_FAULT_ZERO_LEN_BEFORE_READY_CHECK)
		return 0;
	/* Before readiness a fresh state's generation 0 is the kernel's. */
	if (!vgr_model_rng_ready(rng) &&
	    fault != VGR_FAULT_SERVES_BEFORE_READY)
		goto fallback_syscall;
	if (!len && fault != VGR_FAULT_ZERO_LEN_USES_STATE)
		return 0;
	if (READ_ONCE(state->in_use) && fault != VGR_FAULT_NO_IN_USE_GUARD)
		goto fallback_syscall;
	WRITE_ONCE(state->in_use, 1);

retry_generation:
	current_generation = vgr_model_generation(rng);
	if (key_is_stale(fault, state, current_generation)) {
		/* The generation first: a fork just after still rekeys. */
		vgr_write_u64_once(&state->generation, current_generation);
		barrier();
		if (vgr_model_sys_getrandom(state->key, sizeof(state->key),
					    0) != sizeof(state->key)) {
			vgr_write_u64_once(&state->generation, 0);
			WRITE_ONCE(state->in_use, 0);
			goto fallback_syscall;
		}
		if (fault != VGR_FAULT_STALE_BATCH_AFTER_REKEY)
			state->pos = sizeof(state->batch);
	}

	len = ret;
more_batch:
	batch_len = sizeof(state->batch) - state->pos;
	if (batch_len > len)
		batch_len = len;
	if (batch_len) {
		copy_and_zero_src(buf, state->batch + state->pos, batch_len,
				  fault != VGR_FAULT_NO_ZERO_CONSUMED_BATCH);
		state->pos += batch_len;
		buf += batch_len;
		len -= batch_len;
	}

	if (!len) {
		barrier();
		if (key_is_stale(fault, state, vgr_model_generation(rng))) {
			if (have_retried) {
				/* v14 left in_use set here; mainline clears it. */
				if (abi == MODEL_MAINLINE)
					WRITE_ONCE(state->in_use, 0);
				goto fallback_syscall;
			}
			have_retried = 1;
			buf = orig_buffer;
			goto retry_generation;
		}
		if (fault == VGR_FAULT_KEY_LEFT_ON_STACK)
			call_leave_key_on_stack(state->key);
		/* What the ChaCha and the copies left, as the kernel clears. */
		if (fault == VGR_FAULT_KEY_LEFT_IN_REGISTER)
			vgr_regs_plant(state->key);
		else
			vgr_regs_clear();
		WRITE_ONCE(state->in_use, 0);
		return ret;
	}

	nblocks = len / VGR_CHACHA_BLOCK_SIZE;
	if (nblocks) {
		model_blocks(fault, buf, state->key, counter, nblocks);
		buf += nblocks * VGR_CHACHA_BLOCK_SIZE;
		len -= nblocks * VGR_CHACHA_BLOCK_SIZE;
	}

	/* Refill the batch and overwrite the key in one go. */
	if (fault == VGR_FAULT_NO_KEY_ERASURE)
		refill_batch_only(fault, state, counter);
	else
		model_blocks(fault, state->batch_key, state->key, counter,
			     sizeof(state->batch_key) / VGR_CHACHA_BLOCK_SIZE);
	state->pos = 0;
	goto more_batch;

fallback_syscall:
	return vgr_model_sys_getrandom(orig_buffer, orig_len, flags);
}

/* The straddle check: the kernel's page, or 4 KiB lines (the fault). */
static int model_state_straddles(const void *state)
{
	return vgr_state_straddles_page(state, sizeof(struct vgr_state),
					vgr_model_faulty(VGR_FAULT_STRADDLE_CHECK_4K) ?
					MODEL_SMALL_PAGE : VGR_PAGE_SIZE);
}

long vgr_model_getrandom4(void *buf, size_t len, unsigned int flags,
			  void *state)
{
	if (model_state_straddles(state) &&
	    !vgr_model_faulty(VGR_FAULT_NO_STRADDLE_CHECK))
		return vgr_model_sys_getrandom(buf, len, flags);
	return model_generate(MODEL_V14, buf, len, flags, state);
}

static int is_params_query(void *buf, size_t len, unsigned int flags,
			   size_t opaque_len)
{
	if (buf || len || flags)
		return 0;
	if (opaque_len == MODEL_QUERY_MAGIC)
		return 1;
	return opaque_len == MODEL_QUERY_MAGIC_32 &&
	       vgr_model_faulty(VGR_FAULT_QUERY_ACCEPTS_32BIT_MAGIC);
}

long vgr_model_getrandom5(void *buf, size_t len, unsigned int flags,
			  void *state, size_t opaque_len)
{
	struct vgr_opaque_params *params = state;

	if (is_params_query(buf, len, flags, opaque_len)) {
		memset(params, 0, sizeof(*params));
		params->size_of_opaque_state = sizeof(struct vgr_state);
		params->mmap_prot = PROT_READ | PROT_WRITE;
		params->mmap_flags = MAP_ANONYMOUS | MAP_DROPPABLE;
		return 0;
	}
	if (model_state_straddles(state) &&
	    !vgr_model_faulty(VGR_FAULT_NO_STRADDLE_CHECK))
		return vgr_model_faulty(VGR_FAULT_STRADDLE_FALLS_BACK) ?
		       vgr_model_sys_getrandom(buf, len, flags) : -EFAULT;
	if ((flags & ~MODEL_KNOWN_FLAGS) &&
	    !vgr_model_faulty(VGR_FAULT_UNKNOWN_FLAGS_ACCEPTED))
		return vgr_model_sys_getrandom(buf, len, flags);
	if (opaque_len != sizeof(struct vgr_state) &&
	    !vgr_model_faulty(VGR_FAULT_OPAQUE_LEN_IGNORED))
		return vgr_model_sys_getrandom(buf, len, flags);
	return model_generate(MODEL_MAINLINE, buf, len, flags, state);
}
