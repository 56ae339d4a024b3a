# vdso/regs/regs.mk - the register shim of the running architecture
# (vdso/regs/ARCH.S, see regs.h), part of libvgr.a: assembled without
# nolibc's C header. An architecture without one yet gets none.c's empty
# table, no vdso_register_hygiene, and a warning saying so.
REGS_ASFLAGS := -g -nostdinc -D__ASSEMBLY__ -I. -Wa,--noexecstack

ifeq ($(wildcard vdso/regs/$(ARCH).S),)
$(warning vdso/regs: no register shim for $(ARCH) (vdso/regs/$(ARCH).S): \
	vdso_register_hygiene is not built, and the model's fault \
	key-left-in-register cannot be caught)
LIB_OBJS += $(O)/vdso/regs/none.o
TEST_PROGS := $(filter-out $(O)/tests/vdso_register_hygiene,$(TEST_PROGS))
else
LIB_OBJS += $(O)/vdso/regs/$(ARCH).o

$(O)/vdso/regs/$(ARCH).o: vdso/regs/$(ARCH).S $(wildcard vdso/regs/*.inc)
	@mkdir -p $(dir $@)
	$(CC) $(REGS_ASFLAGS) -c -o $@ $<
endif
