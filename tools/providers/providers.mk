# tools/providers/providers.mk - the suite under the providers of rows/
# (sandboxes, emulators, checkers: "row kernel provider"), one table:
#   make providers [JOBS=N]      every row of "row check provider"
# Defines: PROVIDER_ROWS.
# Uses: INITRAMFS (tools/boot/boot.mk), JOBS and cross_initramfs
# (tools/matrix/matrix.mk).
PROVIDER_ROWS := $(shell tools/matrix/rows -c provider)
# A row's whole run: Valgrind and User-Mode Linux take minutes.
PROVIDERS_TIMEOUT ?= 900

.PHONY: providers
providers: $(INITRAMFS) $(O)/runner/runner $$(call cross_initramfs,$$(PROVIDER_ROWS))
	tools/matrix/matrix -j $(JOBS) -t $(PROVIDERS_TIMEOUT) -i $(INITRAMFS) \
		-o $(O)/providers $(PROVIDER_ROWS)
