# vdso/model.mk - the userspace model of the vDSO getrandom (part of
# libvgr.a, with the two chacha fault variants its faults call) and
# `make mutants`, which runs the suite against the model and each fault.
MODEL_OBJS := $(addprefix $(O)/vdso/,model.o model_alloc.o model_rng.o \
	model_faults.o)
LIB_OBJS += $(MODEL_OBJS) $(O)/chacha/nostack-fault-rotation.o \
	$(O)/chacha/nostack-fault-counter.o

$(MODEL_OBJS): vdso/model.h vdso/model_internal.h vdso/model_faults.h \
	vdso/state.h chacha/chacha.h chacha/faults.h

# make mutants: the suite (TEST_PROGS through the runner) against the
# clean model and each fault of model_faults.h, one after the other.
MODEL_FAULTS := $(shell sed -n \
	's/^VGR_FAULT_X([A-Z0-9_]*, "\([a-z0-9-]*\)")$$/\1/p' vdso/model_faults.h)
MUTANTS_ABIS ?= mainline v14
# The model's v14 mode mirrors the v14 kernel's bug; flags.c reports it.
MUTANTS_EXPECT_FAIL ?= v14:flags/*.unknown_flag_bits_give_einval
MUTANTS_TIMEOUT ?= 600
MUTANTS_TEST_TIMEOUT ?= 120
CHECK_TARGETS += mutants mutants-selftest
.PHONY: mutants mutants-selftest
mutants: $$(TEST_PROGS) $(O)/tests/runner
	scripts/mutants --runner $(O)/tests/runner --faults "$(MODEL_FAULTS)" \
		--abis "$(MUTANTS_ABIS)" --expect-fail "$(MUTANTS_EXPECT_FAIL)" \
		--timeout $(MUTANTS_TIMEOUT) \
		--test-timeout $(MUTANTS_TEST_TIMEOUT) --logs $(O)/mutants \
		$(TEST_PROGS)

# What scripts/mutants reads from KTAP and from "Catches:", on made-up input.
mutants-selftest:
	scripts/mutants-selftest scripts/mutants

# make model-bench: ns per 4-byte call, model next to vDSO and syscall.
$(O)/vdso/model-bench: vdso/model_bench.c $(O)/libvgr.a linker.ld | \
		$(UAPI_DIR)/.stamp
	$(CC) $(CFLAGS_FREESTANDING) -o $@ $< $(O)/libvgr.a \
		$(LDFLAGS_FREESTANDING)

.PHONY: model-bench
model-bench: $(O)/vdso/model-bench
	$<
