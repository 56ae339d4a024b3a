# runner/qemu.mk - the suite under QEMU: the initramfs (the runner as its
# PID 1) and the targets that boot kernels with it:
#   make initramfs                  $(O)/initramfs.cpio: /init and TEST_PROGS
#   make qemu KERNEL=IMAGE [APPEND=...] [TIMEOUT=SECS] [RDRAND=1]
#                                   the suite on a kernel (TIMEOUT, qemu-run
#                                   -t: raised by APPEND's vgr.timeout=;
#                                   RDRAND=1, qemu-run -r: the guest's CRNG
#                                   ready at once, by RDRAND on x86,
#                                   elsewhere by trusting the CPU and the
#                                   boot loader)
#   make kernel [ARCH=...] [PAGES=16k|64k]
#                                   a kernel built from linux-source-7.x
#                                   (scripts/build-kernel, cached), named
#                                   ARCH[-PAGES]-tiny-7.x; prints its image
#   make planted-vdso [ARCH=...]    the vDSO bugs of arch/ARCH/vdso-faults
#                                   planted in a git copy of
#                                   linux-source-7.x, each judged bad by
#                                   bisect-run, make qemu, LAVA and
#                                   git bisect run (scripts/planted-vdso)
#   make matrix [JOBS=N]            every row of rows/ (scripts/rows), N
#                                   boots side by side (the machine's cores)
#   make qemu-check                 the matrix on the rows of "row check
#                                   qemu" (make check)
INITRAMFS := $(O)/initramfs.cpio
TIMEOUT ?= 60
JOBS ?= $(shell nproc)
APPEND ?=

$(INITRAMFS): scripts/mkinitramfs $(O)/runner/runner $$(TEST_PROGS)
	scripts/mkinitramfs $@ $(O)/runner/runner $(TEST_PROGS)

.PHONY: initramfs qemu matrix qemu-check kernel
initramfs: $(INITRAMFS)

# Bad input stops make before anything is built or booted.
ifneq ($(filter qemu,$(MAKECMDGOALS)),)
QEMU_INPUT_ERROR := $(shell scripts/qemu-run -A $(ARCH) -n -t '$(TIMEOUT)' '$(KERNEL)' 2>&1)
$(if $(QEMU_INPUT_ERROR),$(error $(QEMU_INPUT_ERROR)))
endif

# make's own status is 0 or 2; scripts/qemu-run gives 0, 1, 125 or 2.
# A vgr.timeout= in APPEND raises TIMEOUT by as much, as in the matrix.
qemu: $(INITRAMFS)
	scripts/qemu-run -A $(ARCH) -i $(INITRAMFS) \
		-t "$$(($(TIMEOUT) + $$(scripts/append-timeout '$(APPEND)')))" -a '$(APPEND)' \
		$(if $(filter 1,$(RDRAND)),-r) '$(KERNEL)'

kernel:
	@scripts/build-kernel -A $(ARCH) $(if $(PAGES),-p $(PAGES))

.PHONY: planted-vdso
planted-vdso: $(INITRAMFS) lava-deps
	scripts/planted-vdso -A $(ARCH)

# The matrix boots kernels of other architectures too, each with the
# initramfs of a cross build (make ARCH=... into $(O)/ARCH).
# The rows are read once per make (each list is simply expanded, unless
# given), and every row's architecture with one call: VGR_ROW_ARCHS holds
# NAME:ARCH words.
ifndef MATRIX_KERNELS
MATRIX_KERNELS := $(shell scripts/rows)
endif
ifndef QEMU_CHECK_KERNELS
QEMU_CHECK_KERNELS := $(shell scripts/rows -c qemu)
endif
VGR_ROW_ARCHS := $(shell scripts/rows -t arch)
kernel_arches = $(filter-out $(ARCH),$(foreach k,$(1),$(patsubst $(k):%,%,$(filter $(k):%,$(VGR_ROW_ARCHS)))))
cross_initramfs = $(foreach a,$(sort $(call kernel_arches,$(1))),$(O)/$(a)/initramfs.cpio)

.PHONY: cross-initramfs-force
$(O)/%/initramfs.cpio: cross-initramfs-force
	+$(MAKE) --no-print-directory ARCH=$* O=$(O)/$* initramfs

matrix: $(INITRAMFS) $(O)/runner/runner $$(TEST_PROGS) \
		$$(call cross_initramfs,$$(MATRIX_KERNELS))
	scripts/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/matrix $(MATRIX_KERNELS) \
		-- $(O)/runner/runner $(TEST_PROGS)

qemu-check: $(INITRAMFS) $$(call cross_initramfs,$$(QEMU_CHECK_KERNELS))
	scripts/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/qemu-check $(QEMU_CHECK_KERNELS)

CHECK_TARGETS += qemu-check
CHECK_PREP += $(INITRAMFS) $(call cross_initramfs,$(QEMU_CHECK_KERNELS)) check-kernels

# The kernels that make check's steps boot, fetched (or built) once
# before the steps run side by side; one whose absence is a skip (exit 4:
# the v14 kernel of a clone alone) says so and is left out.
.PHONY: check-kernels
check-kernels:
	@for k in $(sort $(QEMU_CHECK_KERNELS) $(LAVA_CHECK_KERNELS)); do \
		scripts/fetch-kernels $$k >/dev/null || [ $$? = 4 ] || exit 1; \
	done
