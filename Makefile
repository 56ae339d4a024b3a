# SPDX-License-Identifier: GPL-2.0
# Makefile - builds vgetrandom-suite into $(O) and runs it.
#
# Each part adds its own rules in a <dir>/*.mk fragment; this file holds
# the toolchain, the flags of the freestanding (nolibc) programs and the
# user-facing targets. See README.md for the targets.

# Under tools/testing/selftests/<name> of a kernel tree (see
# make kselftest-embed), the kselftest lib.mk conventions apply: that
# tree's nolibc and harness, and OUTPUT instead of O.
KSELFTEST := $(if $(wildcard $(CURDIR)/../lib.mk),$(if $(wildcard $(CURDIR)/../kselftest_harness.h),1))
ifeq ($(KSELFTEST),1)
KSRC := $(abspath $(CURDIR)/../../../..)
UAPI_DIR := $(if $(wildcard $(KSRC)/usr/include/linux),$(KSRC)/usr/include)
endif
# The suite alone, as make kselftest-embed copies it (KSFT_SUITE_FILES):
# no tools/, hence none of the project's own parts and nothing that
# installs (make deps only checks).
VGR_EMBEDDED := $(if $(wildcard tools/lib),,1)

# The architecture built for: the machine's own by default, or ARCH= one
# of arch/ (or another spelling of it: the kernel's, uname -m's), a cross
# build with Debian's cross compiler (or CROSS_COMPILE's) into build/ARCH,
# run under qemu-user or QEMU (make qemu). Each architecture's facts are
# its record, arch/NAME/arch.conf, read by arch/load.mk.
include arch/load.mk
# The cross compiler's Debian packages, where Debian 12 has them; an
# architecture without gets its compiler from its record's toolchain_fetch.
VGR_CROSS_PKGS = gcc-$(VGR_TRIPLET) linux-libc-dev-$(VGR_$(ARCH)_debian)-cross
# The architecture the compiler $(1) builds for (its -dumpmachine), empty
# while it is not installed.
vgr_cc_arch = $(call vgr_triplet_arch,$(firstword $(subst -, ,$(shell $(1) -dumpmachine 2>/dev/null))))
# A kernel's ARCH= that several records share (their kernel_arch) is
# either of them: CROSS_COMPILE's compiler says which (or its name, before
# it is installed); without one, the record whose names hold it.
vgr_shared_karch = $(if $(filter-out 0 1,$(words $(foreach a,$(VGR_ARCHS),$(filter $(1),$(VGR_$(a)_kernel_arch))))),$(1))
vgr_arch_of_karch = $(if $(and $(CROSS_COMPILE),$(call vgr_shared_karch,$(1))),$(or \
	$(call vgr_cc_arch,$(CROSS_COMPILE)gcc),$(call vgr_triplet_arch,$(firstword \
	$(subst -, ,$(notdir $(CROSS_COMPILE)))))),$(call vgr_arch_name,$(1)))
VGR_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/vgetrandom-suite
export VGR_CACHE
HOST_ARCH := $(call vgr_arch_name,$(shell uname -m))
# The architecture the checks cross-build for, as tools/lib/lib.sh's
# vgr_cross_arch: the first of arch/ other than the host's with a Debian
# cross compiler.
VGR_CROSS_ARCH := $(firstword $(filter-out $(HOST_ARCH),$(foreach a,$(VGR_ARCHS),\
	$(if $(VGR_$(a)_toolchain_fetch),,$(a)))))
ARCH ?= $(HOST_ARCH)
override ARCH := $(call vgr_arch_of_karch,$(ARCH))
$(if $(VGR_$(ARCH)_triplet),,$(error ARCH=$(ARCH): not one of $(VGR_ARCHS)))
VGR_TRIPLET := $(VGR_$(ARCH)_triplet)
HOST_CC := $(or $(HOST_CC),$(if $(filter default,$(origin CC)),gcc,$(CC)))
# The host compiler's flag for 32-bit code on a 64-bit host, where it
# links 32-bit programs with no 32-bit libraries (vdso/elf.mk's ELF32
# image); none elsewhere.
VGR_HOST_M32 := $(VGR_$(HOST_ARCH)_host_m32)
# As a kselftest: OUTPUT (lib.mk's) holds one folder per architecture,
# so that a build for one never reuses or installs another's objects.
ifeq ($(KSELFTEST),1)
OUTPUT ?= $(CURDIR)
override O := $(OUTPUT)/$(ARCH)
endif
ifneq ($(ARCH),$(HOST_ARCH))
ifneq ($(and $(filter undefined,$(origin CROSS_COMPILE)),$(VGR_$(ARCH)_toolchain_fetch)),)
# Its compiler is unpacked into the cache by make deps (first use), and
# the uapi headers of its linux-libc-dev with it.
VGR_TOOLCHAIN_FETCH := arch/$(ARCH)/$(VGR_$(ARCH)_toolchain_fetch)
CROSS_COMPILE := $(VGR_CACHE)/toolchain-$(ARCH)/bin/$(VGR_TRIPLET)-
VGR_CROSS_ROOT := $(VGR_CACHE)/toolchain-$(ARCH)/root
else
export VGR_EXTRA_PKGS += $(VGR_CROSS_PKGS)
endif
CROSS_COMPILE ?= $(VGR_TRIPLET)-
CC := $(CROSS_COMPILE)gcc
O ?= build/$(if $(LLVM),clang/)$(ARCH)
export VGR_EXTRA_PKGS += $(VGR_$(ARCH)_qemu_pkgs)
endif
# LLVM=1 builds the suite with clang (its --target the architecture's
# triplet), lld and the LLVM binutils, as the kernel's lib.mk does with
# LLVM=1, LLVM=-VERSION or LLVM=PREFIX/. In the project, LLVM=1 means its
# own LLVM (tools/fetch/fetch-llvm, installed by make deps); GCC's libgcc
# (the cross compiler's) still gives the few helpers the programs call.
# Its programs go to their own folder, beside GCC's.
ifneq ($(LLVM),)
VGR_LLVM_SUFFIX := $(if $(filter %/,$(LLVM)),,$(if $(filter -%,$(LLVM)),$(LLVM),$(if \
	$(VGR_EMBEDDED),,$(shell tools/fetch/fetch-llvm -n))))
VGR_LLVM_PREFIX := $(filter %/,$(LLVM))
ifeq ($(VGR_EMBEDDED)$(VGR_LLVM_PREFIX),)
export VGR_EXTRA_PKGS += $(shell tools/fetch/fetch-llvm -p)
endif
# (A compiler unpacked into the cache names its libgcc.a where Debian
# installs it: under VGR_CROSS_ROOT here.)
VGR_LIBGCC_PATH = $(shell $(CROSS_COMPILE)gcc -print-libgcc-file-name 2>/dev/null)
VGR_LIBGCC = $(firstword $(wildcard $(VGR_LIBGCC_PATH) $(VGR_CROSS_ROOT)$(VGR_LIBGCC_PATH)))
CC := $(VGR_LLVM_PREFIX)clang$(VGR_LLVM_SUFFIX) --target=$(VGR_TRIPLET) -fintegrated-as
AR := $(VGR_LLVM_PREFIX)llvm-ar$(VGR_LLVM_SUFFIX)
OBJCOPY := $(VGR_LLVM_PREFIX)llvm-objcopy$(VGR_LLVM_SUFFIX)
O ?= build/clang
endif
# The uapi headers of that architecture, as Debian installs them.
VGR_UAPI_ASM := $(if $(filter $(ARCH),$(HOST_ARCH)),/usr/include/$(VGR_TRIPLET)/asm,$(VGR_CROSS_ROOT)/usr/$(VGR_TRIPLET)/include/asm)
VGR_UAPI_ROOT := $(if $(filter $(ARCH),$(HOST_ARCH)),/usr/include,$(VGR_CROSS_ROOT)/usr/$(VGR_TRIPLET)/include)

O ?= build

# `make` builds everything, also where a rule comes before all's (a cross
# build's $(VGR_EXEC) just below).
.DEFAULT_GOAL := all

# A cross build's programs run here under $(VGR_EXEC), bookworm-backports'
# qemu-user that tools/fetch/fetch-qemu-user puts in the cache (empty for a
# native build): a target that runs them lists it as a prerequisite.
ifneq ($(ARCH),$(HOST_ARCH))
VGR_EXEC := $(VGR_CACHE)/qemu-user/$(VGR_$(ARCH)_qemu_user)
$(VGR_EXEC): | deps
	@tools/fetch/fetch-qemu-user >/dev/null
endif

# The kernel's nolibc and kselftest headers: a kernel tree given with
# KSRC= or NOLIBC_DIR=, else the parts of Debian's linux-source-7.x that
# tools/fetch/fetch-ksrc extracts into the cache.
ifneq ($(KSRC)$(NOLIBC_DIR),)
export KSRC_GIVEN := 1
endif
KSRC ?= $(VGR_CACHE)/ksrc
NOLIBC_DIR ?= $(KSRC)/tools/include/nolibc
KSFT_DIR ?= $(KSRC)/tools/testing/selftests
# uapi headers: Debian's linux-libc-dev unless a header tree is given.
UAPI_DIR := $(or $(UAPI_DIR),$(O)/uapi)

# make check builds with -Werror, so that a warning fails it; WERROR=
# turns that off, WERROR=-Werror turns it on for any target.
ifneq ($(filter check check-all,$(MAKECMDGOALS)),)
WERROR ?= -Werror
export WERROR
endif
# The steps that have a short and a long form (more rows, architectures,
# jobs or ABIs) take the long one when CHECK_LONG=1: make check-all, what
# CI runs, sets it; make check and a step made alone take the short one.
ifneq ($(filter check-all,$(MAKECMDGOALS)),)
CHECK_LONG ?= 1
endif
export CHECK_LONG
ifneq ($(filter-out 1,$(CHECK_LONG)),)
$(error CHECK_LONG=$(CHECK_LONG): give 1 (the long form) or nothing)
endif

CC ?= gcc
HOST_CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11 $(WERROR)
SAN_CFLAGS ?= -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# The architecture's C pieces, arch/ARCH/vgr_*.h, are included by those
# fixed names: -Iarch/$(ARCH) of the freestanding programs, and of the
# host's builds (VGR_HOST_INC) -Iarch/$(HOST_ARCH).
CFLAGS_FREESTANDING := -std=gnu11 -O2 -g -Wall -Wextra -Wno-unused-parameter \
	-static -nostdlib -nostdinc -ffreestanding -fno-pie \
	-fno-asynchronous-unwind-tables -fno-stack-protector \
	-include nolibc.h -I$(NOLIBC_DIR) -I$(UAPI_DIR) -I$(KSFT_DIR) -I. \
	-Iarch/$(ARCH) $(VGR_$(ARCH)_cflags) $(if $(LLVM),$(VGR_$(ARCH)_clang_cflags)) $(WERROR) \
	$(EXTRA_CFLAGS)
VGR_HOST_INC := -I. -Iarch/$(HOST_ARCH)
VGR_HOST_ARCH_HDRS := $(wildcard arch/$(HOST_ARCH)/*.h)
# (clang's -static needs no -no-pie, and says so; its libgcc.a is looked
# up at link time, when make deps has installed the cross compiler.)
LDFLAGS_FREESTANDING = -T linker.ld -Wl,--build-id=none \
	$(if $(LLVM),-fuse-ld=lld $(or $(VGR_LIBGCC),-lgcc),-no-pie -lgcc)

# Filled in by the *.mk fragments.
LIB_OBJS :=
CHECK_TARGETS :=
CHECK_FAST_TARGETS :=
CHECK_ALL_TARGETS :=
CHECK_PREP =
HOST_TOOLS :=

.PHONY: all deps run check check-all clean

# make -s print-VAR prints one of the variables above (tools/bisect/bisect-run
# asks for VGR_TRIPLET and HOST_ARCH).
print-%:
	@echo '$($*)'

.SECONDEXPANSION:
all:

ifeq ($(VGR_EMBEDDED),1)
deps:
	@command -v $(CC) >/dev/null || { echo "deps: no compiler $(CC) for $(ARCH):" \
		"install it, or give its prefix with CROSS_COMPILE=" >&2; exit 2; }
	@test -d $(VGR_UAPI_ASM) || { echo "deps: no uapi headers of $(ARCH) in $(VGR_UAPI_ASM)" \
		"(Debian's linux-libc-dev$(if $(filter-out $(HOST_ARCH),$(ARCH)),-$(VGR_$(ARCH)_debian)-cross)," \
		"or make headers_install in the kernel tree)" >&2; exit 2; }
else
deps:
	@tools/fetch/deps
	$(if $(VGR_TOOLCHAIN_FETCH),@$(VGR_TOOLCHAIN_FETCH) >/dev/null)
endif

$(O)/uapi/.stamp: | deps
	@mkdir -p $(O)/uapi
	@ln -sfn $(VGR_UAPI_ROOT)/linux $(O)/uapi/linux
	@ln -sfn $(VGR_UAPI_ROOT)/asm-generic $(O)/uapi/asm-generic
	@ln -sfn $(VGR_UAPI_ASM) $(O)/uapi/asm
	@touch $@

ifneq ($(UAPI_DIR),$(O)/uapi)
$(UAPI_DIR)/.stamp: | deps
	@touch $@
endif

# Every object and program depends on every header of the project.
VGR_HDRS := $(wildcard */*.h */*/*.h)

$(O)/%.o: %.c linker.ld $(VGR_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -c -o $@ $<

$(O)/%.o: %.S | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -c -o $@ $<

$(O)/libvgr.a: $$(LIB_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# A freestanding program: DIR/NAME.c linked with the objects OBJS_NAME
# and the project's library, for each folder that holds programs.
define freestanding_prog_rule
$(O)/$(1)/%: $(1)/%.c $(O)/libvgr.a linker.ld $(VGR_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $$(dir $$@)
	$$(CC) $$(CFLAGS_FREESTANDING) $$(CFLAGS_$$*) -o $$@ $$< $$(OBJS_$$*) $(O)/libvgr.a \
		$$(LDFLAGS_FREESTANDING)
endef
$(foreach d,tests runner bench model,$(eval $(call freestanding_prog_rule,$(d))))

# The suite: every tests/NAME.c is one test program. A new test is one
# new file there; its extra objects and flags, if any, go in its part's
# fragment as OBJS_NAME and CFLAGS_NAME (see chacha/chacha.mk).
TEST_PROGS := $(patsubst %.c,$(O)/%,$(sort $(wildcard tests/*.c)))
# The helpers the test programs share (tests/lib), part of libvgr.a.
LIB_OBJS += $(O)/tests/lib/procmaps.o $(O)/tests/lib/fke.o \
	$(O)/tests/lib/chacha_trace.o $(O)/tests/lib/deadline.o

# The parts, in this order: the suite's (what its test programs need,
# all of a kselftest embedding), then the project's own (the runner, the
# bench, the sanitizer and fuzzing builds) and the host tools' (tools/),
# both absent from a kselftest embedding. A part may use what the
# Makefile and the parts before it define, and names what it uses in its
# header's "Uses:" line; no part reads a later one's variables. Every
# fragment of the tree is listed here.
VGR_SUITE_PARTS := vdso/abi.mk vdso/elf.mk vdso/regs/regs.mk impl/impl.mk \
	chacha/chacha.mk model/model.mk
VGR_PROJECT_PARTS := runner/runner.mk kcode/kcode.mk bench/bench.mk tests/sanitize/sanitize.mk fuzz/fuzz.mk
VGR_TOOL_PARTS := tools/boot/boot.mk tools/matrix/matrix.mk tools/kernel/kernel.mk \
	tools/lava/lava.mk tools/lava/lava-server.mk tools/kselftest/kselftest.mk \
	tools/providers/providers.mk tools/mutants/mutants.mk tools/check/check.mk
VGR_PARTS := $(VGR_SUITE_PARTS) $(if $(VGR_EMBEDDED),,$(VGR_PROJECT_PARTS) $(VGR_TOOL_PARTS))
VGR_UNLISTED := $(filter-out arch/load.mk $(VGR_PARTS),$(wildcard */*.mk */*/*.mk))
$(if $(VGR_UNLISTED),$(error $(VGR_UNLISTED): not in the Makefile's VGR_SUITE_PARTS, \
	VGR_PROJECT_PARTS or VGR_TOOL_PARTS))
include $(VGR_PARTS)

# The programs: the tests, and the host's tools (not in an embedding,
# whose tests need none of them).
VGR_TESTS := $(TEST_PROGS)
all: $(VGR_TESTS) $(if $(VGR_EMBEDDED),,$(HOST_TOOLS))

# The suite on the running kernel: KTAP on stdout, exit 0 when all pass.
run: $(VGR_TESTS) $(O)/runner/runner
	$(O)/runner/runner $(RUN_ARGS) $(VGR_TESTS)

# make check: every step of CHECK_TARGETS, and the suite itself (run),
# CHECK_JOBS at a time (the machine's cores; tools/check/check-steps: a table
# of each step's wall and CPU time at the end), after what they share
# (CHECK_PREP) is built, as many jobs of make at a time as the machine
# has cores. Some steps have two forms: make check runs the short ones
# (CHECK_FAST_TARGETS, and CHECK_LONG empty), make check-all, what CI
# runs, the long ones (CHECK_ALL_TARGETS: every mutant on every program;
# CHECK_LONG=1: every row, architecture and job of the others).
CHECK_JOBS ?= $(shell nproc)
CHECK_PREP += $(VGR_TESTS) $(HOST_TOOLS) $(O)/runner/runner
.PHONY: check-prep
check-prep: $$(CHECK_PREP)
check check-all:
	+@$(MAKE) --no-print-directory -j$(shell nproc) check-prep
	+@CHECK_PREPARED=1 tools/check/check-steps -j $(CHECK_JOBS) -o $(O)/$@ $(CHECK_TARGETS) \
		$(if $(filter check-all,$@),$(CHECK_ALL_TARGETS),$(CHECK_FAST_TARGETS)) run

ifeq ($(KSELFTEST),1)
# lib.mk's TEST_PROGS are scripts it runs as they are: ours are built.
# Its clean removes every architecture's folder; its install carries the
# settings file (runner.sh's timeout of each program).
TEST_PROGS :=
TEST_GEN_PROGS := $(patsubst $(OUTPUT)/%,%,$(VGR_TESTS))
TEST_FILES := settings
EXTRA_CLEAN := $(addprefix $(OUTPUT)/,$(VGR_ARCHS))
include ../lib.mk
else
clean:
	rm -rf $(O)
endif

# The compiler must build for ARCH: never objects of one architecture in
# another's folder (a compiler not installed yet is checked once it is).
VGR_CC_ARCH := $(call vgr_cc_arch,$(CC))
ifneq ($(filter-out $(ARCH),$(VGR_CC_ARCH)),)
$(error ARCH=$(ARCH), but CC=$(CC) builds for $(VGR_CC_ARCH): give ARCH= and CROSS_COMPILE= of one architecture)
endif
