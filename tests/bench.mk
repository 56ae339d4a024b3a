# tests/bench.mk - `make bench` (ns per call of the vDSO, the model and
# the syscall, one thread and many; a table and build/bench.csv) and
# `make bench-plot` (build/bench.png from the CSV, with gnuplot). The
# bench is no test: it is not in TEST_PROGS. BENCH_ARGS passes options.
BENCH_OBJS := $(addprefix $(O)/tests/,bench_clock.o bench_cols.o \
	bench_measure.o bench_opts.o bench_report.o)
OBJS_bench := $(BENCH_OBJS)
BENCH_CSV ?= $(O)/bench.csv
BENCH_PNG ?= $(O)/bench.png
BENCH_ARGS ?=

$(BENCH_OBJS): tests/bench.h tests/bench_report.h vdso/abi.h nolibc/thread.h
$(O)/tests/bench: $(BENCH_OBJS)

.PHONY: bench bench-plot
bench: $(O)/tests/bench
	$< --csv $(BENCH_CSV) $(BENCH_ARGS)

bench-plot: $(BENCH_CSV)
	scripts/bench-plot $(BENCH_CSV) $(BENCH_PNG)

$(BENCH_CSV):
	$(MAKE) bench
