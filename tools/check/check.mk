# tools/check/check.mk - checks of the built suite as a whole: the
# programs are static and libc-free (static-check), VGR_ABI=none still
# runs the syscall tests (abi-none-check), the boot_* programs run first
# with no blocking getrandom before them (boot-order-check), bad user
# input everywhere a user types gets a one-line error (bad-input-check),
# the runner reports a crash or a hang as not ok (fault-report-check),
# the harness gives the same results without pidfd_open()
# (pidfd-fallback-check), and architectures and rows are named only in their folders (arch-check).
# Uses: SAN_HOST (tests/sanitize/sanitize.mk), lava-deps
# (tools/lava/lava.mk), KSFT_SUITE_FILES (tools/kselftest/kselftest.mk).
.PHONY: static-check abi-none-check boot-order-check
CHECK_TARGETS += static-check abi-none-check boot-order-check
static-check: $$(VGR_TESTS) $(O)/runner/runner
	tools/check/static-check $(VGR_TESTS) $(O)/runner/runner

abi-none-check: $$(VGR_TESTS) $(O)/runner/runner
	tools/check/abi-none-check $(O)/runner/runner $(VGR_TESTS)

# The boot_* programs run first, and nothing calls a blocking getrandom
# before them (strace, natively and on the model).
boot-order-check: $$(VGR_TESTS) $(O)/runner/runner
	@VGR_EXTRA_PKGS=strace tools/fetch/deps
	tools/check/boot-order-check $(O)/runner/runner $(VGR_TESTS)

.PHONY: bad-input-check arch-check
CHECK_TARGETS += bad-input-check arch-check

# Every architecture's facts in arch/, every row's in rows/: no name of
# one in code elsewhere (tools/check/arch-check, which first finds a planted one).
arch-check:
	tools/check/arch-check

# Bad input everywhere a user types, directly and through make (a make
# of its own: MAKEFLAGS cleared), and on a kernel's command line under
# QEMU (the first kernel of this machine's architecture that qemu-check
# boots and that is at hand). BAD_INPUT_QEMU=0 leaves out the boots. The LAVA scripts need
# python3-yaml (lava-deps).
BAD_INPUT_QEMU ?= 1
bad-input-check: $(O)/runner/runner $(O)/bench/bench $$(TEST_PROGS) \
		$(if $(filter 1,$(BAD_INPUT_QEMU)),$(O)/initramfs.cpio) | lava-deps
	@kernel=$$(tools/fetch/fetch-kernels -h | cut -d' ' -f2) && \
	MAKEFLAGS= MAKELEVEL= tools/check/bad-input-check -t $(O)/bad-input.md \
		-k "$$kernel" $(if $(filter 1,$(BAD_INPUT_QEMU)),-i $(O)/initramfs.cpio) $(O)

# Faults in the code under test (the model's crash-in-call, hang-in-call
# and garbage-return) and programs that cannot run: reported as not ok,
# KTAP whole, later programs run, nothing left; natively, and as PID 1
# under QEMU on v14 (FAULT_REPORT_QEMU=0 leaves that out).
FAULT_REPORT_QEMU ?= 1
.PHONY: fault-report-check
CHECK_TARGETS += fault-report-check
fault-report-check: $(O)/runner/runner $(O)/runner/fault_probe $(O)/tests/basic_calls \
		$(O)/tests/vdso_parse $(O)/tests/bad_buffer $(if $(filter 1,$(FAULT_REPORT_QEMU)),$(O)/initramfs.cpio)
	@kernel=$$(tools/fetch/fetch-kernels -h | cut -d' ' -f2) && \
	tools/check/fault-report-check $(if $(filter 1,$(FAULT_REPORT_QEMU)),\
		-k "$$kernel" -i $(O)/initramfs.cpio) $(O)

# Where pidfd_open() fails (gVisor 20240729, Valgrind 3.19), the harness
# waits through nolibc/pidfd_fallback.h: the same results, a hang still a
# timeout, natively under a seccomp filter (no-pidfd, a host program)
# and with a probe of the harness's own wait (harness_probe).
.PHONY: pidfd-fallback-check
CHECK_TARGETS += pidfd-fallback-check
HOST_TOOLS += $(O)/host/no-pidfd
$(O)/host/no-pidfd: tools/check/no-pidfd.c
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $<
$(O)/tools/check/harness_probe: tools/check/harness_probe.c $(O)/libvgr.a linker.ld $(VGR_HDRS) \
		| $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -o $@ $< $(O)/libvgr.a $(LDFLAGS_FREESTANDING)
CHECK_PREP += $(O)/tools/check/harness_probe
pidfd-fallback-check: $(O)/runner/runner $(O)/host/no-pidfd $(O)/tools/check/harness_probe \
		$(O)/tests/basic_calls $(O)/tests/flags $(O)/tests/fork_wipes_state \
		$(O)/tests/signal_reentry_falls_back
	tools/check/pidfd-fallback-check $(O)

sanitize-check: sanitize-fault-report
.PHONY: sanitize-fault-report
sanitize-fault-report: $$(SAN_HOST)/runner/runner $(O)/runner/runner $(O)/runner/fault_probe \
		$(O)/tests/basic_calls $(O)/tests/vdso_parse $(O)/tests/bad_buffer
	@RUNNER=$(SAN_HOST)/runner/runner tools/check/fault-report-check $(O) \
		>$(SAN_HOST)/fault-report.log 2>&1 || \
		{ cat $(SAN_HOST)/fault-report.log >&2; exit 1; }
	@echo "sanitize-check: runner: $$(tail -n 1 $(SAN_HOST)/fault-report.log | \
		sed 's/^fault-report-check: //')"

# The architecture records' three loaders (arch/load.mk, arch/load.sh,
# tools/lava/vgrlava/arch.py) read them alike and refuse each kind of
# malformed record with its FILE:LINE (tools/check/records-check).
.PHONY: records-check
CHECK_TARGETS += records-check
records-check:
	tools/check/records-check

# The project's sources through their languages' linters (tools/check/lint):
# shellcheck on the shell programs, flake8 on the Python, and the kernel's
# checkpatch.pl --strict on the C a kernel tree takes. That C is the
# kselftest embedding's (KSFT_SUITE_FILES, tools/kselftest/kselftest.mk).
.PHONY: lint
CHECK_TARGETS += lint
LINT_C_FILES = $(filter %.c %.h,$(KSFT_SUITE_FILES))
lint:
	@VGR_EXTRA_PKGS="shellcheck flake8 perl" tools/fetch/deps
	tools/check/lint
