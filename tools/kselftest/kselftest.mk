# tools/kselftest/kselftest.mk - the suite as a kselftest:
#   make kselftest-embed KSRC=tree  the suite's files (KSFT_SUITE_FILES)
#                                   as KSRC's
#                                   tools/testing/selftests/$(KSFT_NAME)
#   make kselftest-check            make run's KTAP read by kselftest's
#                                   run_tests and kunit.py, and that
#                                   embedding built and run in a copy of
#                                   linux-source-7.x (make check; the
#                                   cross install and clean with
#                                   CHECK_LONG=1)
.PHONY: kselftest-check kselftest-embed
CHECK_TARGETS += kselftest-check
# The short form compares the two native runs with length_cap's 2 GiB
# pass given a 1 s deadline (it SKIPs in both, unless 2 GiB take less
# here), as that pass is most of a run; the long form runs it whole,
# natively and in the cross install's run under qemu-user.
KSFT_CHECK_ENV := $(if $(CHECK_LONG),,VGR_CAP_BUDGET_S=1)
kselftest-check: $$(VGR_TESTS) $(O)/runner/runner
	$(KSFT_CHECK_ENV) $(O)/runner/runner $(RUN_ARGS) $(VGR_TESTS) >$(O)/run.ktap || true
	$(KSFT_CHECK_ENV) tools/kselftest/kselftest-check $(if $(CHECK_LONG),-l) $(O)/run.ktap

# The suite's files, all that `make -C tools/testing/selftests
# TARGETS=$(KSFT_NAME)` needs to build and run it (the Makefile includes
# only VGR_SUITE_PARTS there, with no tools/): the Makefile, its linker
# script and settings; arch/'s loader, key list, records and C pieces
# (headers, .S and what they include, the ChaCha shims of CHACHA_SRC=);
# the suite's parts and the sources of the test programs and libvgr.a.
# Not the runner, the bench, the host tests of the ELF parser
# (vdso/host/), chacha's host check and vector generator (libsodium's:
# the vectors are data, vectors-data.h), the sanitizer and fuzzing
# builds, tools/, docs/, rows/, kconfig/ or scripts/.
KSFT_SUITE_FILES := $(sort Makefile linker.ld settings arch/load.mk arch/load.awk arch/keys \
	$(wildcard arch/*/arch.conf arch/*/*.h arch/*/*.S arch/*/*.inc \
		arch/*/chacha-shim/*/*.h) \
	$(VGR_SUITE_PARTS) \
	$(filter-out chacha/host-check.c chacha/gen-vectors.c,\
		$(wildcard chacha/*.[chS] chacha/shim/*/*.h)) \
	$(wildcard impl/*.[ch] model/*.[ch] nolibc/*.h tests/*.[ch] tests/lib/*.[ch] \
		vdso/*.[ch] vdso/regs/*.[ch] vdso/regs/*.inc))

# Copies KSFT_SUITE_FILES into KSRC's tools/testing/selftests/
# $(KSFT_NAME), where `make -C tools/testing/selftests TARGETS=$(KSFT_NAME)
# run_tests` (or install, gen_tar; ARCH=, CROSS_COMPILE=, O=) builds it
# with that tree's nolibc and harness.
KSFT_NAME ?= vgetrandom
KSFT_DEST = $(KSRC)/tools/testing/selftests/$(KSFT_NAME)
kselftest-embed:
	@test -n "$(KSRC_GIVEN)" -a -f "$(KSRC)/tools/testing/selftests/lib.mk" || \
		{ echo "kselftest-embed: KSRC='$(KSRC)' is not a kernel tree" >&2; exit 2; }
	rm -rf $(KSFT_DEST)
	mkdir -p $(KSFT_DEST)
	tar -c -f - $(KSFT_SUITE_FILES) | tar -x -C $(KSFT_DEST)

# The suite as a patch series for the kernel tree KSRC (a git tree):
# the branch vgetrandom-selftests on BASE (HEAD by default), and the
# series, cover letter filled in, in SERIES_OUT (tools/kselftest/
# kselftest-series; the patches: tools/kselftest/series.txt).
#   make kselftest-series KSRC=tree [BASE=commit] [SERIES_OUT=dir]
#   make kselftest-series-check     the series of linux-source-7.x put
#                                   into git: checkpatch, the build after
#                                   each patch, git am; check-all: the
#                                   LLVM builds, run_tests and their runs
.PHONY: kselftest-series kselftest-series-check
CHECK_ALL_TARGETS += kselftest-series-check
SERIES_OUT ?= $(O)/kselftest-series
kselftest-series:
	@test -n "$(KSRC_GIVEN)" || { echo "kselftest-series: give KSRC=<kernel git tree>" >&2; exit 2; }
	tools/kselftest/kselftest-series $(KSRC) "$(BASE)" $(SERIES_OUT)

# make check-all: every patch built, the last one with LLVM= too (three
# architectures), run_tests, the LLVM builds run (natively and under
# qemu-user), and the planted defects; the short form, make
# kselftest-series-check alone: the last patch, GCC's builds.
check-all: export VGR_SERIES_CHECK_ARGS := -r -p
kselftest-series-check:
	tools/kselftest/kselftest-series-check $(or $(VGR_SERIES_CHECK_ARGS),-q)
