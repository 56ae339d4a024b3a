# arch/x86_64/kernel-check.sh - sourced by tools/boot/qemu-run: is $kernel
# an image QEMU boots? A bzImage says "HdrS" at 0x202; a vmlinux is an
# ELF file, which QEMU boots only through its PVH entry note.
# shellcheck shell=sh
# shellcheck disable=SC2154 # kernel: set by qemu-run, which sources this
magic=$(od -An -c -j 514 -N 4 "$kernel" | tr -d ' ')
elf=$(od -An -c -N 4 "$kernel" | tr -d ' ')
[ "$magic" = HdrS ] || [ "$elf" = 177ELF ] ||
	die "'$kernel' is not a kernel image (no bzImage header, not ELF)"
[ "$magic" = HdrS ] || readelf -n "$kernel" 2>/dev/null | grep -q 'Xen.*0x00000012' ||
	die "'$kernel' is an ELF file without a PVH entry note: QEMU cannot boot it"
