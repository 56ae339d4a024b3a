# impl/impl.mk - the choice of the implementation under test (vDSO,
# model or syscall), above vdso/ and model/, part of libvgr.a.
LIB_OBJS += $(O)/impl/impl.o
