# tools/providers/providers.mk - the suite under the providers of rows/
# (sandboxes, emulators, checkers: "row kernel provider"), one table:
#   make providers [JOBS=N]      every row of "row check provider"
#   make providers-check         the rows of "row check quick" (make check)
#   make providers-clang-check   the rows of "row check clang" (make check:
#                                qemu-user 10; with CHECK_LONG=1 those of
#                                clang-all too, one per architecture)
#                                running the suite that clang builds
#                                (make LLVM=1)
# Defines: PROVIDER_ROWS, PROVIDERS_QUICK_ROWS, PROVIDERS_CLANG_ROWS.
# Uses: INITRAMFS (tools/boot/boot.mk), JOBS and cross_initramfs
# (tools/matrix/matrix.mk).
PROVIDER_ROWS := $(call rows_with,provider,$(VGR_ROW_CHECKS))
# A row's whole run: Valgrind and User-Mode Linux take minutes.
PROVIDERS_TIMEOUT ?= 900

.PHONY: providers
providers: $(INITRAMFS) $(O)/runner/runner $$(call cross_initramfs,$$(PROVIDER_ROWS))
	tools/matrix/matrix -j $(JOBS) -t $(PROVIDERS_TIMEOUT) -i $(INITRAMFS) \
		-o $(O)/providers $(PROVIDER_ROWS)

# make check's step: the fastest provider rows ("row check quick"), and
# the removal of each of their expected failures planted and caught.
PROVIDERS_QUICK_ROWS := $(call rows_with,quick,$(VGR_ROW_CHECKS))
.PHONY: providers-check
providers-check: $(INITRAMFS) $(O)/runner/runner $$(call cross_initramfs,$$(PROVIDERS_QUICK_ROWS))
	tools/providers/providers-check $(O)/providers-check $(INITRAMFS)

CHECK_TARGETS += providers-check
CHECK_KERNELS += $(PROVIDERS_QUICK_ROWS)
CHECK_PREP += $(call cross_initramfs,$(PROVIDERS_QUICK_ROWS))

# make check's step: clang's build of the suite for every architecture
# under the rows of "row check clang", with their expectations (which
# hold whatever compiler built the programs): the matrix's -s llvm.
PROVIDERS_CLANG_ROWS := $(call rows_check,clang)
PROVIDERS_CLANG_INITRAMFS = $(call cross_initramfs,$(PROVIDERS_CLANG_ROWS),llvm)
.PHONY: providers-clang-check
providers-clang-check: $$(PROVIDERS_CLANG_INITRAMFS)
	tools/matrix/matrix -s llvm -j $(JOBS) -i $(INITRAMFS) -o $(O)/providers-clang-check \
		$(PROVIDERS_CLANG_ROWS)

CHECK_TARGETS += providers-clang-check
CHECK_KERNELS += $(PROVIDERS_CLANG_ROWS)
CHECK_PREP += $(PROVIDERS_CLANG_INITRAMFS)
