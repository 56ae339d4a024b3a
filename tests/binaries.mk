# tests/binaries.mk - checks of the suite as a whole: the programs are
# static and libc-free, and VGR_ABI=none still runs the syscall tests.
.PHONY: static-check abi-none-check
CHECK_TARGETS += static-check abi-none-check
static-check: $$(VGR_TESTS) $(O)/tests/runner
	scripts/static-check $(VGR_TESTS) $(O)/tests/runner

abi-none-check: $$(VGR_TESTS) $(O)/tests/runner
	scripts/abi-none-check $(O)/tests/runner $(VGR_TESTS)
