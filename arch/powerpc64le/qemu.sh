# arch/powerpc64le/qemu.sh - sourced by tools/boot/qemu-arch after the
# record: a kernel (the file $kernel) with PowerNV and its OPAL console, as
# Debian's have (and big-endian powerpc64's built here:
# arch/powerpc64/qemu.sh sources this), boots -M powernv9 through
# skiboot; any other -M pseries through VOF (the record's).
# powernv9 needs at least 1 GiB; it goes without its default PCIe root
# ports, whose link training costs skiboot 6 s, but with the BMC that
# -nodefaults drops and power-off needs.
# shellcheck shell=sh
# shellcheck disable=SC2034 # mem, machine, options: read by qemu-arch
if [ -f "$kernel" ] && readelf -sW "$kernel" 2>/dev/null |
	awk '($NF == "pnv_probe" || $NF == "hvc_opal_init") && !seen[$NF]++ { n++ }
	     END { exit n != 2 }'; then
	mem=1024 machine=powernv9
	options="-nodefaults -device ipmi-bmc-sim,id=bmc0 -device isa-ipmi-bt,bmc=bmc0,irq=10"
elif [ -n "$kernel" ] && ! [ -f "$kernel" ]; then
	echo "qemu-arch: '$kernel' is not a file here: -M pseries" >&2
fi
