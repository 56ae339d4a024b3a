# kcode/kcode.mk - VGR_IMPL=kcode: the kernel's own lib/vdso/getrandom.c
# of a release (KCODE_RELEASE, which tools/fetch/fetch-kcode extracts
# from Debian's linux-source into the cache) built for userspace with
# kcode/shim's headers and the same tree's vgetrandom-chacha.S, and the
# test programs linked with it. Native builds only (the host runs them).
# Uses: VGR_CACHE, HOST_ARCH, TEST_PROGS, CFLAGS_FREESTANDING,
# LDFLAGS_FREESTANDING (Makefile); CHACHA_* (chacha/chacha.mk);
# RUNNER_OBJS (runner/runner.mk).
#
#   make kcode [KCODE_RELEASE=6.12]   the suite against the kernel's C
#   make kcode-mutant KCODE_SRC=FILE KCODE_OUT=DIR KCODE_PROGS="NAME..."
#                                     one mutant's programs (tools/mutants)
KCODE_RELEASE ?= 7.x
KCODE_DIR = $(VGR_CACHE)/kcode/$(KCODE_RELEASE)
KCODE_SRC ?= $(KCODE_DIR)/lib/vdso/getrandom.c
KCODE_O := $(O)/kcode/$(KCODE_RELEASE)
KCODE_OUT ?= $(KCODE_O)
KCODE_PROGS ?= $(notdir $(TEST_PROGS))
# The page size the code is built for: the machine's.
KCODE_PAGE_SHIFT := $(shell getconf PAGESIZE | awk '{ print int(log($$1) / log(2) + 0.5) }')
KCODE_CFLAGS = -Ikcode/shim -I$(KCODE_DIR)/include -DCONFIG_PAGE_SHIFT=$(KCODE_PAGE_SHIFT) \
	-DVGR_KCODE_RELEASE='"$(KCODE_RELEASE)"'
KCODE_HDRS := kcode/kernel.h impl/impl.h $(wildcard kcode/shim/*/*.h kcode/shim/*/*/*.h) \
	model/internal.h model/model.h
.PHONY: kcode kcode-mutant kcode-fetch

ifeq ($(ARCH),$(HOST_ARCH))
$(KCODE_DIR)/.complete:
	tools/fetch/fetch-kcode $(KCODE_RELEASE) >/dev/null

kcode-fetch: $(KCODE_DIR)/.complete

# The tree's block function (as chacha.mk assembles a kernel's).
$(KCODE_O)/chacha.o: $(KCODE_DIR)/.complete $(CHACHA_SHIMS)
	@mkdir -p $(dir $@)
	$(call chacha_kernel_as,$@,$(KCODE_DIR)/arch/$(ARCH)/vgetrandom-chacha.S)

$(KCODE_OUT)/kcode.o: kcode/kcode.c $(KCODE_SRC) $(KCODE_HDRS) $(KCODE_DIR)/.complete \
		| $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(KCODE_CFLAGS) $(CFLAGS_FREESTANDING) -DVGR_KCODE_SRC='"$(abspath $(KCODE_SRC))"' \
		-c -o $@ $<

# Each test program's object, once for every release and mutant.
$(O)/kcode/tests/%.o: tests/%.c linker.ld $(VGR_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) $(CFLAGS_$*) -c -o $@ $<

$(KCODE_OUT)/tests/%: $(O)/kcode/tests/%.o $(KCODE_OUT)/kcode.o $(KCODE_O)/chacha.o \
		$(O)/libvgr.a linker.ld
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -o $@ $< $(OBJS_$*) $(KCODE_OUT)/kcode.o \
		$(KCODE_O)/chacha.o $(O)/libvgr.a $(LDFLAGS_FREESTANDING)

# (The objects are kept: every mutant links them again.)
.SECONDARY: $(patsubst %,$(O)/kcode/tests/%.o,$(notdir $(TEST_PROGS)))

KCODE_TESTS = $(addprefix $(KCODE_OUT)/tests/,$(KCODE_PROGS))
kcode-mutant: $$(KCODE_TESTS)

# The runner with the kernel's C linked in, which it names in its
# header (its detection calls the implementation under test).
$(KCODE_O)/runner: runner/runner.c $(RUNNER_OBJS) $(KCODE_O)/kcode.o $(KCODE_O)/chacha.o \
		$(O)/libvgr.a linker.ld
	$(CC) $(CFLAGS_FREESTANDING) -o $@ $< $(RUNNER_OBJS) $(KCODE_O)/kcode.o \
		$(KCODE_O)/chacha.o $(O)/libvgr.a $(LDFLAGS_FREESTANDING)

# The suite against the kernel's C of KCODE_RELEASE, through the runner.
kcode: $(addprefix $(KCODE_O)/tests/,$(notdir $(TEST_PROGS))) $(KCODE_O)/runner
	VGR_IMPL=kcode $(KCODE_O)/runner $(RUN_ARGS) $(addprefix $(KCODE_O)/tests/,$(notdir $(TEST_PROGS)))
else
kcode kcode-fetch kcode-mutant:
	@echo "$@: the kernel's C is built for the machine's own architecture (ARCH=$(HOST_ARCH))" >&2
	@exit 2
endif
