"""vgrlava.arch - Python's loader of the architecture records
(arch/NAME/arch.conf, their grammar in arch/README.md): records() maps
each name to its facts, arch_of() maps any spelling to the name.

A malformed record raises RecordError, whose text is FILE:LINE: what is
wrong (a caller turns it into exit status 2). Run as a program,
`arch.py dump` prints every record as sorted NAME KEY=VALUE lines, or
that error and exit status 2. VGR_ARCH_DIR= reads another folder's
records (tools/check/records-check)."""
import os
import re
import sys

# This file is ROOT/tools/lava/vgrlava/arch.py (run as a program too,
# so it imports nothing of its package).
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
ARCH_DIR = (os.environ.get("VGR_ARCH_DIR") or os.path.join(ROOT, "arch")).rstrip("/")
KEY = re.compile(r"[a-z][a-z0-9_]*")
BLANKS = " \t"
NOT_IN_VALUE = "$#\\'\"`"


class RecordError(Exception):
    """A malformed record, or key list: FILE:LINE: what is wrong."""

    def __init__(self, path, line, what):
        super().__init__("%s:%d: %s" % (path, line, what))


def _lines(path):
    """The lines of PATH, as awk and the shell's read see them: split at
    each newline only, the bytes kept as they are."""
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [line.decode("utf-8", "surrogateescape") for line in lines]


def _facts(lines):
    """(line number, line) of each of LINES that is no blank line nor
    comment."""
    for n, line in enumerate(lines, 1):
        if line.startswith("#") or not line.strip(BLANKS):
            continue
        yield n, line


def keys(arch_dir=None):
    """The keys every record has, in arch/keys's order."""
    path = os.path.join(arch_dir or ARCH_DIR, "keys")
    listed = []
    for n, line in _facts(_lines(path)):
        if not KEY.fullmatch(line):
            raise RecordError(path, n, "not a key alone on its line: a key is [a-z][a-z0-9_]*")
        if line in listed:
            raise RecordError(path, n, "key %s twice" % line)
        listed.append(line)
    if not listed:
        raise RecordError(path, 1, "no key listed")
    return listed


def _record(path, listed):
    facts = {}
    lines = _lines(path)
    for n, line in _facts(lines):
        if line[0] in BLANKS:
            raise RecordError(path, n, "a blank before the key (a comment starts in column 0)")
        key, eq, value = line.partition("=")
        if not eq:
            raise RecordError(path, n, "no '=': a line is blank, a comment or KEY = VALUE")
        key = key.rstrip(BLANKS)
        if not KEY.fullmatch(key):
            raise RecordError(path, n, "bad key: a key is [a-z][a-z0-9_]*")
        if key not in listed:
            raise RecordError(path, n, "unknown key %s (not in arch/keys)" % key)
        if key in facts:
            raise RecordError(path, n, "key %s twice" % key)
        value = value.strip(BLANKS)
        if any(c in NOT_IN_VALUE for c in value):
            raise RecordError(path, n, "a value may not hold a dollar, hash, backslash, quote, "
                              "double quote or backquote")
        facts[key] = value
    for key in listed:
        if key not in facts:
            raise RecordError(path, len(lines) + 1, "no key %s (arch/keys lists it)" % key)
    return facts


def record(name):
    """The facts of arch/NAME/arch.conf, KEY -> VALUE (a string)."""
    return _record(os.path.join(ARCH_DIR, name, "arch.conf"), keys())


def records():
    """Every architecture's facts, by name, in name order."""
    listed = keys()
    return {name: _record(os.path.join(ARCH_DIR, name, "arch.conf"), listed)
            for name in sorted(os.listdir(ARCH_DIR))
            if os.path.isfile(os.path.join(ARCH_DIR, name, "arch.conf"))}


def arch_of(word):
    """The architecture WORD names (any spelling of its names), or None."""
    for name, facts in records().items():
        if word in facts["names"].split():
            return name
    return None


def main(argv):
    me = os.path.basename(argv[0])
    if argv[1:] != ["dump"]:
        print("usage: %s dump" % me, file=sys.stderr)
        return 2
    try:
        every = records()
    except (RecordError, OSError) as e:
        print("%s: %s" % (me, e), file=sys.stderr)
        return 2
    out = "".join("%s %s=%s\n" % (name, key, facts[key])
                  for name, facts in every.items() for key in sorted(facts))
    sys.stdout.buffer.write(out.encode("utf-8", "surrogateescape"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
