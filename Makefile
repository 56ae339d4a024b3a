# SPDX-License-Identifier: GPL-2.0
# Makefile - builds vgetrandom-suite into $(O) and runs it.
#
# Each part adds its own rules in a <dir>/*.mk fragment; this file holds
# the toolchain, the flags of the freestanding (nolibc) programs and the
# user-facing targets. See README.md for the targets.

O ?= build
VGR_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/vgetrandom-suite
export VGR_CACHE

# The kernel's nolibc and kselftest headers: a kernel tree given with
# KSRC= or NOLIBC_DIR=, else the parts of Debian's linux-source-7.x that
# scripts/fetch-ksrc extracts into the cache.
ifneq ($(KSRC)$(NOLIBC_DIR),)
export KSRC_GIVEN := 1
endif
KSRC ?= $(VGR_CACHE)/ksrc
NOLIBC_DIR ?= $(KSRC)/tools/include/nolibc
KSFT_DIR ?= $(KSRC)/tools/testing/selftests
# uapi headers: Debian's linux-libc-dev unless a header tree is given.
UAPI_DIR ?= $(O)/uapi

CC ?= gcc
HOST_CC ?= $(CC)
HOST_CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
SAN_CFLAGS ?= -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

CFLAGS_FREESTANDING := -std=gnu11 -O2 -g -Wall -Wextra -Wno-unused-parameter \
	-static -nostdlib -nostdinc -ffreestanding -fno-pie -no-pie \
	-fno-asynchronous-unwind-tables -fno-stack-protector \
	-include nolibc.h -I$(NOLIBC_DIR) -I$(UAPI_DIR) -I$(KSFT_DIR) -I. \
	$(EXTRA_CFLAGS)
LDFLAGS_FREESTANDING := -T linker.ld -Wl,--build-id=none -lgcc

# Filled in by the *.mk fragments.
LIB_OBJS :=
TEST_PROGS :=
CHECK_TARGETS :=
HOST_TOOLS :=

.PHONY: all deps run check clean
.SECONDEXPANSION:
all:

deps:
	@scripts/deps

$(UAPI_DIR)/.stamp: | deps
	@mkdir -p $(UAPI_DIR)
	@ln -sfn /usr/include/linux $(UAPI_DIR)/linux
	@ln -sfn /usr/include/asm-generic $(UAPI_DIR)/asm-generic
	@ln -sfn /usr/include/x86_64-linux-gnu/asm $(UAPI_DIR)/asm
	@touch $@

$(O)/%.o: %.c linker.ld | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -c -o $@ $<

$(O)/%.o: %.S | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) -c -o $@ $<

$(O)/libvgr.a: $$(LIB_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# A test program: tests/NAME.c linked with the project's library.
$(O)/tests/%: tests/%.c $(O)/libvgr.a linker.ld $(wildcard tests/*.h) | $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_FREESTANDING) $(CFLAGS_$*) -o $@ $< $(OBJS_$*) $(O)/libvgr.a $(LDFLAGS_FREESTANDING)

include $(sort $(wildcard */*.mk))

all: $(TEST_PROGS) $(HOST_TOOLS)

# The suite on the running kernel: KTAP on stdout, exit 0 when all pass.
run: $(TEST_PROGS) $(O)/tests/runner
	$(O)/tests/runner $(RUN_ARGS) $(TEST_PROGS)

check: $(CHECK_TARGETS) run

clean:
	rm -rf $(O)
