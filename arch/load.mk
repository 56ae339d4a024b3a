# arch/load.mk - make's loader of the architecture records (their
# grammar: arch/README.md): VGR_ARCHS (every arch/NAME/arch.conf),
# VGR_<NAME>_<KEY> for each fact, VGR_ARCH_KEYS (arch/keys), and
# vgr_arch_name, vgr_triplet_arch (the record a spelling names). A
# malformed record stops make (exit status 2) with its FILE:LINE.
#
#   VGR_ARCH_DIR=DIR make -f arch/load.mk dump
#       every record of DIR (arch/ by default), as sorted NAME KEY=VALUE
#       lines (tools/check/records-check)
VGR_ARCH_LOADER := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
VGR_ARCH_DIR := $(patsubst %/,%,$(or $(VGR_ARCH_DIR),$(VGR_ARCH_LOADER)))
VGR_ARCH_FILES := $(sort $(wildcard $(VGR_ARCH_DIR)/*/arch.conf))
VGR_ARCHS := $(patsubst $(VGR_ARCH_DIR)/%/arch.conf,%,$(VGR_ARCH_FILES))
$(if $(VGR_ARCHS),,$(error $(VGR_ARCH_DIR): no NAME/arch.conf))
define vgr_newline


endef
# load.awk writes each "KEY = VALUE" as "VGR_NAME_KEY := VALUE", ended
# by a '"' (no value holds one, nor '$' or '#'), or VGR_ARCH_ERROR.
VGR_ARCH_ERROR :=
$(eval $(subst ",$(vgr_newline),$(shell LC_ALL=C awk -f $(VGR_ARCH_LOADER)/load.awk \
	$(VGR_ARCH_DIR)/keys $(VGR_ARCH_FILES) || echo 'VGR_ARCH_ERROR := awk failed"')))
$(if $(VGR_ARCH_ERROR),$(error $(VGR_ARCH_ERROR)))
# The architecture a spelling (uname -m's, the kernel's ARCH, Debian's)
# names: the first record whose names hold it, else the word itself.
vgr_arch_name = $(or $(firstword $(foreach a,$(VGR_ARCHS),$(if $(filter $(1),$(VGR_$(a)_names)),$(a)))),$(1))
# The architecture of a triplet's first word.
vgr_triplet_arch = $(or $(firstword $(foreach a,$(VGR_ARCHS),$(if $(filter $(1),$(firstword \
	$(subst -, ,$(VGR_$(a)_triplet)))),$(a)))),$(call vgr_arch_name,$(1)))

# Run on its own (make -f arch/load.mk), it dumps the records.
ifeq ($(words $(MAKEFILE_LIST)),1)
.PHONY: dump
dump:
	@:$(foreach a,$(VGR_ARCHS),$(foreach k,$(sort $(VGR_ARCH_KEYS)),$(info $(a) $(k)=$(VGR_$(a)_$(k)))))
endif
