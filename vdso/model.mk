# vdso/model.mk - the userspace model of the vDSO getrandom (part of
# libvgr.a), the chacha variant its wrong-chacha-rotation fault calls, and
# `make mutants`, which runs the suite against the model and each fault.
LIB_OBJS += $(O)/vdso/model.o $(O)/vdso/model_alloc.o $(O)/vdso/model_rng.o \
	$(O)/vdso/model_faults.o

$(O)/vdso/model.o $(O)/vdso/model_alloc.o $(O)/vdso/model_rng.o \
$(O)/vdso/model_faults.o: vdso/model.h vdso/model_internal.h vdso/state.h

# chacha/nostack.S with its rotation bug planted, under the model's name.
ifneq ($(wildcard chacha/nostack.S),)
LIB_OBJS += $(O)/vdso/model_chacha_rotation.o
$(O)/vdso/model_chacha_rotation.o: chacha/nostack.S
	@mkdir -p $(dir $@)
	$(CC) -DVGR_CHACHA_FAULT_ROTATION \
		-DVGR_CHACHA_SYM=vgr_model_chacha20_rotation -c -o $@ $<
endif
