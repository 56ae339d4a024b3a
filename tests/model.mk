# tests/model.mk - the property tests written for faults of the model
# (vdso/model_faults.h) that no other test caught; they run on the real
# vDSO as on the model.
TEST_PROGS += $(O)/tests/model_opaque_len
TEST_PROGS += $(O)/tests/model_zero_len
