# tools/matrix/matrix.mk - the suite on every row of rows/ under QEMU:
#   make matrix [JOBS=N]            every kernel row of rows/ (tools/matrix/rows),
#                                   N boots side by side (the machine's cores);
#                                   the provider rows: make providers
#   make qemu-check                 the matrix on the rows of "row check
#                                   qemu" (make check; and of qemu-all
#                                   with CHECK_LONG=1, make check-all)
#   make image-facts-check          tools/matrix/image-facts on recorded logs
# Defines: JOBS, MATRIX_KERNELS, CHECK_KERNELS (the kernels make check's
# steps boot; other parts add theirs), cross_initramfs, rows_check.
# Uses: INITRAMFS (tools/boot/boot.mk).
JOBS ?= $(shell nproc)

.PHONY: matrix qemu-check
# The matrix boots kernels of other architectures too, each with the
# initramfs of a cross build (make ARCH=... into $(O)/ARCH).
# The rows are read once per make (each list is simply expanded, unless
# given), each fact of every row with one call: VGR_ROW_CHECKS holds
# NAME:WORD,WORD... words ("row check"), VGR_ROW_SOURCES NAME:SOURCE
# (the first word of "row kernel"), VGR_ROW_ARCHS NAME:ARCH.
vgr_comma := ,
VGR_ROW_CHECKS := $(shell tools/matrix/rows -t check | tr ' ' ,)
VGR_ROW_SOURCES := $(shell tools/matrix/rows -t kernel | sed 's/ .*//')
row_name = $(firstword $(subst :, ,$(1)))
row_value = $(patsubst $(call row_name,$(1)):%,%,$(1))
# rows_with WORD TABLE: the rows whose value in TABLE holds WORD, in the
# table's order (tools/matrix/rows's).
rows_with = $(strip $(foreach r,$(2),$(if $(filter $(1),$(subst $(vgr_comma), ,$(call row_value,$(r)))),$(call row_name,$(r)))))
ifndef MATRIX_KERNELS
MATRIX_KERNELS := $(strip $(foreach r,$(VGR_ROW_SOURCES),$(if $(filter provider,$(call row_value,$(r))),,$(call row_name,$(r)))))
endif
# rows_check WHAT: the rows of "row check WHAT", and of WHAT-all in the
# long form of make check's steps (CHECK_LONG=1).
rows_check = $(call rows_with,$(1),$(VGR_ROW_CHECKS))$(if $(CHECK_LONG), $(call rows_with,$(1)-all,$(VGR_ROW_CHECKS)))
ifndef QEMU_CHECK_KERNELS
QEMU_CHECK_KERNELS := $(call rows_check,qemu)
endif
VGR_ROW_ARCHS := $(shell tools/matrix/rows -t arch)
# The compiler of each row's suite (NAME:gcc or NAME:llvm): clang's
# builds go to $(O)/clang/ (make LLVM=1), its own runner with them.
VGR_ROW_SUITES := $(shell tools/matrix/rows -t suite)
row_fact = $(patsubst $(1):%,%,$(filter $(1):%,$(2)))
# row_initramfs NAME [COMPILER]: the initramfs row NAME boots, its suite
# built by COMPILER (default: the row's), and clang's native one for its
# runner; cross_initramfs ROWS [COMPILER]: those the rows need beyond
# this build's own $(INITRAMFS).
row_arch_dir = $(addsuffix /,$(filter-out $(ARCH),$(call row_fact,$(1),$(VGR_ROW_ARCHS))))
row_llvm = $(filter llvm,$(or $(2),$(call row_fact,$(1),$(VGR_ROW_SUITES))))
row_initramfs = $(if $(call row_llvm,$(1),$(2)),$(O)/clang/initramfs.cpio \
	$(O)/clang/$(call row_arch_dir,$(1))initramfs.cpio,$(O)/$(call row_arch_dir,$(1))initramfs.cpio)
cross_initramfs = $(filter-out $(INITRAMFS),$(sort $(foreach k,$(1),$(call row_initramfs,$(k),$(2)))))

# Another build's initramfs is that build's own make's to judge, so it is
# always asked; but not by make check's steps (CHECK_PREPARED=1), which
# run after check-prep asked it for every one they boot.
.PHONY: cross-initramfs-force
CROSS_INITRAMFS_FORCE := $(if $(CHECK_PREPARED),,cross-initramfs-force)
$(O)/%/initramfs.cpio: $(CROSS_INITRAMFS_FORCE)
	+$(MAKE) --no-print-directory LLVM= ARCH=$* O=$(O)/$* initramfs
$(O)/clang/initramfs.cpio: $(CROSS_INITRAMFS_FORCE)
	+$(MAKE) --no-print-directory LLVM=1 O=$(O)/clang initramfs
$(O)/clang/%/initramfs.cpio: $(CROSS_INITRAMFS_FORCE)
	+$(MAKE) --no-print-directory LLVM=1 ARCH=$* O=$(O)/clang/$* initramfs

matrix: $(INITRAMFS) $(O)/runner/runner $$(TEST_PROGS) \
		$$(call cross_initramfs,$$(MATRIX_KERNELS))
	tools/matrix/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/matrix $(MATRIX_KERNELS) \
		-- $(O)/runner/runner $(TEST_PROGS)

qemu-check: $(INITRAMFS) $$(call cross_initramfs,$$(QEMU_CHECK_KERNELS))
	tools/matrix/matrix -j $(JOBS) -i $(INITRAMFS) -o $(O)/qemu-check $(QEMU_CHECK_KERNELS)

CHECK_TARGETS += qemu-check

# tools/matrix/image-facts on logs recorded from the matrix (6.1, 7.x and
# arm64-7.x, trimmed to the lines it reads) and one with two relocations
# planted, against the table it must print.
.PHONY: image-facts-check
CHECK_TARGETS += image-facts-check
image-facts-check:
	tools/matrix/image-facts tools/matrix/tests/image-facts | \
		diff -u tools/matrix/tests/image-facts/expected.txt -
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
