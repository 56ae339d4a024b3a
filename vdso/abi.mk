# vdso/abi.mk - the ABI layer and allocator, part of libvgr.a.
LIB_OBJS += $(O)/vdso/abi.o $(O)/vdso/env_choice.o
