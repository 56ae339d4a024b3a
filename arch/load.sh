# arch/load.sh - the shell's loader of the architecture records
# (arch/NAME/arch.conf), sourced by the scripts:
#
#   vgr_archs             every architecture's name, on one line
#   vgr_arch_of WORD      the architecture WORD names (any spelling in a
#                         record's names), or nothing and status 1
#   vgr_arch_load ARCH    sets arch_KEY for every key of ARCH's record,
#                         and arch_dir; status 1 if there is no record
#   vgr_host_arch         this machine's architecture
#   vgr_arch_with KEY VALUE
#                         the architectures whose KEY is VALUE
# shellcheck shell=sh
#
# The sourcing script sets root, the project's folder.
vgr_arch_root=$root/arch

vgr_archs() {
	for f in "$vgr_arch_root"/*/arch.conf; do
		f=${f%/arch.conf}
		printf '%s ' "${f##*/}"
	done | sed 's/ $/\n/'
}

# vgr_arch_facts ARCH: the record's "KEY VALUE" lines.
vgr_arch_facts() {
	sed -n 's/^\([a-z0-9_]*\)[[:space:]]*=[[:space:]]*\(.*\)$/\1 \2/p' \
		"$vgr_arch_root/$1/arch.conf"
}

vgr_arch_load() {
	[ -f "$vgr_arch_root/${1:-}/arch.conf" ] || return 1
	arch_dir=$vgr_arch_root/$1
	# shellcheck disable=SC2034 # read by the sourcing script
	while read -r key value; do
		eval "arch_$key=\$value"
	done <<-EOR
	$(vgr_arch_facts "$1")
	EOR
}

vgr_arch_with() {
	for a in $(vgr_archs); do
		[ "$(vgr_arch_facts "$a" | sed -n "s/^$1 //p")" != "$2" ] || echo "$a"
	done
}

vgr_arch_of() {
	for a in $(vgr_archs); do
		for n in $(vgr_arch_facts "$a" | sed -n 's/^names //p'); do
			[ "$n" != "$1" ] || { echo "$a"; return 0; }
		done
	done
	return 1
}

# vgr_host_arch: the architecture of this machine.
vgr_host_arch() {
	vgr_arch_of "$(uname -m)"
}
