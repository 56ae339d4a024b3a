# vdso/abi.mk - the kernel's vDSO ABI and its states, part of libvgr.a.
LIB_OBJS += $(O)/vdso/abi.o $(O)/vdso/states.o $(O)/vdso/env_choice.o
