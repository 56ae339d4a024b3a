# tests/properties_b.mk - white-box and statistical property tests: forward
# secrecy, conformance to the fast-key-erasure stream, reseeding,
# droppable memory, stack hygiene, output statistics.
TEST_PROGS += $(O)/tests/forward_secrecy
TEST_PROGS += $(O)/tests/conformance
TEST_PROGS += $(O)/tests/reseed
TEST_PROGS += $(O)/tests/droppable_flags
TEST_PROGS += $(O)/tests/droppable_recovery
TEST_PROGS += $(O)/tests/droppable_mlock
TEST_PROGS += $(O)/tests/stack_hygiene
TEST_PROGS += $(O)/tests/statistics
TEST_PROGS += $(O)/tests/statistics_overlap
