# tools/lib/lib.sh - what the project's shell programs share, sourced
# first: root (the project's folder), tools (its tools/), here (the
# sourcing program's own folder), cache, die (a message and exit status
# 2, bad input), fail (a message and exit status 1, a check that failed)
# and the architecture records (arch/load.sh, and vgr_cross_arch).
# A program sets me (its name in messages) before, or gets its file's name.
# shellcheck shell=sh
# shellcheck disable=SC2034 # tools, cache: read by the programs that source this
me=${me:-$(basename "$0")}
here=$(cd "$(dirname "$0")" && pwd)
# The project's folder: the nearest one above the program that holds
# this file (programs of tools/JOB/ and of the suite's own folders).
root=$here
while [ ! -f "$root/tools/lib/lib.sh" ]; do
	[ "$root" != / ] || { echo "$me: no tools/lib/lib.sh above $here" >&2; exit 2; }
	root=${root%/*}
	root=${root:-/}
done
tools=$root/tools
cache=${VGR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vgetrandom-suite}
die() {
	echo "$me: $*" >&2
	exit 2
}
fail() {
	echo "$me: $*" >&2
	exit 1
}
# vgr_compiler WORD: true when WORD names a compiler that builds kernels
# and the suite here (gcc, llvm); else says so on stderr.
vgr_compiler() {
	case $1 in
	gcc | llvm) return 0 ;;
	esac
	echo "$me: unknown compiler '$1' (gcc or llvm)" >&2
	return 1
}
. "$root/arch/load.sh"
# vgr_cross_arch: the architecture the checks cross-build for, the first
# of arch/ other than this machine's with a Debian cross compiler.
vgr_cross_arch() {
	for vgr_a in $(vgr_arch_with toolchain_fetch ''); do
		[ "$vgr_a" = "$(vgr_host_arch)" ] || { echo "$vgr_a"; return 0; }
	done
	return 1
}
