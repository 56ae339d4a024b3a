# vdso/regs/regs.mk - the register shim of the running architecture
# (arch/ARCH/regs.S, see regs.h), part of libvgr.a: assembled without
# nolibc's C header. An architecture without one yet gets none.c's empty
# table, no vdso_register_hygiene, and a warning saying so.
REGS_ASFLAGS := -g -nostdinc -D__ASSEMBLY__ -I. -Wa,--noexecstack \
	$(if $(LLVM),$(VGR_$(ARCH)_clang_cflags))
REGS_SHIM := $(wildcard arch/$(ARCH)/regs.S)

ifeq ($(REGS_SHIM),)
$(warning vdso/regs: no register shim for $(ARCH) (arch/$(ARCH)/regs.S): \
	vdso_register_hygiene is not built, and the model's fault \
	key-left-in-register cannot be caught)
LIB_OBJS += $(O)/vdso/regs/none.o
TEST_PROGS := $(filter-out $(O)/tests/vdso_register_hygiene,$(TEST_PROGS))
else
LIB_OBJS += $(O)/vdso/regs/$(ARCH).o

# A shim includes table.inc, and may include another architecture's
# pieces by path (arch/*/*.inc).
$(O)/vdso/regs/$(ARCH).o: $(REGS_SHIM) $(wildcard vdso/regs/*.inc arch/*/*.inc)
	@mkdir -p $(dir $@)
	$(CC) $(REGS_ASFLAGS) -c -o $@ $<
endif
