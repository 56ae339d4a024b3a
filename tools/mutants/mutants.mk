# tools/mutants/mutants.mk - make mutants: the suite against the model
# (model/) and each of its faults (model/faults.h).
# Uses: VGR_EXEC, HOST_ARCH (Makefile).
# make mutants: the suite (TEST_PROGS through the runner) against the
# clean model and each fault of model/faults.h, one after the other.
MODEL_FAULTS := $(shell sed -n \
	's/^VGR_FAULT_X([A-Z0-9_]*, "\([a-z0-9-]*\)")$$/\1/p' model/faults.h)
# mainline@16384: the model as a 16k kernel (VGR_MODEL_PAGE_SIZE), which
# the 4 KiB-constant faults need (4k pages hide them).
MUTANTS_ABIS ?= mainline v14 mainline@16384
# Globs of ABI:PROGRAM/TEST that fail on the clean model (none natively:
# the v14 mode's unknown-flags bug, the v14 kernel's, is flags.c's XFAIL;
# under qemu-user, its own divergence below).
MUTANTS_EXPECT_FAIL ?=
MUTANTS_TIMEOUT ?= 600
MUTANTS_TEST_TIMEOUT ?= 120
# Suite runs side by side (the machine's cores).
MUTANTS_JOBS ?= $(shell nproc)
# Programs too slow under the model to run on every fault (length_cap's
# 2 GiB pass is most of a suite run): they run on the clean model and on
# the faults their "Catches:" claims. MUTANTS_CLAIMED_ONLY= runs them on all.
MUTANTS_CLAIMED_ONLY ?= length_cap
# --first-kill: a fault's ABIs one after another, up to the first that
# kills it (make check's way; claims are then not checked).
MUTANTS_FIRST_KILL ?=
# make check runs every program only on the faults it claims (and on the
# clean model), under the one ABI that shows them all (mainline@16384:
# the 16k faults need it, and the others show there too): each fault
# still has to be killed, by a program that says it catches it. make
# check-all runs every program on every fault under every ABI.
CHECK_TARGETS += mutants-selftest
CHECK_FAST_TARGETS += mutants-claims
CHECK_ALL_TARGETS += mutants
.PHONY: mutants mutants-claims mutants-selftest
# A cross build's mutants: the host's own runner (a native sub-make into
# HOST_O) runs each program through a script of the same base name that
# execs it under qemu-user, as no binfmt_misc does it here.
ifneq ($(VGR_EXEC),)
HOST_O ?= build
MUTANTS_RUNNER := $(HOST_O)/runner/runner
# The model makes some 60 MiB/s there: length_cap may take 35 s a run.
MUTANTS_ENV := VGR_CAP_BUDGET_S=60
MUTANTS_PROGS := $(patsubst $(O)/tests/%,$(O)/qemu-user/%,$(TEST_PROGS))
# Faults that only a kernel shows, left out here: qemu-user refuses
# MAP_DROPPABLE (so the clean model's states are not droppable either),
# makes smaps up and writes cores of its own.
MUTANTS_FAULTS := $(filter-out not-droppable dumpable-states,$(MODEL_FAULTS))
# qemu-user reports its host's release (6.11 or later) but refuses
# MAP_DROPPABLE: droppable_flags names that divergence of the provider
# (a FAIL on the clean model too), which is no kill of any fault.
MUTANTS_EXPECT_FAIL += *:droppable_flags/global.release_6_11_or_later_accepts_map_droppable
.PHONY: host-runner-force
$(MUTANTS_RUNNER): host-runner-force
	+$(MAKE) --no-print-directory ARCH=$(HOST_ARCH) O=$(HOST_O) $@

$(O)/qemu-user/%: $(O)/tests/% | $(VGR_EXEC)
	@mkdir -p $(dir $@)
	@printf '#!/bin/sh\nexec %s %s "$$@"\n' $(VGR_EXEC) $(abspath $<) >$@
	@chmod +x $@
else
MUTANTS_RUNNER := $(O)/runner/runner
MUTANTS_PROGS := $(TEST_PROGS)
MUTANTS_FAULTS := $(MODEL_FAULTS)
endif

mutants: $$(MUTANTS_PROGS) $(MUTANTS_RUNNER)
	$(MUTANTS_ENV) tools/mutants/mutants --runner $(MUTANTS_RUNNER) --faults "$(MUTANTS_FAULTS)" \
		--abis "$(MUTANTS_ABIS)" --expect-fail "$(MUTANTS_EXPECT_FAIL)" \
		--timeout $(MUTANTS_TIMEOUT) \
		--test-timeout $(MUTANTS_TEST_TIMEOUT) --jobs $(MUTANTS_JOBS) --logs $(O)/mutants \
		--claimed-only "$(MUTANTS_CLAIMED_ONLY)" $(MUTANTS_FIRST_KILL) \
		$(MUTANTS_PROGS)

MUTANTS_CLAIMS_ABIS ?= mainline@16384
mutants-claims:
	+@$(MAKE) --no-print-directory mutants MUTANTS_CLAIMED_ONLY="$(notdir $(TEST_PROGS))" \
		MUTANTS_FIRST_KILL=--first-kill MUTANTS_ABIS="$(MUTANTS_CLAIMS_ABIS)"

# What tools/mutants/mutants reads from KTAP and from "Catches:", on made-up input.
mutants-selftest:
	tools/mutants/mutants-selftest tools/mutants/mutants

# make kernel-mutants: the suite against every first-order mutant of the
# kernel's own lib/vdso/getrandom.c of KCODE_RELEASE (kcode/kcode.mk
# builds each; tools/mutants/cmutate.py writes them), its survivors
# checked against the list of equivalent mutants (of every release,
# tools/mutants/equivalent.txt); make check
# runs KMUTANTS_SAMPLE of them spread over the set, and the mutator's own
# tests (kernel-mutants-selftest). The machine's own architecture only.
KMUTANTS_EQUIVALENT := tools/mutants/equivalent.txt
KMUTANTS_SAMPLE ?= 8
# What the sample runs only for a mutant it needs (length_cap's 2 GiB).
KMUTANTS_SLOW ?= length_cap
KMUTANTS_TIMEOUT ?= 10
KMUTANTS_ARGS ?=
KMUTANTS_RUN = tools/mutants/kernel-mutants --release $(KCODE_RELEASE) \
	--src $(KCODE_DIR)/lib/vdso/getrandom.c --jobs $(MUTANTS_JOBS) \
	--timeout $(KMUTANTS_TIMEOUT) --equivalent $(KMUTANTS_EQUIVALENT) $(KMUTANTS_ARGS)
CHECK_TARGETS += kernel-mutants-selftest
CHECK_FAST_TARGETS += kernel-mutants-sample
CHECK_ALL_TARGETS += kernel-mutants
.PHONY: kernel-mutants kernel-mutants-sample kernel-mutants-selftest
kernel-mutants: $(O)/libvgr.a kcode-fetch
	$(KMUTANTS_RUN) --logs $(O)/kcode/mutants-$(KCODE_RELEASE)

kernel-mutants-sample: $(O)/libvgr.a kcode-fetch
	$(KMUTANTS_RUN) --logs $(O)/kcode/mutants-sample-$(KCODE_RELEASE) \
		--sample $(KMUTANTS_SAMPLE) --slow "$(KMUTANTS_SLOW)"

kernel-mutants-selftest:
	python3 tools/mutants/cmutate_test.py
	python3 tools/mutants/kernel_mutants_test.py
