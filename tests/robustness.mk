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
