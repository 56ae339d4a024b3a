# tools/kernel/kernel.mk - kernels built here from linux-source-7.x:
#   make kernel [ARCH=...] [PAGES=16k|64k] [LLVM=1]
#                                   a kernel built from linux-source-7.x
#                                   (tools/kernel/build-kernel, cached),
#                                   named ARCH[-PAGES]-tiny[-clang]-7.x,
#                                   by GCC or the project's LLVM; prints
#                                   its image
#   make planted-vdso [ARCH=...]    the vDSO bugs of arch/ARCH/vdso-faults
#                                   planted in a git copy of
#                                   linux-source-7.x, each judged bad by
#                                   bisect-run, make qemu, LAVA and
#                                   git bisect run (tools/kernel/planted-vdso)
# Uses: INITRAMFS (tools/boot/boot.mk); the target lava-deps
# (tools/lava/lava.mk).
.PHONY: kernel planted-vdso
kernel:
	@tools/kernel/build-kernel -A $(ARCH) $(if $(PAGES),-p $(PAGES)) $(if $(LLVM),-c llvm)

planted-vdso: $(INITRAMFS) lava-deps
	tools/kernel/planted-vdso -A $(ARCH)
