# tools/matrix/matrix.mk - the suite on every row of rows/ under QEMU:
#   make matrix [JOBS=N]            every kernel row of rows/ (tools/matrix/rows),
#                                   N boots side by side (the machine's cores);
#                                   the provider rows: make providers
#   make qemu-check                 the matrix on the rows of "row check
#                                   qemu" (make check)
# Defines: JOBS, MATRIX_KERNELS, CHECK_KERNELS (the kernels make check's
# steps boot; other parts add theirs), cross_initramfs.
# Uses: INITRAMFS (tools/boot/boot.mk).
JOBS ?= $(shell nproc)

.PHONY: matrix qemu-check
# The matrix boots kernels of other architectures too, each with the
# initramfs of a cross build (make ARCH=... into $(O)/ARCH).
# The rows are read once per make (each list is simply expanded, unless
# given), and every row's architecture with one call: VGR_ROW_ARCHS holds
# NAME:ARCH words.
ifndef MATRIX_KERNELS
MATRIX_KERNELS := $(filter-out $(shell tools/matrix/rows -k provider),$(shell tools/matrix/rows))
endif
ifndef QEMU_CHECK_KERNELS
QEMU_CHECK_KERNELS := $(shell tools/matrix/rows -c qemu)
endif
VGR_ROW_ARCHS := $(shell tools/matrix/rows -t arch)
kernel_arches = $(filter-out $(ARCH),$(foreach k,$(1),$(patsubst $(k):%,%,$(filter $(k):%,$(VGR_ROW_ARCHS)))))
cross_initramfs = $(foreach a,$(sort $(call kernel_arches,$(1))),$(O)/$(a)/initramfs.cpio)

.PHONY: cross-initramfs-force
$(O)/%/initramfs.cpio: cross-initramfs-force
	+$(MAKE) --no-print-directory ARCH=$* O=$(O)/$* initramfs

matrix: $(INITRAMFS) $(O)/runner/runner $$(TEST_PROGS) \
		$$(call cross_initramfs,$$(MATRIX_KERNELS))
	tools/matrix/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/matrix $(MATRIX_KERNELS) \
		-- $(O)/runner/runner $(TEST_PROGS)

qemu-check: $(INITRAMFS) $$(call cross_initramfs,$$(QEMU_CHECK_KERNELS))
	tools/matrix/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/qemu-check $(QEMU_CHECK_KERNELS)

CHECK_TARGETS += qemu-check
CHECK_KERNELS := $(QEMU_CHECK_KERNELS)
CHECK_PREP += $(INITRAMFS) $(call cross_initramfs,$(QEMU_CHECK_KERNELS)) check-kernels

# The kernels that make check's steps boot, fetched (or built) once
# before the steps run side by side; one whose absence is a skip (exit 4:
# the v14 kernel of a clone alone) says so and is left out.
.PHONY: check-kernels
check-kernels:
	@providers=" $$(tools/matrix/rows -k provider | tr '\n' ' ')"; \
	for k in $(sort $(CHECK_KERNELS)); do \
		case "$$providers" in \
		*" $$k "*) tools/providers/fetch-provider $$k >/dev/null || [ $$? = 4 ] || exit 1 ;; \
		*) tools/fetch/fetch-kernels $$k >/dev/null || [ $$? = 4 ] || exit 1 ;; \
		esac; \
	done
