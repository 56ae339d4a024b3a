# tests/properties_a.mk - property tests of threads, fork, signal
# reentrancy, page straddling and the real fast path.
TEST_PROGS += $(O)/tests/threads_distinct_outputs
TEST_PROGS += $(O)/tests/fork_wipes_state
TEST_PROGS += $(O)/tests/straddle_state_untouched
TEST_PROGS += $(O)/tests/signal_reentry_falls_back
TEST_PROGS += $(O)/tests/fast_path_is_vdso
