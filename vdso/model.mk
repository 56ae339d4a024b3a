# vdso/model.mk - the userspace model of the vDSO getrandom (part of
# libvgr.a, with the two chacha fault variants its faults call) and
# `make mutants`, which runs the suite against the model and each fault.
MODEL_OBJS := $(addprefix $(O)/vdso/,model.o model_alloc.o model_rng.o \
	model_faults.o)
LIB_OBJS += $(MODEL_OBJS) $(O)/chacha/nostack-fault-rotation.o \
	$(O)/chacha/nostack-fault-counter.o

$(MODEL_OBJS): vdso/model.h vdso/model_internal.h vdso/model_faults.h \
	vdso/state.h chacha/chacha.h chacha/faults.h
