# runner/runner.mk - the suite's runner: the program that runs the test
# programs and turns their KTAP into one document (natively, for make
# run, and as PID 1 of the initramfs under QEMU), its fault probe, and
# fault-report-check, which proves that it reports a crash, a hang or a
# program that cannot run as "not ok". The runner is not a test program.
RUNNER_OBJS := $(addprefix $(O)/runner/,cmdline.o detect.o flat.o glob.o init.o \
	names.o opts.o outcome.o session.o stream.o watch.o)
OBJS_runner := $(RUNNER_OBJS)
$(RUNNER_OBJS): $(wildcard runner/*.h) nolibc/opt_value.h nolibc/ioport.h
$(O)/runner/runner: $(RUNNER_OBJS)

all: $(O)/runner/runner

# Faults in the code under test (the model's crash-in-call, hang-in-call
# and garbage-return) and programs that cannot run: reported as not ok,
# KTAP whole, later programs run, nothing left; natively, and as PID 1
# under QEMU on v14 (FAULT_REPORT_QEMU=0 leaves that out).
FAULT_REPORT_QEMU ?= 1
.PHONY: fault-report-check
CHECK_TARGETS += fault-report-check
fault-report-check: $(O)/runner/runner $(O)/runner/fault_probe $(O)/tests/basic_calls \
		$(O)/tests/vdso_parse $(if $(filter 1,$(FAULT_REPORT_QEMU)),$(O)/initramfs.cpio)
	@kernel=$$(scripts/fetch-kernels -h | cut -d' ' -f2) && \
	scripts/fault-report-check $(if $(filter 1,$(FAULT_REPORT_QEMU)),\
		-k "$$kernel" -i $(O)/initramfs.cpio) $(O)

sanitize-check: sanitize-fault-report
.PHONY: sanitize-fault-report
sanitize-fault-report: $$(SAN_HOST)/runner/runner $(O)/runner/runner $(O)/runner/fault_probe \
		$(O)/tests/basic_calls $(O)/tests/vdso_parse
	@RUNNER=$(SAN_HOST)/runner/runner scripts/fault-report-check $(O) \
		>$(SAN_HOST)/fault-report.log 2>&1 || \
		{ cat $(SAN_HOST)/fault-report.log >&2; exit 1; }
	@echo "sanitize-check: runner: $$(tail -n 1 $(SAN_HOST)/fault-report.log | \
		sed 's/^fault-report-check: //')"
