# tests/kselftest.mk - the suite as a kselftest target: make run's KTAP
# against run_tests in the linux-source-7.x tree, and kunit.py parse.
.PHONY: kselftest-check
CHECK_TARGETS += kselftest-check
kselftest-check: $$(VGR_TESTS) $(O)/tests/runner
	$(O)/tests/runner $(RUN_ARGS) $(VGR_TESTS) >$(O)/run.ktap || true
	scripts/kselftest-check $(O)/run.ktap
