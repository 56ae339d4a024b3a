# arch/powerpc64/qemu.sh - sourced by tools/boot/qemu-arch after the
# record: big-endian powerpc64 boots as powerpc64le does. Its kernels
# built here have PowerNV and the OPAL console (its kconfig fragment), so
# they boot -M powernv9 through skiboot, which passes the kernel no
# rng-seed; a kernel without them -M pseries through VOF (the record's),
# whose tree holds one.
# shellcheck shell=sh
# shellcheck disable=SC1091,SC2154 # powerpc64le's, checked there; arch_dir: qemu-arch's
. "$arch_dir/../powerpc64le/qemu.sh"
