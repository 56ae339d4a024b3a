# tests/basic.mk - the first property tests: calls, params query, flags,
# the v14 allocator and the length cap.
TEST_PROGS += $(O)/tests/basic_calls $(O)/tests/params_query $(O)/tests/flags
TEST_PROGS += $(O)/tests/v14_alloc $(O)/tests/length_cap
