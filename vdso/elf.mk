# vdso/elf.mk - the vDSO ELF parser: part of libvgr.a, its freestanding
# test program, its host unit tests (ASan/UBSan) with fixtures, and its
# libFuzzer harness (make fuzz-elf FUZZ_SECONDS=N).
ELF_SRCS := vdso/elf.c vdso/elf_chains.c vdso/elf_lookup.c vdso/elf_live.c
ELF_HDRS := vdso/elf.h vdso/elf_internal.h
LIB_OBJS += $(patsubst %.c,$(O)/%.o,$(ELF_SRCS))
HOST_TOOLS += $(O)/host/vdso_dump $(O)/host/elf_mutate
CHECK_TARGETS += elf-host-tests

$(patsubst %.c,$(O)/%.o,$(ELF_SRCS)): $(ELF_HDRS)
$(O)/tests/vdso_parse: $(ELF_HDRS) tests/lib/procmaps.h

# Host builds: the parser compiled with glibc, with the sanitizers.
ELF_MUTANTS := vdso/host/elf_mutants.c vdso/host/elf_mutants.h \
	vdso/host/image_file.c vdso/host/image_file.h
ELF_FIXTURES := $(sort $(wildcard vdso/host/fixtures/vdso-*.so))

$(O)/host/elf_test: vdso/host/elf_test.c $(ELF_MUTANTS) $(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_CFLAGS) -I. -o $@ $(filter %.c,$^) -ldl

$(O)/host/vdso_dump: vdso/host/vdso_dump.c $(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -I. -o $@ $(filter %.c,$^)

$(O)/host/elf_mutate: vdso/host/elf_mutate.c $(ELF_MUTANTS) $(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -I. -o $@ $(filter %.c,$^)

# The committed fixtures and a dump of this machine's vDSO made now; a
# hang (an endless chain walk) fails after ELF_TEST_TIMEOUT seconds.
ELF_TEST_TIMEOUT ?= 600
.PHONY: elf-host-tests elf-fixture fuzz fuzz-elf
elf-host-tests: $(O)/host/elf_test $(O)/host/vdso_dump
	$(O)/host/vdso_dump $(O)/host/vdso-live.so
	timeout $(ELF_TEST_TIMEOUT) $(O)/host/elf_test $(ELF_FIXTURES) \
		$(O)/host/vdso-live.so

# Adds (or refreshes) the fixture of the running kernel's vDSO.
elf-fixture: $(O)/host/vdso_dump
	$(O)/host/vdso_dump vdso/host/fixtures/vdso-$(shell uname -r).so

# libFuzzer: clang with libclang-rt-14-dev; crashes and hangs fail.
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_CFLAGS ?= -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_ELF_DIR := $(O)/fuzz/elf

$(O)/fuzz/elf_fuzz: fuzz/elf_fuzz.c $(ELF_SRCS) $(ELF_HDRS)
	@VGR_EXTRA_PKGS="clang libclang-rt-14-dev" scripts/deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -I. -o $@ $(filter %.c,$^)

fuzz: fuzz-elf
fuzz-elf: $(O)/fuzz/elf_fuzz $(O)/host/vdso_dump $(O)/host/elf_mutate
	@mkdir -p $(FUZZ_ELF_DIR)/corpus $(FUZZ_ELF_DIR)/seeds
	cp $(ELF_FIXTURES) $(FUZZ_ELF_DIR)/seeds/
	$(O)/host/vdso_dump $(FUZZ_ELF_DIR)/seeds/vdso-live.so
	$(O)/host/elf_mutate $(FUZZ_ELF_DIR)/seeds/vdso-live.so $(FUZZ_ELF_DIR)/seeds
	cd $(FUZZ_ELF_DIR) && ../elf_fuzz -max_total_time=$(FUZZ_SECONDS) \
		-timeout=10 -rss_limit_mb=2048 -max_len=16384 \
		-print_final_stats=1 corpus seeds
