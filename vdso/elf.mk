# vdso/elf.mk - the vDSO ELF parser: part of libvgr.a, its freestanding
# test program and its host unit tests (ASan/UBSan) with fixtures (its
# libFuzzer harness, make fuzz-elf: fuzz/fuzz.mk). The parser reads the
# native class (vdso/elf.h): the host's builds read ELF64, and a second
# build of the tests and the fuzzer with -DVGR_ELF_BITS=32 reads ELF32
# (the vDSO class of 32-bit architectures), on vdso/host/vdso32.S linked
# here as a 32-bit image of the host's where the host compiler makes
# 32-bit code (VGR_HOST_M32: its record's host_m32).
ELF_SRCS := vdso/elf.c vdso/elf_chains.c vdso/elf_lookup.c vdso/elf_live.c vdso/elf_relocs.c \
	vdso/elf_unwind.c vdso/elf_sections.c
ELF_HDRS := vdso/elf.h vdso/elf_internal.h $(VGR_HOST_ARCH_HDRS)
LIB_OBJS += $(patsubst %.c,$(O)/%.o,$(ELF_SRCS))
HOST_TOOLS += $(O)/host/vdso_dump $(O)/host/elf_mutate
CHECK_TARGETS += elf-host-tests

$(patsubst %.c,$(O)/%.o,$(ELF_SRCS)): $(ELF_HDRS)
$(O)/tests/vdso_parse: $(ELF_HDRS) tests/lib/procmaps.h tests/lib/known_divergence.h

# Host builds: the parser compiled with glibc, with the sanitizers.
ELF_MUTANTS := vdso/host/elf_mutants.c vdso/host/elf_mutants.h \
	vdso/host/image_file.c vdso/host/image_file.h
ELF_FIXTURES := $(sort $(wildcard vdso/host/fixtures/vdso-*.so))

# The ELF32 builds, and their image: ELF32_IMAGE is empty where the host
# compiler makes no 32-bit code.
ELF32_M32 := $(VGR_HOST_M32)
ELF32_IMAGE := $(if $(ELF32_M32),$(O)/host/vdso32.so)
$(O)/host/elf_test32 $(O)/host/elf_mutate32 $(O)/fuzz/elf32_fuzz: \
	ELF_CLASS_CFLAGS := -DVGR_ELF_BITS=32

$(O)/host/vdso32.so: vdso/host/vdso32.S vdso/host/vdso32.lds
	@mkdir -p $(dir $@)
	$(HOST_CC) $(ELF32_M32) -nostdlib -shared -Wl,-T,vdso/host/vdso32.lds \
		-Wl,--hash-style=both -Wl,-soname=linux-vdso.so.1 -Wl,-z,now -Wl,--eh-frame-hdr \
		-Wl,--build-id=none -o $@ vdso/host/vdso32.S

$(O)/host/elf_test $(O)/host/elf_test32: vdso/host/elf_test.c $(ELF_MUTANTS) \
		$(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_CFLAGS) $(ELF_CLASS_CFLAGS) $(VGR_HOST_INC) -o $@ \
		$(filter %.c,$^) -ldl

$(O)/host/vdso_dump: vdso/host/vdso_dump.c $(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(VGR_HOST_INC) -o $@ $(filter %.c,$^)

$(O)/host/elf_mutate $(O)/host/elf_mutate32: vdso/host/elf_mutate.c \
		$(ELF_MUTANTS) $(ELF_SRCS) $(ELF_HDRS)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(ELF_CLASS_CFLAGS) $(VGR_HOST_INC) -o $@ $(filter %.c,$^)

# The committed fixtures, a dump of this machine's vDSO made now and the
# ELF32 image, each build given all: it tests those of its class and
# checks that it refuses the others (VGR_ELF_ECLASS). A hang (an endless
# chain walk) fails after ELF_TEST_TIMEOUT seconds.
ELF_TEST_TIMEOUT ?= 600
ELF_TEST_IMAGES = $(ELF_FIXTURES) $(O)/host/vdso-live.so $(ELF32_IMAGE)
.PHONY: elf-host-tests elf-fixture fuzz fuzz-elf fuzz-elf32
elf-host-tests: $(O)/host/elf_test $(O)/host/vdso_dump \
		$(if $(ELF32_IMAGE),$(O)/host/elf_test32 $(ELF32_IMAGE))
	$(O)/host/vdso_dump $(O)/host/vdso-live.so
	timeout $(ELF_TEST_TIMEOUT) $(O)/host/elf_test $(ELF_TEST_IMAGES)
	$(if $(ELF32_IMAGE),timeout $(ELF_TEST_TIMEOUT) $(O)/host/elf_test32 \
		$(ELF_TEST_IMAGES),@echo "elf-host-tests: no ELF32 build: \
		the host compiler makes no 32-bit code here")

# Adds (or refreshes) the fixture of the running kernel's vDSO.
elf-fixture: $(O)/host/vdso_dump
	$(O)/host/vdso_dump vdso/host/fixtures/vdso-$(shell uname -r).so
