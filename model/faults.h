/* SPDX-License-Identifier: GPL-2.0 */
/*
 * faults.h - the model's faults, VGR_FAULT_X(ID, "name"), each
 * breaking one promise. The one place the names live: model/model.mk
 * reads them from here for `make mutants`.
 */
/* States are neither MAP_DROPPABLE nor MADV_WIPEONFORK. */
VGR_FAULT_X(NO_WIPE_ON_FORK, "no-wipe-on-fork")
/*
 * States are not MAP_DROPPABLE: private memory made wipe-on-fork and
 * don't-dump by madvise() (what a kernel without MAP_DROPPABLE offers).
 */
VGR_FAULT_X(NOT_DROPPABLE, "not-droppable")
/* States are wipe-on-fork only: neither MAP_DROPPABLE nor MADV_DONTDUMP. */
VGR_FAULT_X(DUMPABLE_STATES, "dumpable-states")
/* A state already in_use (signal reentry) is used again. */
VGR_FAULT_X(NO_IN_USE_GUARD, "no-in-use-guard")
/* A state that straddles a page is used (no -EFAULT, no fallback). */
VGR_FAULT_X(NO_STRADDLE_CHECK, "no-straddle-check")
/* Batch bytes handed out are left in the state. */
VGR_FAULT_X(NO_ZERO_CONSUMED_BATCH, "no-zero-consumed-batch")
/* A new RNG generation does not rekey (only a wiped state does). */
VGR_FAULT_X(NO_REKEY_ON_GENERATION, "no-rekey-on-generation")
/* ChaCha20 rotates by 6 where it should rotate by 7. */
VGR_FAULT_X(WRONG_CHACHA_ROTATION, "wrong-chacha-rotation")
/* The block counter is not advanced: later blocks repeat earlier ones. */
VGR_FAULT_X(COUNTER_NOT_WRITTEN_BACK, "counter-not-written-back")
/* Every call goes to the getrandom syscall; the state stays untouched. */
VGR_FAULT_X(ALWAYS_SYSCALL, "always-syscall")
/* Mainline: unknown flags are served rather than sent to the syscall. */
VGR_FAULT_X(UNKNOWN_FLAGS_ACCEPTED, "unknown-flags-accepted")
/* Mainline: the params query answers opaque_len ~0U as well as ~0UL. */
VGR_FAULT_X(QUERY_ACCEPTS_32BIT_MAGIC, "query-accepts-32bit-magic")
/* The allocator's first state starts half a state before a page end. */
VGR_FAULT_X(ALLOC_STRADDLES, "alloc-straddles")
/* A copy of the key is left in a dead frame below the caller's. */
VGR_FAULT_X(KEY_LEFT_ON_STACK, "key-left-on-stack")
/* The key is left in a register the caller may clobber (vdso/regs). */
VGR_FAULT_X(KEY_LEFT_IN_REGISTER, "key-left-in-register")
/* Lengths are capped at INT_MAX rather than INT_MAX & PAGE_MASK. */
VGR_FAULT_X(WRONG_CAP, "wrong-cap")
/*
 * A 4 KiB constant where the kernel's page size belongs, which only a
 * kernel of larger pages shows (make mutants runs them with
 * VGR_MODEL_PAGE_SIZE=16384): the straddle check draws its lines every
 * 4 KiB (4096 for PAGE_SIZE, 4095 for ~PAGE_MASK), refusing states that
 * cross one inside a page; the length cap is INT_MAX & ~4095.
 */
VGR_FAULT_X(STRADDLE_CHECK_4K, "straddle-check-4k")
VGR_FAULT_X(CAP_4K_PAGE_MASK, "cap-4k-page-mask")
/* Mainline: a state whose opaque_len is not 144 is used anyway. */
VGR_FAULT_X(OPAQUE_LEN_IGNORED, "opaque-len-ignored")
/* A rekey keeps pos: batch bytes made with the old key are handed out. */
VGR_FAULT_X(STALE_BATCH_AFTER_REKEY, "stale-batch-after-rekey")
/* Refilling the batch leaves the key as it was: no fast key erasure. */
VGR_FAULT_X(NO_KEY_ERASURE, "no-key-erasure")
/* Mainline: a straddling state goes to the syscall (as v14) not -EFAULT. */
VGR_FAULT_X(STRADDLE_FALLS_BACK, "straddle-falls-back")
/* A call of length 0 goes on to key the state before returning 0. */
VGR_FAULT_X(ZERO_LEN_USES_STATE, "zero-len-uses-state")
/* No is_ready check: before the CRNG is ready a fresh state is served. */
VGR_FAULT_X(SERVES_BEFORE_READY, "serves-before-ready")
/* Length 0 returns 0 ahead of the is_ready check (not -EAGAIN). */
VGR_FAULT_X(ZERO_LEN_BEFORE_READY_CHECK, "zero-len-before-ready-check")
/*
 * Faults of the call itself, for the runner's reports (make
 * fault-report-check) rather than for make mutants, which their macro
 * keeps them out of: the call dies by SIGSEGV, never returns, or returns
 * a count that is neither the length nor an error, having written nothing.
 */
#define VGR_CALL_FAULT_X(id, name) VGR_FAULT_X(id, name)
VGR_CALL_FAULT_X(CRASH_IN_CALL, "crash-in-call")
VGR_CALL_FAULT_X(HANG_IN_CALL, "hang-in-call")
VGR_CALL_FAULT_X(GARBAGE_RETURN, "garbage-return")
#undef VGR_CALL_FAULT_X
