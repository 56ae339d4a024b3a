# arch/load.mk - make's loader of the architecture records: VGR_ARCHS
# (every arch/NAME/arch.conf), VGR_<NAME>_<KEY> for each fact, and
# vgr_arch_name, vgr_triplet_arch (the record a spelling names).
VGR_ARCH_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
VGR_ARCHS := $(patsubst $(VGR_ARCH_DIR)/%/arch.conf,%,$(wildcard $(VGR_ARCH_DIR)/*/arch.conf))
define vgr_newline


endef
# Each "KEY = VALUE" becomes "VGR_NAME_KEY := VALUE" (a record holds
# neither '$' nor '#' in a value: tools/check/arch-check says so).
$(eval $(subst @@,$(vgr_newline),$(shell awk '/^[a-z0-9_]+[ \t]*=/ { \
	n = split(FILENAME, p, "/"); i = index($$0, "="); k = substr($$0, 1, i - 1); \
	gsub(/[ \t]/, "", k); printf "VGR_%s_%s := %s@@", p[n - 1], k, substr($$0, i + 1) }' \
	$(VGR_ARCH_DIR)/*/arch.conf)))
# The architecture a spelling (uname -m's, the kernel's ARCH, Debian's)
# names: the first record whose names hold it, else the word itself.
vgr_arch_name = $(or $(firstword $(foreach a,$(VGR_ARCHS),$(if $(filter $(1),$(VGR_$(a)_names)),$(a)))),$(1))
# The architecture of a triplet's first word.
vgr_triplet_arch = $(or $(firstword $(foreach a,$(VGR_ARCHS),$(if $(filter $(1),$(firstword \
	$(subst -, ,$(VGR_$(a)_triplet)))),$(a)))),$(call vgr_arch_name,$(1)))
