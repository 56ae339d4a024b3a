# tests/robustness.mk - the suite's own robustness: a bad buffer in a
# child (tests/bad_buffer), faults in the code under test reported by the
# runner (fault-report-check), and bad user input (bad-input-check).
TEST_PROGS += $(O)/tests/bad_buffer

.PHONY: bad-input-check
CHECK_TARGETS += bad-input-check

# Bad input everywhere a user types, directly and through make (a make
# of its own: MAKEFLAGS cleared), and on v14's kernel command line under
# QEMU. BAD_INPUT_QEMU=0 leaves out the boots.
BAD_INPUT_QEMU ?= 1
bad-input-check: $(O)/tests/runner $(O)/tests/bench $$(TEST_PROGS) \
		$(if $(filter 1,$(BAD_INPUT_QEMU)),$(O)/initramfs.cpio)
	@kernel=$$(scripts/fetch-kernels v14 | cut -d' ' -f2) && \
	MAKEFLAGS= MAKELEVEL= scripts/bad-input-check -t $(O)/bad-input.md \
		-k "$$kernel" $(if $(filter 1,$(BAD_INPUT_QEMU)),-i $(O)/initramfs.cpio) $(O)

# make sanitize-check (with fuzz/fuzz.mk's replays): the ABI layer, the
# ELF parser, the model, chacha's reference, the runner and every test
# program built against glibc with ASan/UBSan (tests/sanitize/glibc_shim.h
# stands in for nolibc's syscalls); that runner runs those programs under
# each configuration of SANITIZE_CONFIGS (IMPL or IMPL:ABI), and the
# native cases of fault-report-check. Left out, each for its reason:
# bad_buffer (its SIGSEGV is what the sanitizers report), droppable_mlock
# (mlockall and ASan's shadow memory), length_cap (2 GiB past the harness
# timeout under ASan), fork_wipes_state (fork from a raw clone() thread
# breaks ASan's runtime).
SANITIZE_CONFIGS ?= model:mainline model:v14 vdso
SANITIZE_EXCLUDES ?= bad_buffer droppable_mlock length_cap fork_wipes_state
# The model's v14 mode mirrors the v14 kernel's unknown-flags bug.
SANITIZE_EXCLUDES_V14 ?= flags
SANITIZE_TIMEOUT ?= 300
SAN_HOST := $(O)/host/san
# libvgr.a's objects: those made of C again with the sanitizers, the
# assembly ones (chacha) as they are.
SAN_LIB_OBJS = $(foreach o,$(LIB_OBJS),$(if $(wildcard $(patsubst $(O)/%.o,%.c,$(o))),\
	$(patsubst $(O)/%,$(SAN_HOST)/%,$(o)),$(o)))
SAN_HOST_CFLAGS = $(HOST_CFLAGS) $(SAN_CFLAGS) -include tests/sanitize/glibc_shim.h \
	-I. -I$(KSFT_DIR)
SAN_PROGS = $(patsubst $(O)/tests/%,$(SAN_HOST)/tests/%,$(TEST_PROGS))

# Kept, though only pattern rules name them: else each run rebuilds all.
.PRECIOUS: $(SAN_HOST)/%.o
$(SAN_HOST)/%.o: %.c tests/sanitize/glibc_shim.h $(wildcard vdso/*.h chacha/*.h \
		nolibc/*.h tests/lib/*.h) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SAN_HOST_CFLAGS) -c -o $@ $<

$(SAN_HOST)/tests/%: tests/%.c $$(SAN_LIB_OBJS) $$(OBJS_$$*) $(wildcard tests/*.h) \
		tests/sanitize/glibc_shim.h | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SAN_HOST_CFLAGS) $(CFLAGS_$*) $(SAN_CFLAGS_$*) -o $@ $< \
		$(SAN_LIB_OBJS) $(OBJS_$*)

.PHONY: sanitize-suite sanitize-fault-report
sanitize-check: sanitize-suite sanitize-fault-report
sanitize-suite: $(SAN_HOST)/tests/runner $$(SAN_PROGS)
	@for c in $(SANITIZE_CONFIGS); do \
		impl=$${c%%:*} abi=$$(echo $$c | sed -n 's/.*://p'); \
		log=$(SAN_HOST)/suite-$$impl$${abi:+-$$abi}.ktap; ex=; \
		[ "$$abi" != v14 ] || ex="$(addprefix --exclude=,$(SANITIZE_EXCLUDES_V14))"; \
		if env VGR_QUICK=1 VGR_IMPL=$$impl $${abi:+VGR_ABI=$$abi} \
			$(SAN_HOST)/tests/runner --timeout $(SANITIZE_TIMEOUT) \
			$(addprefix --exclude=,$(SANITIZE_EXCLUDES)) $$ex $(SAN_PROGS) \
			>$$log 2>&1; then \
			echo "sanitize-check: $$c: $$(tail -n 1 $$log)"; \
		else \
			grep -E '^not ok|ERROR: |runtime error|SUMMARY' $$log >&2; \
			echo "sanitize-check: $$c: failed under ASan/UBSan, see $$log" >&2; \
			exit 1; \
		fi; \
	done

# Faults in the code under test (the model's crash-in-call, hang-in-call
# and garbage-return) and programs that cannot run: reported as not ok,
# KTAP whole, later programs run, nothing left; natively, and as PID 1
# under QEMU on v14 (FAULT_REPORT_QEMU=0 leaves that out).
FAULT_REPORT_QEMU ?= 1
.PHONY: fault-report-check
CHECK_TARGETS += fault-report-check
fault-report-check: $(O)/tests/runner $(O)/tests/fault_probe $(O)/tests/basic_calls \
		$(O)/tests/vdso_parse $(if $(filter 1,$(FAULT_REPORT_QEMU)),$(O)/initramfs.cpio)
	@kernel=$$(scripts/fetch-kernels v14 | cut -d' ' -f2) && \
	scripts/fault-report-check $(if $(filter 1,$(FAULT_REPORT_QEMU)),\
		-k "$$kernel" -i $(O)/initramfs.cpio) $(O)

sanitize-fault-report: $(SAN_HOST)/tests/runner $(O)/tests/runner $(O)/tests/fault_probe \
		$(O)/tests/basic_calls $(O)/tests/vdso_parse
	@RUNNER=$(SAN_HOST)/tests/runner scripts/fault-report-check $(O) \
		>$(SAN_HOST)/fault-report.log 2>&1 || \
		{ cat $(SAN_HOST)/fault-report.log >&2; exit 1; }
	@echo "sanitize-check: runner: $$(tail -n 1 $(SAN_HOST)/fault-report.log | \
		sed 's/^fault-report-check: //')"
