"""What the tests share: the recorded fixtures, and jobs made bootable on paper."""
# fixtures/ holds what one `make lava-check` recorded under build/lava/:
# the jobs (check-jobs/, negative/), lava-run's logs (less their "debug"
# records, which nothing here reads), qemu-run's consoles and the
# rendered devices of 6.12 and of a row of another architecture
# (other-arch, arm64-7.x's); the checkout's and the cache's
# paths in them made neutral. 6.12.expect.txt is rows/6.12.txt as it was
# then, so that a change of the row's file changes no test.
import contextlib
import io
import os
import shutil
import tempfile
import unittest

import yaml

from vgrlava import logs, runs
from vgrlava.common import ROOT

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
REFERENCE = os.path.join(os.path.dirname(FIXTURES), "..", "reference")
EXPECT = os.path.relpath(os.path.join(FIXTURES, "6.12.expect.txt"), ROOT)
# What `make lava-check` printed of these jobs: LAVA's and qemu-run's
# wall times, by job.
WALLS = {"6.12": (18.6, 11.0), "6.12+panic": (12.7, None),
         "6.12+failing-test": (7.1, 4.8), "6.12+hanging-test": (10.4, 9.6)}


def path(name):
    return os.path.join(FIXTURES, name)


def records(name):
    """The records of job NAME's recorded lava-run log."""
    return logs.read_records(path(name + ".lava.log"))


class TmpTestCase(unittest.TestCase):
    """A test with a folder of its own (self.tmp), and die()'s message
    taken (self.stderr)."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="vgrlava-test.")
        self.addCleanup(shutil.rmtree, self.tmp)

    def dies(self, fn, *args):
        """FN(ARGS) exits with status 2; returns what it said."""
        err = io.StringIO()
        with contextlib.redirect_stderr(err), self.assertRaises(SystemExit) as e:
            fn(*args)
        self.assertEqual(e.exception.code, 2)
        return err.getvalue()

    def job_file(self, name, **meta):
        """Job NAME's fixture, written to the test's folder with a kernel
        and an initramfs that are files here (vgrlava.judge.Job asks),
        the frozen expectations, and META's changes to its metadata."""
        with open(path(name + ".yaml")) as f:
            data = yaml.safe_load(f)
        for key, base in (("vgr.kernel", "kernel"), ("vgr.initrd", "initrd")):
            data["metadata"][key] = os.path.join(self.tmp, base)
            open(data["metadata"][key], "w").close()
        data["metadata"]["vgr.expectations"] = EXPECT
        data["metadata"].update(("vgr." + k, v) for k, v in meta.items())
        out = os.path.join(self.tmp, name + ".yaml")
        with open(out, "w") as f:
            yaml.safe_dump(data, f)
        return out


def recorded_boot(name, ktap=None):
    """A qemu-run boot (vgrlava.judge.judge's BOOT) that gives what job
    NAME's recorded console gives, or KTAP instead of its results."""

    def boot(meta, outdir, label, timeout):
        log = logs.qemu_log(outdir, label)
        shutil.copy(path(name + ".qemu.log"), log)
        results = runs.ktap_results(log)
        with open(log) as f:
            rc = 0 if "VGR-VERDICT: pass" in f.read() else 1
        return (results if ktap is None else ktap), rc, "", WALLS[name][1]
    return boot
