"""vgrlava.common - the project's folders, the cache, die() and the option parser."""
import argparse
import importlib
import os
import sys

PACKAGE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(os.path.dirname(PACKAGE))
ROOT = os.path.dirname(TOOLS)
CACHE = os.environ.get("VGR_CACHE") or os.path.join(
    os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"),
    "vgetrandom-suite")


def tool(job, name):
    """The path of tools/JOB/NAME."""
    return os.path.join(TOOLS, job, name)


def die(msg, status=2):
    """A message on stderr, in the program's name, and exit STATUS."""
    print("%s: %s" % (os.path.basename(sys.argv[0]), msg), file=sys.stderr)
    sys.exit(status)


def run(module):
    """A program of tools/lava/: imports vgrlava.MODULE and runs its main().
    A malformed architecture record is bad input: its FILE:LINE message
    and exit status 2, whether it shows at import or later."""
    from . import arch
    try:
        importlib.import_module("vgrlava." + module).main()
    except arch.RecordError as e:
        die(str(e))


class Parser(argparse.ArgumentParser):
    """argparse with one line of error, exit status 2."""

    def error(self, message):
        die(message)
