# tests/helpers.mk - helpers shared by the test programs, part of libvgr.a.
LIB_OBJS += $(O)/tests/lib/procmaps.o
