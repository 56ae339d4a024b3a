# tests/robustness.mk - the suite's own robustness: a bad buffer in a
# child (tests/bad_buffer), faults in the code under test reported by the
# runner (fault-report-check), and bad user input (bad-input-check).
TEST_PROGS += $(O)/tests/bad_buffer
