# tools/lava/lava.mk - the suite as LAVA jobs (tools/lava/lava-jobs), and the
# proof that LAVA's own dispatcher reads them right (tools/lava/lava-check):
#   make lava-jobs [KERNEL=path|URL [ARCH=...]] [LAVA_URL=URL] [APPEND=...]
#                       one job per kernel of the matrix, or for KERNEL,
#                       into $(O)/lava/jobs
#   make lava-check     LAVA_CHECK_KERNELS under lava-run, case by case
#                       against qemu-run, and the jobs that must not pass
#                       (a panic, a hang) or must name a failing case
#   make lava-matrix    every kernel of the matrix under lava-run
#   make lava-validate-check
#                       every row's job through the server's submission
#                       check, with no kernel fetched (make check)
#   make lava-reference-check
#                       every row's job as tools/lava/reference/ has it
#                       (make check); make lava-reference rewrites those
#   make lava-unit-tests
#                       tools/lava/tests: the package tools/lava/vgrlava
#                       on recorded logs, no root, no boot (make check)
# Every job written is checked first as a LAVA server checks a job at
# submission (tools/lava/lava-validate, the server's own schema).
# Defines: LAVA_DIR, LAVA_JOBS, LAVA_CHECK_JOBS, lava-deps.
# Uses: INITRAMFS (tools/boot/boot.mk); JOBS, MATRIX_KERNELS,
# CHECK_KERNELS, cross_initramfs (tools/matrix/matrix.mk).
LAVA_DIR := $(O)/lava
LAVA_TIMEOUT ?= 120
ifndef LAVA_CHECK_KERNELS
LAVA_CHECK_KERNELS := $(call rows_check,lava)
endif
LAVA_PKGS := lava-dispatcher python3-yaml python3-jinja2 python3-django
LAVA_JOBS = tools/lava/lava-jobs -t $(LAVA_TIMEOUT) $(if $(LAVA_URL),-u '$(LAVA_URL)') \
	$(if $(filter 1,$(RDRAND)),-r) -i $(INITRAMFS)

.PHONY: lava-deps lava-jobs lava-check lava-matrix
lava-deps:
	@VGR_EXTRA_PKGS="$(VGR_EXTRA_PKGS) $(LAVA_PKGS)" tools/fetch/deps

ifneq ($(KERNEL),)
lava-jobs: lava-deps $$(INITRAMFS)
	$(LAVA_JOBS) -o $(LAVA_DIR)/jobs -a '$(APPEND)' -k '$(KERNEL)' -A $(ARCH)
	tools/lava/lava-validate $(LAVA_DIR)/jobs/*.yaml
else
lava-jobs: lava-deps $$(INITRAMFS) $$(call cross_initramfs,$$(MATRIX_KERNELS))
	$(LAVA_JOBS) -o $(LAVA_DIR)/jobs -a '$(APPEND)'
	tools/lava/lava-validate $(LAVA_DIR)/jobs/*.yaml
endif

# Beside the kernels of LAVA_CHECK_KERNELS, four jobs on 6.12 that must
# not pass silently: PID 1 exits (the kernel panics) or hangs mid-suite,
# as the program flags starts (the suite cut to the programs f*: flags
# comes second), and two planted faults of the model, a failing test and
# a test that hangs until the runner's timeout, whose cases LAVA must
# name. (lava-check-jobs writes them, for lava-check and
# for tools/lava/lava-server.mk's lava-server-check.) The hang's 60 s are
# for reaching flags with two jobs side by side on a loaded machine.
# The short form runs one of each way to end (incomplete, fail): the
# panic and the failing test; CHECK_LONG=1 all four.
LAVA_NEGATIVE := $(LAVA_DIR)/negative
LAVA_NEGATIVE_JOBS := panic failing-test $(if $(CHECK_LONG),hang hanging-test)
LAVA_CHECK_JOBS = $(foreach k,$(LAVA_CHECK_KERNELS),$(LAVA_DIR)/check-jobs/$(k).yaml) \
	$(foreach j,$(LAVA_NEGATIVE_JOBS),$(LAVA_NEGATIVE)/6.12+$(j).yaml)
.PHONY: lava-check-jobs
lava-check-jobs: lava-deps $$(INITRAMFS) $$(call cross_initramfs,$$(LAVA_CHECK_KERNELS))
	@rm -rf $(LAVA_DIR)/check-jobs $(LAVA_NEGATIVE)
	@$(LAVA_JOBS) -o $(LAVA_DIR)/check-jobs $(LAVA_CHECK_KERNELS) >/dev/null
	@$(LAVA_JOBS) -o $(LAVA_NEGATIVE) -x incomplete -n 6.12+panic \
		-a 'vgr.inject=panic:flags vgr.filter=f*' 6.12 >/dev/null
	@$(LAVA_JOBS) -o $(LAVA_NEGATIVE) -x incomplete -n 6.12+hang -t 60 \
		-a 'vgr.inject=hang:flags vgr.filter=f*' 6.12 >/dev/null
	@$(LAVA_JOBS) -o $(LAVA_NEGATIVE) -x fail -n 6.12+failing-test \
		-a 'vgr.filter=flags VGR_IMPL=model VGR_FAULT=unknown-flags-accepted' 6.12 >/dev/null
	@$(LAVA_JOBS) -o $(LAVA_NEGATIVE) -x fail -n 6.12+hanging-test \
		-a 'vgr.filter=basic_calls vgr.timeout=5 VGR_IMPL=model VGR_FAULT=hang-in-call' \
		6.12 >/dev/null
	tools/lava/lava-validate $(LAVA_CHECK_JOBS)

lava-check: lava-check-jobs
	tools/lava/lava-check -j $(JOBS) -o $(LAVA_DIR)/check $(LAVA_CHECK_JOBS)

CHECK_TARGETS += lava-check

# Every row's job as lava-jobs -S writes it, with no kernel fetched or
# built and nothing of this machine or of the make's variables: the same
# jobs everywhere, into folder $(1). lava-reference-check (make check)
# writes them once, checks them as a LAVA server checks a job at
# submission (lava-validate-check alone does only that) and compares
# them with tools/lava/reference/, the reference jobs, which
# lava-reference rewrites after an intended change.
LAVA_REFERENCE := tools/lava/reference
lava_schema_jobs = rm -rf $(1) && tools/lava/lava-jobs -S -o $(1) >/dev/null
.PHONY: lava-validate-check lava-reference-check lava-reference
lava-validate-check: lava-deps
	@$(call lava_schema_jobs,$(LAVA_DIR)/schema-jobs)
	tools/lava/lava-validate $(LAVA_DIR)/schema-jobs/*.yaml

lava-reference-check: lava-deps
	@$(call lava_schema_jobs,$(LAVA_DIR)/reference-jobs)
	tools/lava/lava-validate $(LAVA_DIR)/reference-jobs/*.yaml
	@diff -ru $(LAVA_REFERENCE) $(LAVA_DIR)/reference-jobs || { \
		echo "lava-reference-check: lava-jobs -S no longer writes" \
			"$(LAVA_REFERENCE)/ (make lava-reference, if meant)" >&2; exit 1; }
	@echo "lava-reference-check: $$(ls $(LAVA_REFERENCE) | wc -l) jobs as in $(LAVA_REFERENCE)/"

lava-reference: lava-deps
	@$(call lava_schema_jobs,$(LAVA_DIR)/reference-jobs)
	tools/lava/lava-validate $(LAVA_DIR)/reference-jobs/*.yaml
	rm -rf $(LAVA_REFERENCE) && cp -r $(LAVA_DIR)/reference-jobs $(LAVA_REFERENCE)

# The package's unit tests (tools/lava/tests): no root, no boot; recorded
# logs and the lava-server templates of the cache. Debian's Python, the
# one lava-deps installs the packages of.
.PHONY: lava-unit-tests
lava-unit-tests: lava-deps
	/usr/bin/python3 -m unittest discover -s tools/lava/tests -t tools/lava

CHECK_TARGETS += lava-reference-check lava-unit-tests
CHECK_KERNELS += $(LAVA_CHECK_KERNELS)
CHECK_PREP += lava-deps $(call cross_initramfs,$(LAVA_CHECK_KERNELS))

# The jobs' list is a file, so that a kernel that cannot be fetched stops
# make rather than leaving a shorter matrix. LAVA_MATRIX_KERNELS: some
# rows only (default: every row LAVA can run); tools/lava/lava-server.mk's
# lava-server-matrix takes the same jobs.
LAVA_MATRIX_KERNELS ?=
.PHONY: lava-matrix-jobs
lava-matrix-jobs: lava-deps $$(INITRAMFS) \
		$$(call cross_initramfs,$$(or $$(LAVA_MATRIX_KERNELS),$$(MATRIX_KERNELS)))
	@rm -rf $(LAVA_DIR)/matrix-jobs && mkdir -p $(LAVA_DIR)
	$(LAVA_JOBS) -o $(LAVA_DIR)/matrix-jobs $(LAVA_MATRIX_KERNELS) >$(LAVA_DIR)/matrix-jobs.list
	tools/lava/lava-validate $$(cat $(LAVA_DIR)/matrix-jobs.list)

lava-matrix: lava-matrix-jobs
	tools/lava/lava-check -j $(JOBS) -o $(LAVA_DIR)/matrix $$(cat $(LAVA_DIR)/matrix-jobs.list)
