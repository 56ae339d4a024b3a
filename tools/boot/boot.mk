# tools/boot/boot.mk - the suite under QEMU on one kernel: the initramfs
# (the runner as its PID 1) and the target that boots a kernel with it:
#   make initramfs                  $(O)/initramfs.cpio: /init and TEST_PROGS
#   make qemu KERNEL=IMAGE [APPEND=...] [TIMEOUT=SECS] [TEST_TIMEOUT=SECS]
#                                   [RDRAND=1]
#                                   the suite on a kernel (TIMEOUT, qemu-run
#                                   -t: raised by each program's
#                                   TEST_TIMEOUT, or APPEND's vgr.timeout=;
#                                   RDRAND=1, qemu-run -r: the guest's CRNG
#                                   ready at once, by RDRAND on x86,
#                                   elsewhere by trusting the CPU and the
#                                   boot loader)
# Defines: INITRAMFS, TIMEOUT, TEST_TIMEOUT, APPEND.
INITRAMFS := $(O)/initramfs.cpio
TIMEOUT ?= 60
APPEND ?=

$(INITRAMFS): tools/boot/mkinitramfs $(O)/runner/runner $$(TEST_PROGS)
	tools/boot/mkinitramfs $@ $(O)/runner/runner $(TEST_PROGS)

.PHONY: initramfs qemu
initramfs: $(INITRAMFS)

# Bad input stops make before anything is built or booted.
ifneq ($(filter qemu,$(MAKECMDGOALS)),)
QEMU_INPUT_ERROR := $(shell tools/boot/qemu-run -A $(ARCH) -n -t '$(TIMEOUT)' '$(KERNEL)' 2>&1)
$(if $(QEMU_INPUT_ERROR),$(error $(QEMU_INPUT_ERROR)))
endif

# make's own status is 0 or 2; tools/boot/qemu-run gives 0, 1, 125 or 2.
# Each program gets TEST_TIMEOUT seconds in the guest (vgr.timeout=, as
# the matrix gives it; a vgr.timeout= in APPEND comes after and wins), and
# the boot TIMEOUT more than that, as in the matrix: without it the
# runner's own limit (120 s a program) outlasted the boot's 60 s, and
# length_cap, which may wait for a reseed up to its deadline, made a
# correct kernel look hung.
TEST_TIMEOUT ?= 30
QEMU_APPEND = vgr.timeout=$(TEST_TIMEOUT) $(APPEND)
qemu: $(INITRAMFS)
	tools/boot/qemu-run -A $(ARCH) -i $(INITRAMFS) \
		-t "$$(($(TIMEOUT) + $$(tools/boot/append-timeout '$(QEMU_APPEND)')))" \
		-a '$(QEMU_APPEND)' $(if $(filter 1,$(RDRAND)),-r) '$(KERNEL)'
