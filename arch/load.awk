# arch/load.awk - arch/load.mk's reader of the key list (arch/keys, the
# first file) and of the records (arch/NAME/arch.conf, the others), in
# the grammar of arch/README.md. It prints make assignments, each ended
# by a '"' (which no value holds), VGR_NAME_KEY := VALUE and
# VGR_ARCH_KEYS := KEY..., or stops at the first malformed line with
# VGR_ARCH_ERROR := FILE:LINE: WHAT. Run with LC_ALL=C.

function bad(file, line, what) {
	printf "VGR_ARCH_ERROR := %s:%d: %s\"", file, line, what
	failed = 1
	exit
}

# The end of record FILE, of N lines: it has every key of the list.
function finish(file, n,   i) {
	for (i = 1; i <= nkeys; i++)
		if (!((file SUBSEP keys[i]) in seen))
			bad(file, n + 1, "no key " keys[i] " (arch/keys lists it)")
}

# The files from the one being read up to ARGV[TO] end (an empty file
# is never read: it ends with no line).
function advance(to,   i) {
	for (i = cur; i < to; i++) {
		if (i == 1 && nkeys == 0)
			bad(ARGV[1], 1, "no key listed")
		if (i >= 2)
			finish(ARGV[i], i == cur ? lines : 0)
	}
	cur = to
	lines = 0
}

FNR == 1 {
	for (j = cur + 1; j < ARGC && ARGV[j] != FILENAME; j++)
		;
	advance(j)
	name = FILENAME
	sub(/\/arch\.conf$/, "", name)
	sub(/^.*\//, "", name)
}

{ lines = FNR }

/^[ \t]*$/ || /^#/ { next }

cur == 1 {
	if ($0 !~ /^[a-z][a-z0-9_]*$/)
		bad(FILENAME, FNR, "not a key alone on its line: a key is [a-z][a-z0-9_]*")
	if ($0 in listed)
		bad(FILENAME, FNR, "key " $0 " twice")
	listed[$0] = 1
	keys[++nkeys] = $0
	next
}

/^[ \t]/ { bad(FILENAME, FNR, "a blank before the key (a comment starts in column 0)") }

{
	i = index($0, "=")
	if (i == 0)
		bad(FILENAME, FNR, "no '=': a line is blank, a comment or KEY = VALUE")
	key = substr($0, 1, i - 1)
	sub(/[ \t]+$/, "", key)
	if (key !~ /^[a-z][a-z0-9_]*$/)
		bad(FILENAME, FNR, "bad key: a key is [a-z][a-z0-9_]*")
	if (!(key in listed))
		bad(FILENAME, FNR, "unknown key " key " (not in arch/keys)")
	if ((FILENAME SUBSEP key) in seen)
		bad(FILENAME, FNR, "key " key " twice")
	seen[FILENAME, key] = 1
	value = substr($0, i + 1)
	sub(/^[ \t]+/, "", value)
	sub(/[ \t]+$/, "", value)
	if (value ~ /[$#\\'"`]/)
		bad(FILENAME, FNR, "a value may not hold a dollar, hash, backslash, quote, double quote or backquote")
	printf "VGR_%s_%s := %s\"", name, key, value
}

END {
	if (failed)
		exit
	advance(ARGC)
	printf "VGR_ARCH_KEYS :="
	for (i = 1; i <= nkeys; i++)
		printf " %s", keys[i]
	printf "\""
}
