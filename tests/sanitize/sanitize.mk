# tests/sanitize/sanitize.mk - make sanitize-check (with fuzz/fuzz.mk's
# replays and runner/runner.mk's fault reports): the ABI layer, the
# ELF parser, the model, chacha's reference, the runner and every test
# program built against glibc with ASan/UBSan (tests/sanitize/glibc_shim.h
# stands in for nolibc's syscalls); that runner runs those programs under
# each configuration of SANITIZE_CONFIGS (IMPL or IMPL:ABI), and the
# native cases of fault-report-check. Left out, each for its reason:
# bad_buffer (its SIGSEGV is what the sanitizers report), droppable_mlock
# (mlockall and ASan's shadow memory), length_cap (2 GiB past the harness
# timeout under ASan), fork_wipes_state (fork from a raw clone() thread
# breaks ASan's runtime).
SANITIZE_CONFIGS ?= model:mainline model:v14 vdso
SANITIZE_EXCLUDES ?= bad_buffer droppable_mlock length_cap fork_wipes_state
# Programs left out under the model's v14 mode only.
SANITIZE_EXCLUDES_V14 ?=
SANITIZE_TIMEOUT ?= 300
SAN_HOST := $(O)/host/san
# Objects $(1) for the host: those made of C again with the sanitizers,
# the assembly ones (chacha) as they are.
san_objs = $(foreach o,$(1),$(if $(wildcard $(patsubst $(O)/%.o,%.c,$(o))),\
	$(patsubst $(O)/%,$(SAN_HOST)/%,$(o)),$(o)))
SAN_LIB_OBJS = $(call san_objs,$(LIB_OBJS))
SAN_HOST_CFLAGS = $(HOST_CFLAGS) -Wno-unused-parameter $(SAN_CFLAGS) \
	-include tests/sanitize/glibc_shim.h \
	$(VGR_HOST_INC) -I$(KSFT_DIR)
SAN_PROGS = $(patsubst $(O)/tests/%,$(SAN_HOST)/tests/%,$(TEST_PROGS))

# Kept, though only pattern rules name them: else each run rebuilds all.
.PRECIOUS: $(SAN_HOST)/%.o
$(SAN_HOST)/%.o: %.c tests/sanitize/glibc_shim.h $(wildcard vdso/*.h chacha/*.h \
		nolibc/*.h model/*.h runner/*.h tests/lib/*.h) $(VGR_HOST_ARCH_HDRS) \
		| $(UAPI_DIR)/.stamp
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SAN_HOST_CFLAGS) -c -o $@ $<

# A test program, or the runner, built for the host.
define san_prog_rule
$(SAN_HOST)/$(1)/%: $(1)/%.c $$$$(SAN_LIB_OBJS) $$$$(call san_objs,$$$$(OBJS_$$$$*)) \
		$(wildcard $(1)/*.h) tests/sanitize/glibc_shim.h | $(UAPI_DIR)/.stamp
	@mkdir -p $$(dir $$@)
	$$(HOST_CC) $$(SAN_HOST_CFLAGS) $$(CFLAGS_$$*) $$(SAN_CFLAGS_$$*) -o $$@ $$< \
		$$(call san_objs,$$(OBJS_$$*)) $$(SAN_LIB_OBJS)
endef
$(foreach d,tests runner,$(eval $(call san_prog_rule,$(d))))

.PHONY: sanitize-suite
sanitize-check: sanitize-suite
sanitize-suite: $(SAN_HOST)/runner/runner $$(SAN_PROGS)
	@for c in $(SANITIZE_CONFIGS); do \
		impl=$${c%%:*} abi=$$(echo $$c | sed -n 's/.*://p'); \
		log=$(SAN_HOST)/suite-$$impl$${abi:+-$$abi}.ktap; ex=; \
		[ "$$abi" != v14 ] || ex="$(addprefix --exclude=,$(SANITIZE_EXCLUDES_V14))"; \
		if env VGR_QUICK=1 VGR_IMPL=$$impl $${abi:+VGR_ABI=$$abi} \
			$(SAN_HOST)/runner/runner --timeout $(SANITIZE_TIMEOUT) \
			$(addprefix --exclude=,$(SANITIZE_EXCLUDES)) $$ex $(SAN_PROGS) \
			>$$log 2>&1; then \
			echo "sanitize-check: $$c: $$(tail -n 1 $$log)"; \
		else \
			grep -E '^not ok|ERROR: |runtime error|SUMMARY' $$log >&2; \
			echo "sanitize-check: $$c: failed under ASan/UBSan, see $$log" >&2; \
			exit 1; \
		fi; \
	done

