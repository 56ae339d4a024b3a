# runner/runner.mk - the suite's runner: the program that runs the test
# programs and turns their KTAP into one document (natively, for make
# run, and as PID 1 of the initramfs under QEMU) and its fault probe
# (tools/check/check.mk's fault-report-check runs it). The runner is not
# a test program.
RUNNER_OBJS := $(addprefix $(O)/runner/,cmdline.o compilers.o detect.o flat.o glob.o init.o \
	names.o opts.o outcome.o session.o stream.o watch.o)
OBJS_runner := $(RUNNER_OBJS)
$(RUNNER_OBJS): $(wildcard runner/*.h) nolibc/opt_value.h nolibc/ioport.h
$(O)/runner/runner: $(RUNNER_OBJS)

all: $(O)/runner/runner
