# model/model.mk - the userspace model of the vDSO getrandom (part of
# libvgr.a, with the two chacha fault variants its faults call); `make
# mutants`, the suite against the model and each fault, is
# tools/mutants/mutants.mk.
MODEL_OBJS := $(addprefix $(O)/model/,model.o alloc.o rng.o faults.o)
LIB_OBJS += $(MODEL_OBJS) $(O)/chacha/nostack-fault-rotation.o \
	$(O)/chacha/nostack-fault-counter.o

$(MODEL_OBJS): model/model.h model/internal.h model/faults.h \
	vdso/state.h vdso/regs/regs.h chacha/chacha.h chacha/faults.h
