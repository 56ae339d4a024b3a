# fuzz/fuzz.mk - libFuzzer harnesses of the runner's parsers (its glob,
# its command line, the kernel command line of PID 1, the KTAP stream of
# its children) and of the bench's options, `make fuzz`, and their gcc
# ASan/UBSan replay in `make sanitize-check`:
#   make fuzz [FUZZ_SECONDS=N]    every harness, N s each (default 60),
#                                 fuzz-elf and fuzz-elf32 among them
#   make fuzz-runner-glob ...     one harness
#   make fuzz-coverage            lines and branches the corpus reaches
# A crash, a hang, a sanitizer report or a broken property fails the
# target; the input is kept in $(O)/fuzz/NAME/artifacts.
# Uses: ELF_SRCS, ELF_HDRS, ELF_CLASS_CFLAGS, ELF_FIXTURES, ELF32_IMAGE
# and the host programs of vdso/elf.mk.
FUZZ_SECONDS ?= 60

# libFuzzer: clang with libclang-rt-14-dev; crashes and hangs fail.
FUZZ_CC ?= clang
FUZZ_CFLAGS ?= -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_ELF_DIR := $(O)/fuzz/elf

$(O)/fuzz/elf_fuzz $(O)/fuzz/elf32_fuzz: fuzz/elf_fuzz.c $(ELF_SRCS) $(ELF_HDRS)
	@VGR_EXTRA_PKGS="clang libclang-rt-14-dev" tools/fetch/deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(ELF_CLASS_CFLAGS) $(VGR_HOST_INC) -o $@ $(filter %.c,$^)

# fuzz-elf: the ELF64 build, seeded with the fixtures, this machine's
# vDSO and its mutants; fuzz-elf32: the ELF32 build, seeded with
# vdso32.so and its mutants.
FUZZ_ELF_ARGS = -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	-rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 corpus seeds
fuzz: fuzz-elf
fuzz-elf: $(O)/fuzz/elf_fuzz $(O)/host/vdso_dump $(O)/host/elf_mutate
	@mkdir -p $(FUZZ_ELF_DIR)/corpus $(FUZZ_ELF_DIR)/seeds
	cp $(ELF_FIXTURES) $(FUZZ_ELF_DIR)/seeds/
	$(O)/host/vdso_dump $(FUZZ_ELF_DIR)/seeds/vdso-live.so
	$(O)/host/elf_mutate $(FUZZ_ELF_DIR)/seeds/vdso-live.so $(FUZZ_ELF_DIR)/seeds
	cd $(FUZZ_ELF_DIR) && ../elf_fuzz $(FUZZ_ELF_ARGS)

ifneq ($(ELF32_IMAGE),)
fuzz: fuzz-elf32
endif
fuzz-elf32: $(O)/fuzz/elf32_fuzz $(O)/host/elf_mutate32 $(ELF32_IMAGE)
	@test -n "$(ELF32_IMAGE)" || { echo "fuzz-elf32: the host compiler makes no 32-bit code here" >&2; exit 2; }
	@mkdir -p $(FUZZ_ELF_DIR)32/corpus $(FUZZ_ELF_DIR)32/seeds
	cp $(ELF32_IMAGE) $(FUZZ_ELF_DIR)32/seeds/
	$(O)/host/elf_mutate32 $(ELF32_IMAGE) $(FUZZ_ELF_DIR)32/seeds
	cd $(FUZZ_ELF_DIR)32 && ../elf32_fuzz $(FUZZ_ELF_ARGS)
FUZZ_RUNNER := runner_glob runner_opts runner_cmdline runner_stream bench_opts
# The sources each harness links: the same files as the freestanding
# programs, built against glibc through tests/sanitize/glibc_shim.h.
FUZZ_EXTRA_runner_glob := runner/glob.c
FUZZ_EXTRA_runner_opts := runner/opts.c runner/glob.c runner/names.c
FUZZ_EXTRA_runner_cmdline := runner/cmdline.c runner/opts.c runner/glob.c \
	runner/names.c
FUZZ_EXTRA_runner_stream := runner/stream.c runner/flat.c
FUZZ_EXTRA_bench_opts := bench/opts.c
$(foreach h,$(FUZZ_RUNNER),$(eval FUZZ_FLAGS_$(h) := -include tests/sanitize/glibc_shim.h))
FUZZ_RUNNER_HDRS := $(wildcard runner/*.h bench/*.h) nolibc/opt_value.h fuzz/fuzz_util.h
FUZZ_SAN_DIR := $(O)/host/fuzz-replay
CHECK_TARGETS += sanitize-check

$(O)/fuzz/%_fuzz: fuzz/%_fuzz.c $(FUZZ_RUNNER_HDRS) $$(FUZZ_EXTRA_$$*)
	@VGR_EXTRA_PKGS="clang libclang-rt-14-dev" tools/fetch/deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_FLAGS_$*) $(VGR_HOST_INC) -o $@ $< $(FUZZ_EXTRA_$*)

# The same harness with gcc's sanitizers and a main() that replays files
# (a harness uses only some of a header's static functions).
$(FUZZ_SAN_DIR)/%: fuzz/%_fuzz.c fuzz/replay.c $(FUZZ_RUNNER_HDRS) $$(FUZZ_EXTRA_$$*)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_CFLAGS) $(FUZZ_FLAGS_$*) -Wno-unused-function \
		$(VGR_HOST_INC) -o $@ $< fuzz/replay.c $(FUZZ_EXTRA_$*)

# fuzz-runner-glob runs $(O)/fuzz/runner_glob_fuzz, and so on.
define fuzz_runner_target
.PHONY: fuzz-$(subst _,-,$(1))
fuzz: fuzz-$(subst _,-,$(1))
fuzz-$(subst _,-,$(1)): $(O)/fuzz/$(1)_fuzz
	fuzz/run-harness $(subst _,-,$(1)) $$< '$$(FUZZ_SECONDS)' $(O)/fuzz/$(1) \
		fuzz/seeds/$(1)
endef
$(foreach h,$(FUZZ_RUNNER),$(eval $(call fuzz_runner_target,$(h))))

# Seeds, and the corpus that make fuzz has grown, under the sanitizers.
.PHONY: sanitize-check sanitize-fuzz-replay
sanitize-check: sanitize-fuzz-replay
sanitize-fuzz-replay: $(addprefix $(FUZZ_SAN_DIR)/,$(FUZZ_RUNNER))
	@for h in $(FUZZ_RUNNER); do \
		$(FUZZ_SAN_DIR)/$$h fuzz/seeds/$$h \
			$$(test -d $(O)/fuzz/$$h/corpus && echo $(O)/fuzz/$$h/corpus) \
			>/dev/null 2>$(FUZZ_SAN_DIR)/$$h.log || \
			{ cat $(FUZZ_SAN_DIR)/$$h.log >&2; \
			  echo "sanitize-check: $$h failed" >&2; exit 1; }; \
		echo "sanitize-check: $$h: $$(ls fuzz/seeds/$$h | wc -l) seeds$$( \
			test -d $(O)/fuzz/$$h/corpus && \
			echo " and $$(ls $(O)/fuzz/$$h/corpus | wc -l) corpus inputs") clean"; \
	done

# make fuzz-coverage: the lines and branches of the code under test that
# the seeds and the corpus of the last make fuzz reach (clang's
# source-based coverage; elf_live.c reads the live vDSO, no input).
FUZZ_COV_FILES_runner_glob := runner/glob.c
FUZZ_COV_FILES_runner_opts := runner/opts.c runner/glob.c
FUZZ_COV_FILES_runner_cmdline := runner/cmdline.c
FUZZ_COV_FILES_runner_stream := runner/stream.c runner/flat.c
FUZZ_COV_FILES_bench_opts := bench/opts.c
.PHONY: fuzz-coverage
fuzz-coverage:
	@$(foreach h,$(FUZZ_RUNNER),fuzz/coverage $(h) $(O)/fuzz/coverage \
		'$(FUZZ_FLAGS_$(h)) fuzz/$(h)_fuzz.c $(FUZZ_EXTRA_$(h))' \
		'$(FUZZ_COV_FILES_$(h))' fuzz/seeds/$(h) \
		$(wildcard $(O)/fuzz/$(h)/corpus) &&) true
	@test ! -d $(O)/fuzz/elf/corpus || fuzz/coverage elf $(O)/fuzz/coverage \
		'fuzz/elf_fuzz.c $(ELF_SRCS)' '$(filter-out vdso/elf_live.c,$(ELF_SRCS))' $(O)/fuzz/elf/corpus \
		$(O)/fuzz/elf/seeds
	@test ! -d $(O)/fuzz/elf32/corpus || fuzz/coverage elf32 $(O)/fuzz/coverage \
		'-DVGR_ELF_BITS=32 fuzz/elf_fuzz.c $(ELF_SRCS)' \
		'$(filter-out vdso/elf_live.c,$(ELF_SRCS))' $(O)/fuzz/elf32/corpus \
		$(O)/fuzz/elf32/seeds
