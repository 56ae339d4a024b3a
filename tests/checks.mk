# tests/checks.mk - checks of the built suite as a whole: the programs are
# static and libc-free (static-check), VGR_ABI=none still runs the syscall
# tests (abi-none-check), the boot_* programs run first with no blocking
# getrandom before them (boot-order-check), make run's KTAP is what kselftest's run_tests
# and kunit.py parse (kselftest-check), and bad user input everywhere a
# user types gets a one-line error (bad-input-check).
.PHONY: static-check abi-none-check kselftest-check boot-order-check
CHECK_TARGETS += static-check abi-none-check kselftest-check boot-order-check
static-check: $$(VGR_TESTS) $(O)/runner/runner
	scripts/static-check $(VGR_TESTS) $(O)/runner/runner

abi-none-check: $$(VGR_TESTS) $(O)/runner/runner
	scripts/abi-none-check $(O)/runner/runner $(VGR_TESTS)

# The boot_* programs run first, and nothing calls a blocking getrandom
# before them (strace, natively and on the model).
boot-order-check: $$(VGR_TESTS) $(O)/runner/runner
	@VGR_EXTRA_PKGS=strace scripts/deps
	scripts/boot-order-check $(O)/runner/runner $(VGR_TESTS)

# make check gives length_cap a 5 s deadline in kselftest-check's run
# under qemu-user, where its 2 GiB pass is most of the step; make
# check-all and make kselftest-check run it whole.
check: export VGR_KSFT_CAP_BUDGET_S := 5
kselftest-check: $$(VGR_TESTS) $(O)/runner/runner
	$(O)/runner/runner $(RUN_ARGS) $(VGR_TESTS) >$(O)/run.ktap || true
	scripts/kselftest-check $(O)/run.ktap

.PHONY: bad-input-check arch-check
CHECK_TARGETS += bad-input-check arch-check

# Every architecture's facts in arch/, every row's in rows/: no name of
# one in code elsewhere (scripts/arch-check, which first finds a planted one).
arch-check:
	scripts/arch-check

# Bad input everywhere a user types, directly and through make (a make
# of its own: MAKEFLAGS cleared), and on a kernel's command line under
# QEMU (the first kernel of this machine's architecture that qemu-check
# boots and that is at hand). BAD_INPUT_QEMU=0 leaves out the boots. The LAVA scripts need
# python3-yaml (lava-deps).
BAD_INPUT_QEMU ?= 1
bad-input-check: $(O)/runner/runner $(O)/bench/bench $$(TEST_PROGS) \
		$(if $(filter 1,$(BAD_INPUT_QEMU)),$(O)/initramfs.cpio) | lava-deps
	@kernel=$$(scripts/fetch-kernels -h | cut -d' ' -f2) && \
	MAKEFLAGS= MAKELEVEL= scripts/bad-input-check -t $(O)/bad-input.md \
		-k "$$kernel" $(if $(filter 1,$(BAD_INPUT_QEMU)),-i $(O)/initramfs.cpio) $(O)
