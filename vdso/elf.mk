# vdso/elf.mk - the vDSO ELF parser: part of libvgr.a, its freestanding
# test program, its host unit tests (with ASan/UBSan) and its fuzzer.
ELF_SRCS := vdso/elf.c vdso/elf_chains.c vdso/elf_lookup.c vdso/elf_live.c
ELF_HDRS := vdso/elf.h vdso/elf_internal.h
LIB_OBJS += $(patsubst %.c,$(O)/%.o,$(ELF_SRCS))
TEST_PROGS += $(O)/tests/vdso_parse
$(patsubst %.c,$(O)/%.o,$(ELF_SRCS)): $(ELF_HDRS)
$(O)/tests/vdso_parse: $(ELF_HDRS) tests/lib/procmaps.h
