# tests/runner.mk - the suite's runner (native, and PID 1 of the initramfs
# under QEMU). Not a test program: `make run` calls it on TEST_PROGS.
all: $(O)/tests/runner
