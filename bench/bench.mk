# bench/bench.mk - `make bench` (ns per call of the vDSO, the model and
# the syscall, one thread and many; a table and build/bench.csv),
# `make bench-plot` (build/bench.png from the CSV, with gnuplot),
# `make bench-qemu KERNEL=IMAGE` and `make model-bench` (the model next
# to the vDSO and the syscall, one thread). The bench is no test: it is
# not in TEST_PROGS. BENCH_ARGS passes options (bench/bench.c).
BENCH_OBJS := $(addprefix $(O)/bench/,clock.o cols.o measure.o opts.o \
	report.o)
OBJS_bench := $(BENCH_OBJS)
BENCH_CSV ?= $(O)/bench.csv
BENCH_PNG ?= $(O)/bench.png
BENCH_ARGS ?=

$(BENCH_OBJS): bench/bench.h bench/report.h nolibc/opt_value.h impl/impl.h vdso/abi.h nolibc/thread.h
$(O)/bench/bench: $(BENCH_OBJS)
# Its nanoseconds and call counts are unsigned longs: 32 bits would wrap
# within 4.3 s (a record of bits = 32).
ifneq ($(VGR_$(ARCH)_bits),32)
all: $(O)/bench/bench
else
$(warning bench: not built for $(ARCH): it counts nanoseconds in unsigned longs, 32 bits there)
endif

.PHONY: bench bench-plot
bench: $(O)/bench/bench
	$< --csv $(BENCH_CSV) $(BENCH_ARGS)

# make model-bench: the model next to the vDSO and the syscall, one
# thread: bench's own single mode, not a second benchmark.
.PHONY: model-bench
model-bench: $(O)/bench/bench
	$< --impl model,vdso,syscall single

bench-plot: $(BENCH_CSV)
	tools/bench/bench-plot $(BENCH_CSV) $(BENCH_PNG)

$(BENCH_CSV):
	$(MAKE) bench

# make bench-qemu KERNEL=...: the bench as the only program of an
# initramfs, run by the suite's runner under QEMU (TCG: shorter runs).
BENCH_QEMU_ARGS ?= --ms=20,--runs=3,--threads=16
BENCH_QEMU_TIMEOUT ?= 300
$(O)/bench-initramfs.cpio: $(O)/runner/runner $(O)/bench/bench \
		tools/boot/mkinitramfs
	tools/boot/mkinitramfs $@ $(O)/runner/runner $(O)/bench/bench

.PHONY: bench-qemu
bench-qemu: $(O)/bench-initramfs.cpio
	@test -n "$(KERNEL)" || { echo "bench-qemu: give KERNEL=IMAGE" >&2; exit 2; }
	tools/boot/qemu-run -t $(BENCH_QEMU_TIMEOUT) -i $< \
		-a "vgr.timeout=$(BENCH_QEMU_TIMEOUT) VGR_BENCH_ARGS=$(BENCH_QEMU_ARGS)" \
		$(KERNEL)
