# arch/load.sh - the shell's loader of the architecture records
# (arch/NAME/arch.conf, their grammar in arch/README.md), sourced by the
# scripts. It reads every record when one of its functions is first
# called (vgr_arch_init), and dies (exit status 2) naming FILE:LINE at a
# malformed one.
#
#   vgr_archs             every architecture's name, on one line
#   vgr_arch_of WORD      the architecture WORD names (any spelling in a
#                         record's names), or nothing and status 1
#   vgr_arch_load ARCH    sets arch_KEY for every key of ARCH's record,
#                         and arch_dir; status 1 if there is no record
#   vgr_host_arch         this machine's architecture
#   vgr_arch_facts ARCH   the record's "KEY VALUE" lines
#   vgr_arch_with KEY VALUE
#                         the architectures whose KEY is VALUE
#   vgr_arch_dump         every record, as sorted NAME KEY=VALUE lines
#
# The sourcing script sets root, the project's folder, and die. Run on
# its own, `sh arch/load.sh dump` prints vgr_arch_dump. VGR_ARCH_DIR=
# reads another folder's records (tools/check/records-check).
# shellcheck shell=sh
if [ "${0##*/}" = load.sh ]; then
	root=$(cd "$(dirname "$0")/.." && pwd)
	die() {
		echo "load.sh: $*" >&2
		exit 2
	}
fi
vgr_arch_root=${VGR_ARCH_DIR:-$root/arch}
vgr_arch_root=${vgr_arch_root%/}
vgr_arch_blank='	 '
vgr_arch_lower=abcdefghijklmnopqrstuvwxyz
vgr_arch_word=${vgr_arch_lower}0123456789_

# vgr_arch_lines FILE: FILE's lines but blank ones and comments, each as
# "N LINE" (N its number), then "N+1" alone (the line after the last).
vgr_arch_lines() {
	vgr_n=0
	while IFS= read -r vgr_l || [ -n "$vgr_l" ]; do
		vgr_n=$((vgr_n + 1))
		case $vgr_l in
		'#'*) ;;
		*[!"$vgr_arch_blank"]*) printf '%s %s\n' "$vgr_n" "$vgr_l" ;;
		esac
	done <"$1"
	echo "$((vgr_n + 1))"
}

# vgr_arch_read_keys FILE: the key list, into vgr_arch_keys (" K1 K2 ... ").
vgr_arch_read_keys() {
	vgr_arch_keys=' '
	while IFS= read -r vgr_l; do
		vgr_n=${vgr_l%% *}
		[ "$vgr_n" != "$vgr_l" ] || break
		vgr_l=${vgr_l#* }
		case $vgr_l in
		[!$vgr_arch_lower]* | *[!$vgr_arch_word]*)
			die "$1:$vgr_n: not a key alone on its line: a key is [a-z][a-z0-9_]*" ;;
		esac
		case $vgr_arch_keys in
		*" $vgr_l "*) die "$1:$vgr_n: key $vgr_l twice" ;;
		esac
		vgr_arch_keys="$vgr_arch_keys$vgr_l "
	done <<-EOL
	$(vgr_arch_lines "$1")
	EOL
	[ "$vgr_arch_keys" != ' ' ] || die "$1:1: no key listed"
}

# vgr_arch_read FILE NAME: NAME's record, appended to vgr_arch_all as
# "NAME KEY VALUE" lines.
vgr_arch_read() {
	vgr_seen=' '
	while IFS= read -r vgr_l; do
		vgr_n=${vgr_l%% *}
		[ "$vgr_n" != "$vgr_l" ] || break
		vgr_l=${vgr_l#* }
		case $vgr_l in
		["$vgr_arch_blank"]*)
			die "$1:$vgr_n: a blank before the key (a comment starts in column 0)" ;;
		*=*) ;;
		*) die "$1:$vgr_n: no '=': a line is blank, a comment or KEY = VALUE" ;;
		esac
		vgr_k=${vgr_l%%=*}
		vgr_k=${vgr_k%"${vgr_k##*[!"$vgr_arch_blank"]}"}
		case $vgr_k in
		'' | [!$vgr_arch_lower]* | *[!$vgr_arch_word]*)
			die "$1:$vgr_n: bad key: a key is [a-z][a-z0-9_]*" ;;
		esac
		case $vgr_arch_keys in
		*" $vgr_k "*) ;;
		*) die "$1:$vgr_n: unknown key $vgr_k (not in arch/keys)" ;;
		esac
		case $vgr_seen in
		*" $vgr_k "*) die "$1:$vgr_n: key $vgr_k twice" ;;
		esac
		vgr_seen="$vgr_seen$vgr_k "
		vgr_v=${vgr_l#*=}
		vgr_v=${vgr_v#"${vgr_v%%[!"$vgr_arch_blank"]*}"}
		vgr_v=${vgr_v%"${vgr_v##*[!"$vgr_arch_blank"]}"}
		case $vgr_v in
		*[\$\#\\\'\"\`]*)
			die "$1:$vgr_n: a value may not hold a dollar, hash, backslash, quote, double quote or backquote" ;;
		esac
		vgr_arch_all="$vgr_arch_all$2 $vgr_k $vgr_v
"
	done <<-EOL
	$(vgr_arch_lines "$1")
	EOL
	for vgr_k in $vgr_arch_keys; do
		case $vgr_seen in
		*" $vgr_k "*) ;;
		*) die "$1:$vgr_n: no key $vgr_k (arch/keys lists it)" ;;
		esac
	done
}

# vgr_arch_init: every record, read once, by the first function that
# needs them (most scripts need none: sourcing costs nothing then). A
# script that calls them in many command substitutions calls it first,
# so that each subshell finds them read.
vgr_arch_ready=
vgr_arch_init() {
	[ -z "$vgr_arch_ready" ] || return 0
	vgr_arch_all=
	vgr_arch_names=
	[ -f "$vgr_arch_root/keys" ] || die "$vgr_arch_root/keys: no such file"
	vgr_arch_read_keys "$vgr_arch_root/keys"
	for vgr_f in "$vgr_arch_root"/*/arch.conf; do
		[ -f "$vgr_f" ] || die "$vgr_arch_root: no NAME/arch.conf"
		vgr_a=${vgr_f%/arch.conf}
		vgr_a=${vgr_a##*/}
		vgr_arch_read "$vgr_f" "$vgr_a"
		vgr_arch_names="$vgr_arch_names${vgr_arch_names:+ }$vgr_a"
	done
	vgr_arch_ready=1
}

vgr_archs() {
	vgr_arch_init
	echo "$vgr_arch_names"
}

vgr_arch_facts() {
	vgr_arch_init
	printf '%s' "$vgr_arch_all" | while IFS= read -r vgr_l; do
		case $vgr_l in
		"$1 "*) printf '%s\n' "${vgr_l#"$1 "}" ;;
		esac
	done
}

vgr_arch_load() {
	vgr_arch_init
	case " $vgr_arch_names " in
	*" ${1:-} "*) ;;
	*) return 1 ;;
	esac
	# shellcheck disable=SC2034 # read by the sourcing script
	arch_dir=$vgr_arch_root/$1
	while IFS= read -r vgr_l; do
		case $vgr_l in
		"$1 "*) vgr_l=${vgr_l#"$1 "} ;;
		*) continue ;;
		esac
		eval "arch_${vgr_l%% *}=\${vgr_l#* }"
	done <<-EOR
	$vgr_arch_all
	EOR
}

# vgr_arch_each KEY: "NAME VALUE" of every record's KEY, in
# vgr_arch_name and vgr_arch_value, one at a time: the loop's body is
# vgr_arch_each_do, which returns 0 to stop.
vgr_arch_each() {
	vgr_arch_init
	while IFS= read -r vgr_l; do
		vgr_arch_name=${vgr_l%% *}
		vgr_l=${vgr_l#* }
		[ "${vgr_l%% *}" = "$1" ] || continue
		vgr_arch_value=${vgr_l#* }
		! vgr_arch_each_do || return 0
	done <<-EOR
	$vgr_arch_all
	EOR
	return 1
}

vgr_arch_with() {
	vgr_arch_with_value=$2
	vgr_arch_each_do() {
		[ "$vgr_arch_value" != "$vgr_arch_with_value" ] || echo "$vgr_arch_name"
		return 1
	}
	vgr_arch_each "$1" || true
}

vgr_arch_of() {
	vgr_arch_of_word=$1
	vgr_arch_each_do() {
		for vgr_w in $vgr_arch_value; do
			[ "$vgr_w" != "$vgr_arch_of_word" ] || { echo "$vgr_arch_name"; return 0; }
		done
		return 1
	}
	vgr_arch_each names
}

# vgr_host_arch: the architecture of this machine.
vgr_host_arch() {
	vgr_arch_of "$(uname -m)"
}

vgr_arch_dump() {
	vgr_arch_init
	printf '%s' "$vgr_arch_all" | LC_ALL=C sort -k1,1 -k2,2 | sed 's/ /=/2'
}

if [ "${0##*/}" = load.sh ]; then
	[ "${1:-}" = dump ] || die "usage: sh arch/load.sh dump"
	vgr_arch_dump
fi
