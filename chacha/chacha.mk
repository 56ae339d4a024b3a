# chacha/chacha.mk - the ChaCha20 block functions of libvgr.a (the
# architecture's own nostack code, or CHACHA_SRC's, and the C
# reference), the libsodium vectors and the freestanding tests that
# include them, the fault variants and their check, the host check and the
# benchmark.
#
#   make CHACHA_SRC=path/vgetrandom-chacha.S   test a kernel's code instead
#   make chacha-vectors [CHACHA_SEED=<64 hex>] make chacha/vectors-data.h again

CHACHA_FAULTS := rotation counter carry zeroize stack overrun
CHACHA_TESTS := chacha_vectors chacha_nostack
CHACHA_HDRS := chacha/chacha.h chacha/vectors.h chacha/vectors-data.h chacha/testlib.h \
	chacha/faults.h
CHACHA_ASFLAGS := -g -nostdinc -D__ASSEMBLY__ -I. -Wa,--noexecstack
CHACHA_SODIUM := -lsodium
CHACHA_HOST := $(O)/chacha/host
OBJCOPY ?= $(CROSS_COMPILE)objcopy

LIB_OBJS += $(O)/chacha/ref.o $(O)/chacha/impl.o
HOST_TOOLS += $(O)/chacha/gen-vectors
CHECK_TARGETS += chacha-host-check chacha-vectors-check chacha-objcheck chacha-faults \
	chacha-arches
.PHONY: chacha-host-check chacha-vectors chacha-vectors-check chacha-objcheck chacha-faults \
	chacha-kernel chacha-arches bench-chacha chacha-impl-force

$(O)/chacha/ref.o: $(CHACHA_HDRS)

# The architecture's own block function, where it has one
# (arch/ARCH/chacha-nostack.S), and its copies with one planted bug each
# (faults.h); also its check of the object code (chacha-objcheck) and
# its benchmark (chacha-bench.c), where it has them.
CHACHA_NOSTACK := $(wildcard arch/$(ARCH)/chacha-nostack.S)
CHACHA_OBJCHECK := $(wildcard arch/$(ARCH)/chacha-objcheck)
CHACHA_BENCH := $(wildcard arch/$(ARCH)/chacha-bench.c)
ifneq ($(CHACHA_NOSTACK),)
$(O)/chacha/nostack.o: $(CHACHA_NOSTACK)
	@mkdir -p $(dir $@)
	$(CC) $(CHACHA_ASFLAGS) -c -o $@ $<

$(O)/chacha/nostack-fault-%.o: $(CHACHA_NOSTACK)
	@mkdir -p $(dir $@)
	$(CC) $(CHACHA_ASFLAGS) -DVGR_CHACHA_FAULT_$(shell echo $* | tr a-z- A-Z_) \
		-DVGR_CHACHA_SYM=vgr_chacha20_blocks_nostack_fault_$* -c -o $@ $<
else
# Without one: the library's block function and the model's fault
# variants (rotation, counter) are the C reference under those names.
$(O)/chacha/nostack.o: chacha/ref.c $(CHACHA_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -DVGR_CHACHA_REF_SYM=vgr_chacha20_blocks_nostack \
		-c -o $@ $<

$(O)/chacha/nostack-fault-%.o: chacha/ref.c $(CHACHA_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -DVGR_CHACHA_FAULT_$(shell echo $* | tr a-z- A-Z_) \
		-DVGR_CHACHA_REF_SYM=vgr_chacha20_blocks_nostack_fault_$* -c -o $@ $<

# chacha_nostack tests the architecture's own code or a kernel's code
# (CHACHA_SRC): not the C reference standing in for them.
ifeq ($(CHACHA_SRC),)
TEST_PROGS := $(filter-out $(O)/tests/chacha_nostack,$(TEST_PROGS))
endif
endif

# A kernel's vgetrandom-chacha.S, assembled with the shims that stand in
# for the kernel headers it includes: those of the chacha-shim/ folders
# of the architectures its record's chacha_shim names (first wins), then
# chacha/shim's; -ext.o binds its symbol to ours. Where the record has
# chacha_variants, CHACHA_VARIANT (its first by default) is one of them,
# for a `%` in its chacha_asflags (a -march=, say, which chooses a side
# of each ALTERNATIVE).
CHACHA_VARIANT ?= $(firstword $(VGR_$(ARCH)_chacha_variants))
CHACHA_KERNEL_ASFLAGS := $(subst %,$(CHACHA_VARIANT),$(VGR_$(ARCH)_chacha_asflags))
CHACHA_SHIM_DIRS := $(patsubst %,arch/%/chacha-shim,$(VGR_$(ARCH)_chacha_shim)) chacha/shim
CHACHA_SHIMS := $(wildcard $(addsuffix /*/*.h,$(CHACHA_SHIM_DIRS)))
# $(call chacha_kernel_as,OUT,SRC): a kernel's vgetrandom-chacha.S SRC
# assembled into OUT with those shims (kcode/kcode.mk's too).
chacha_kernel_as = $(CC) $(CHACHA_ASFLAGS) $(addprefix -I,$(CHACHA_SHIM_DIRS)) \
	$(CHACHA_KERNEL_ASFLAGS) -c -o $(1) $(2)
$(O)/chacha/nostack-ext-raw.o: $(CHACHA_SRC) $(CHACHA_SHIMS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(call chacha_kernel_as,$@,$(CHACHA_SRC))

$(O)/chacha/nostack-ext.o: $(O)/chacha/nostack-ext-raw.o
	$(OBJCOPY) --redefine-sym __arch_chacha20_blocks_nostack=vgr_chacha20_blocks_nostack $< $@

# impl.o, the library's vgr_chacha20_blocks_nostack, is a copy of one of
# the two; impl.src names which, and changes only when CHACHA_SRC does.
CHACHA_IMPL := $(if $(CHACHA_SRC),$(O)/chacha/nostack-ext.o,$(O)/chacha/nostack.o)

# A file whose text is $(1) and that changes only when $(1) does.
define chacha_value_file
	@mkdir -p $(dir $@)
	@echo '$(1)' | cmp -s - $@ || echo '$(1)' >$@
endef

$(O)/chacha/impl.src: chacha-impl-force
	$(call chacha_value_file,$(CHACHA_IMPL) $(CHACHA_SRC))

$(O)/chacha/impl.o: $(CHACHA_IMPL) $(O)/chacha/impl.src
	cp $(CHACHA_IMPL) $@

# The libsodium vectors: chacha/vectors-data.h, data the tests include
# (so that neither they nor a kernel tree's build need libsodium), made
# by gen-vectors from the seed it records. make chacha-vectors makes it
# again (CHACHA_SEED=<64 hex digits>: from other keys);
# chacha-vectors-check, that libsodium still gives it from its seed.
CHACHA_VECTORS := chacha/vectors-data.h
CHACHA_SEED ?= $(shell sed -n 's/^\t"\([0-9a-f]\{64\}\)"$$/\1/p' $(CHACHA_VECTORS))
$(O)/chacha/gen-vectors: chacha/gen-vectors.c chacha/vectors.h | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(VGR_HOST_INC) -o $@ $< $(CHACHA_SODIUM)

chacha-vectors: $(O)/chacha/gen-vectors
	$< $(CHACHA_VECTORS) $(CHACHA_SEED)

# (The copy is named so that no include path can find it in the place of
# chacha/vectors-data.h, whose dependents it would otherwise make stale.)
chacha-vectors-check: $(O)/chacha/gen-vectors
	@$< $(O)/chacha/vectors-data.regen $(CHACHA_SEED) 2>/dev/null
	@cmp -s $(O)/chacha/vectors-data.regen $(CHACHA_VECTORS) || \
		{ echo "chacha-vectors-check: libsodium no longer gives $(CHACHA_VECTORS)" \
			"from its seed (make chacha-vectors)" >&2; exit 1; }
	@echo "chacha-vectors-check: libsodium gives $(CHACHA_VECTORS) from its seed"

CFLAGS_chacha_vectors := -DVGR_CHACHA_IMPL_SRC='"$(or $(CHACHA_SRC),$(CHACHA_NOSTACK),chacha/ref.c)"'
$(addprefix $(O)/tests/,$(CHACHA_TESTS)): $(CHACHA_HDRS)

# Each test program again, against each fault variant (no libvgr.a: the
# variants need only the reference beside them).
define chacha_fault_prog
$(O)/chacha/faults/$(1)-$(2): tests/$(1).c $(O)/chacha/nostack-fault-$(2).o \
		$(O)/chacha/ref.o $(CHACHA_HDRS) linker.ld \
		| $(UAPI_DIR)/.stamp
	@mkdir -p $$(dir $$@)
	$$(CC) $$(CFLAGS_FREESTANDING) \
		-DVGR_CHACHA_UNDER_TEST=vgr_chacha20_blocks_nostack_fault_$(2) \
		-o $$@ $$< $(O)/chacha/nostack-fault-$(2).o $(O)/chacha/ref.o \
		$$(LDFLAGS_FREESTANDING)
CHACHA_FAULT_PROGS += $(O)/chacha/faults/$(1)-$(2)
endef
CHACHA_FAULT_PROGS :=
$(foreach t,$(CHACHA_TESTS),$(foreach f,$(CHACHA_FAULTS),\
	$(eval $(call chacha_fault_prog,$(t),$(f)))))

# The good programs must pass, and every fault variant must fail.
chacha-faults: $(addprefix $(O)/tests/,$(CHACHA_TESTS)) $(CHACHA_FAULT_PROGS) \
		$(patsubst %,$(O)/chacha/nostack-fault-%.o,$(CHACHA_FAULTS))
	@chacha/check-faults $(O) "$(CHACHA_TESTS)" "$(CHACHA_FAULTS)"

# make check's step: the same two on clang's build (make LLVM=1, its
# integrated assembler), so that what the stack-free code promises holds
# for both compilers.
ifeq ($(LLVM),)
CHECK_TARGETS += chacha-clang-check
.PHONY: chacha-clang-check
chacha-clang-check:
	+@$(MAKE) --no-print-directory LLVM=1 O=$(O)/clang chacha-faults chacha-objcheck
endif

# No stack, no call, stores through dst and counter only: read off the
# object code by the architecture's check. The fault-stack variant must
# be refused.
ifneq ($(CHACHA_OBJCHECK),)
chacha-objcheck: $(O)/chacha/impl.o $(O)/chacha/nostack-fault-stack.o
	@$(CHACHA_OBJCHECK) $(O)/chacha/impl.o
	@if $(CHACHA_OBJCHECK) $(O)/chacha/nostack-fault-stack.o >/dev/null; then \
		echo "chacha-objcheck: fault-stack passed the object check" >&2; exit 1; \
	else echo "chacha-objcheck: fault-stack refused, as it must be"; fi
else
chacha-objcheck:
	@echo "chacha-objcheck: no object check for $(ARCH) (arch/$(ARCH)/chacha-objcheck)"
endif

# The same tests on mainline's vgetrandom-chacha.S of ARCH, which
# fetch-kernel-chacha extracts into the cache: correct code that is not
# ours must pass them (a cross build's under qemu-user), and its copies
# with a planted fault (plant-fault) must fail them. chacha/check-kernel
# prints the row of make chacha-arches's table.
CHACHA_KDIR := $(O)/chacha/kernel$(if $(CHACHA_VARIANT),-$(CHACHA_VARIANT))
CHACHA_ARCH_LABEL := $(ARCH)$(if $(CHACHA_VARIANT),-$(CHACHA_VARIANT))
CHACHA_KERNEL_FAULTS := rotation spill
# The tests of CHACHA_SRC=$(2) built into $(1).
chacha_kernel_make = $(MAKE) --no-print-directory O=$(1) CHACHA_SRC="$(2)" \
	LIB_OBJS="$(1)/chacha/ref.o $(1)/chacha/impl.o" \
	$(addprefix $(1)/tests/,$(CHACHA_TESTS))
chacha-kernel: | $(UAPI_DIR)/.stamp $(VGR_EXEC)
	+@src=$$(chacha/fetch-kernel-chacha $(ARCH)) && \
	$(call chacha_kernel_make,$(CHACHA_KDIR),$$src) \
		$(if $(CHACHA_OBJCHECK),chacha-objcheck) && \
	for f in $(CHACHA_KERNEL_FAULTS); do \
		chacha/plant-fault $$f $(ARCH) "$$src" $(CHACHA_KDIR)/fault-$$f.S && \
		$(call chacha_kernel_make,$(CHACHA_KDIR)/fault-$$f,$(CHACHA_KDIR)/fault-$$f.S) || \
		exit 1; \
	done && \
	chacha/check-kernel $(CHACHA_ARCH_LABEL) "$$src" $(CHACHA_KDIR) $(VGR_EXEC)

# make chacha-kernel for every architecture (each of its chacha_variants,
# where it has some), CHACHA_JOBS at a time (the machine's cores; each
# run's own make is serial), then one table: the kernel's code of each
# against libsodium, splits, wrap, stack. What the runs share (the
# kernel's sources, qemu-user) is fetched once first. The short form of
# make check's step (CHECK_LONG empty): the host's architecture and the
# one the checks cross-build for (VGR_CROSS_ARCH).
CHACHA_ARCHES := $(if $(CHECK_LONG),$(VGR_ARCHS),$(HOST_ARCH) $(VGR_CROSS_ARCH))
CHACHA_ARCH_RUNS := $(foreach a,$(CHACHA_ARCHES),$(or $(addprefix $(a)+,$(VGR_$(a)_chacha_variants)),$(a)))
CHACHA_JOBS ?= $(shell nproc)
CHACHA_ARCH_LOG = $(O)/chacha/arches/$(subst +,-,$(1)).log
.PHONY: $(addprefix chacha-arch/,$(CHACHA_ARCH_RUNS))
$(addprefix chacha-arch/,$(CHACHA_ARCH_RUNS)): chacha-arch/%:
	@mkdir -p $(O)/chacha/arches
	@a=$(firstword $(subst +, ,$*)); v=$(word 2,$(subst +, ,$*)); \
	$(MAKE) --no-print-directory -j1 -f $(firstword $(MAKEFILE_LIST)) \
		ARCH=$$a $${v:+CHACHA_VARIANT=$$v} chacha-kernel \
		>$(call CHACHA_ARCH_LOG,$*) 2>&1 || true
chacha-arches:
	@chacha/fetch-kernel-chacha >/dev/null && tools/fetch/fetch-qemu-user >/dev/null
	+@$(MAKE) --no-print-directory -j$(CHACHA_JOBS) \
		$(addprefix chacha-arch/,$(CHACHA_ARCH_RUNS))
	@chacha/check-kernel --table $(foreach r,$(CHACHA_ARCH_RUNS),$(call CHACHA_ARCH_LOG,$(r)))

# Host side: the reference and the library's code against libsodium, live.
$(CHACHA_HOST)/host-check: chacha/host-check.c chacha/ref.c $(CHACHA_IMPL) \
		$(CHACHA_HDRS) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_CFLAGS) $(VGR_HOST_INC) -o $@ chacha/host-check.c \
		chacha/ref.c $(CHACHA_IMPL) $(CHACHA_SODIUM)

chacha-host-check: $(CHACHA_HOST)/host-check
	$<

# Cycles per byte against libsodium; CHACHA_SRC's code gets a row too.
ifneq ($(CHACHA_BENCH),)
$(CHACHA_HOST)/bench: $(CHACHA_BENCH) chacha/ref.c $(O)/chacha/nostack.o \
		$(if $(CHACHA_SRC),$(O)/chacha/nostack-ext-raw.o) $(CHACHA_HDRS) \
		$(O)/chacha/impl.src | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) $(VGR_HOST_INC) $(if $(CHACHA_SRC),-DVGR_BENCH_EXT) -o $@ \
		$(CHACHA_BENCH) chacha/ref.c $(O)/chacha/nostack.o \
		$(if $(CHACHA_SRC),$(O)/chacha/nostack-ext-raw.o) $(CHACHA_SODIUM)

bench-chacha: $(CHACHA_HOST)/bench
	$< $(O)/chacha/bench-chacha.csv
else
bench-chacha:
	@echo "bench-chacha: no benchmark for $(ARCH) (arch/$(ARCH)/chacha-bench.c)"
endif
