# scripts/lib.sh - what the project's shell scripts share, sourced first:
# root (the project's folder), here (scripts/), cache, die (a message and
# exit status 2, bad input), fail (a message and exit status 1, a check
# that failed) and the architecture records (arch/load.sh).
# A script sets me (its name in messages) before, or gets its file's name.
# shellcheck shell=sh
me=${me:-$(basename "$0")}
root=$(cd "$(dirname "$0")/.." && pwd)
here=$root/scripts
cache=${VGR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vgetrandom-suite}
die() {
	echo "$me: $*" >&2
	exit 2
}
fail() {
	echo "$me: $*" >&2
	exit 1
}
. "$root/arch/load.sh"
