# tools/kselftest/kselftest.mk - the suite as a kselftest:
#   make kselftest-embed KSRC=tree  the suite's sources as KSRC's
#                                   tools/testing/selftests/$(KSFT_NAME)
#   make kselftest-check            make run's KTAP read by kselftest's
#                                   run_tests and kunit.py, and that
#                                   embedding built and run in a copy of
#                                   linux-source-7.x (make check)
.PHONY: kselftest-check kselftest-embed
CHECK_TARGETS += kselftest-check
# make check gives length_cap a 5 s deadline in kselftest-check's run
# under qemu-user, where its 2 GiB pass is most of the step; make
# check-all and make kselftest-check run it whole.
check: export VGR_KSFT_CAP_BUDGET_S := 5
kselftest-check: $$(VGR_TESTS) $(O)/runner/runner
	$(O)/runner/runner $(RUN_ARGS) $(VGR_TESTS) >$(O)/run.ktap || true
	tools/kselftest/kselftest-check $(O)/run.ktap

# Copies the project's sources (git's files, tracked or not, but never
# ignored: no build products) into KSRC's tools/testing/selftests/
# $(KSFT_NAME), where `make -C tools/testing/selftests TARGETS=$(KSFT_NAME)
# run_tests` (or install, gen_tar; ARCH=, CROSS_COMPILE=, O=) builds it
# with that tree's nolibc and harness.
KSFT_NAME ?= vgetrandom
KSFT_DEST = $(KSRC)/tools/testing/selftests/$(KSFT_NAME)
kselftest-embed:
	@test -n "$(KSRC_GIVEN)" -a -f "$(KSRC)/tools/testing/selftests/lib.mk" || \
		{ echo "kselftest-embed: KSRC='$(KSRC)' is not a kernel tree" >&2; exit 2; }
	@git rev-parse --show-toplevel >/dev/null 2>&1 || \
		{ echo "kselftest-embed: $(CURDIR) is not a git checkout" >&2; exit 2; }
	rm -rf $(KSFT_DEST)
	mkdir -p $(KSFT_DEST)
	git ls-files -z --cached --others --exclude-standard | \
		xargs -0 sh -c 'for f; do [ -e "$$f" ] && printf "%s\0" "$$f"; done' sh | \
		tar -c --null -T - -f - | tar -x -C $(KSFT_DEST)
