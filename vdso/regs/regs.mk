# vdso/regs/regs.mk - the register shim of the running architecture
# (vdso/regs/ARCH.S, see regs.h), part of libvgr.a: assembled without
# nolibc's C header.
REGS_ASFLAGS := -g -nostdinc -D__ASSEMBLY__ -I. -Wa,--noexecstack
LIB_OBJS += $(O)/vdso/regs/$(ARCH).o

$(O)/vdso/regs/$(ARCH).o: vdso/regs/$(ARCH).S vdso/regs/table.inc
	@mkdir -p $(dir $@)
	$(CC) $(REGS_ASFLAGS) -c -o $@ $<
