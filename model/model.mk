# model/model.mk - the userspace model of the vDSO getrandom (part of
# libvgr.a, with the two chacha fault variants its faults call) and
# `make mutants`, which runs the suite against the model and each fault.
MODEL_OBJS := $(addprefix $(O)/model/,model.o alloc.o rng.o faults.o)
LIB_OBJS += $(MODEL_OBJS) $(O)/chacha/nostack-fault-rotation.o \
	$(O)/chacha/nostack-fault-counter.o

$(MODEL_OBJS): model/model.h model/internal.h model/faults.h \
	vdso/state.h chacha/chacha.h chacha/faults.h

# make mutants: the suite (TEST_PROGS through the runner) against the
# clean model and each fault of model/faults.h, one after the other.
MODEL_FAULTS := $(shell sed -n \
	's/^VGR_FAULT_X([A-Z0-9_]*, "\([a-z0-9-]*\)")$$/\1/p' model/faults.h)
MUTANTS_ABIS ?= mainline v14
# Globs of ABI:PROGRAM/TEST that fail on the clean model (none: the v14
# mode's unknown-flags bug, the v14 kernel's, is flags.c's XFAIL).
MUTANTS_EXPECT_FAIL ?=
MUTANTS_TIMEOUT ?= 600
MUTANTS_TEST_TIMEOUT ?= 120
CHECK_TARGETS += mutants mutants-selftest
.PHONY: mutants mutants-selftest
mutants: $$(TEST_PROGS) $(O)/runner/runner
	scripts/mutants --runner $(O)/runner/runner --faults "$(MODEL_FAULTS)" \
		--abis "$(MUTANTS_ABIS)" --expect-fail "$(MUTANTS_EXPECT_FAIL)" \
		--timeout $(MUTANTS_TIMEOUT) \
		--test-timeout $(MUTANTS_TEST_TIMEOUT) --logs $(O)/mutants \
		$(TEST_PROGS)

# What scripts/mutants reads from KTAP and from "Catches:", on made-up input.
mutants-selftest:
	scripts/mutants-selftest scripts/mutants

# make model-bench: ns per 4-byte call, model next to vDSO and syscall.
.PHONY: model-bench
model-bench: $(O)/model/model_bench
	$<
