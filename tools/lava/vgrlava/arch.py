"""vgrlava.arch - Python's loader of the architecture records
(arch/NAME/arch.conf): records() maps each name to its facts, arch_of()
maps any spelling to the name."""
import os

from .common import ROOT

ARCH_DIR = os.path.join(ROOT, "arch")


def record(name):
    """The facts of arch/NAME/arch.conf, KEY -> VALUE (a string)."""
    facts = {}
    with open(os.path.join(ARCH_DIR, name, "arch.conf")) as f:
        for line in f:
            key, eq, value = line.partition("=")
            if eq and not line.startswith("#"):
                facts[key.strip()] = value.strip()
    return facts


def records():
    """Every architecture's facts, by name, in name order."""
    return {name: record(name) for name in sorted(os.listdir(ARCH_DIR))
            if os.path.isfile(os.path.join(ARCH_DIR, name, "arch.conf"))}


def arch_of(word):
    """The architecture WORD names (any spelling of its names), or None."""
    for name, facts in records().items():
        if word in facts["names"].split():
            return name
    return None
