"""vgrlava.judge - a job judged by the outcome it must give; the report and the table."""
import os
import re
import subprocess
import sys

import yaml

from . import runs
from .common import ROOT, die, tool
from .logs import evidence, qemu_log
from .outcome import compare, counts

OUTCOMES = ("complete", "fail", "incomplete")


class Job:
    """A job of tools/lava/lava-jobs: its YAML, metadata, test, monitor, the
    outcome it must give and its label (its file's name)."""

    def __init__(self, path):
        self.path = path
        with open(path) as f:
            self.job = yaml.safe_load(f)
        self.meta = self.job.get("metadata") or {}
        name = self.meta.get("vgr.name")
        tests = [a["test"] for a in self.job.get("actions", []) if "test" in a]
        if not name or not tests or "monitors" not in tests[0]:
            die("%s: not a job of tools/lava/lava-jobs" % path)
        self.test = tests[0]
        self.monitor = tests[0]["monitors"][0]
        for key in ("vgr.kernel", "vgr.initrd"):
            if not os.path.isfile(self.meta.get(key, "")):
                die("%s: %s '%s' is not a file here (qemu-run boots files)"
                    % (path, key, self.meta.get(key)))
        self.outcome = self.meta.get("vgr.outcome", "complete")
        if self.outcome not in OUTCOMES:
            die("%s: unknown vgr.outcome '%s'" % (path, self.outcome))
        self.label = os.path.basename(path)[:-len(".yaml")] \
            if path.endswith(".yaml") else name


def unexpected(meta, lava, outdir, name):
    """expect-check on LAVA's results, as tools/matrix/matrix on the KTAP's:
    its UNEXPECTED lines (none for a job with no expectations file)."""
    expect = meta.get("vgr.expectations")
    if not expect:
        return []
    results = os.path.join(outdir, name + ".lava.results")
    with open(results, "w") as f:
        for case_id, result, _ in lava:
            f.write("%s %s\n" % (result, case_id))
    # A row without its file yet expects nothing, as in tools/matrix/matrix.
    expect = os.path.join(ROOT, expect)
    if not os.path.isfile(expect):
        expect = os.path.join(outdir, "none.txt")
        open(expect, "w").close()
    r = subprocess.run([tool("matrix", "expect-check"), expect, results],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       text=True)
    if r.returncode == 2:
        die("expect-check %s failed" % expect)
    return [line for line in r.stdout.splitlines() if line]


def judge(j, got, lava_wall, log, outdir, boot=None):
    """The row and the problems of job J, whose LAVA outcome is GOT (LOG
    its log): as its vgr.outcome says, and case by case as qemu-run's
    boot of the same (BOOT, by default runs.qemu_run: its log into
    OUTDIR)."""
    meta, label, outcome, monitor = j.meta, j.label, j.outcome, j.monitor
    row = {"job": label, "lava": len(got.cases), "ktap": "-",
           "counts": counts(got.cases), "lava_wall": "%.1f" % lava_wall,
           "qemu_wall": "-"}
    problems = []
    running = " while running %s" % got.running if got.running else \
        " before the suite started"
    if outcome == "incomplete":
        # vgr.inject=KIND:PROGRAM stops PID 1 as PROGRAM starts: a job
        # that ends before it (a test timeout too short) proves nothing.
        inject = re.search(r"vgr\.inject=\w+:(\S+)",
                           meta.get("vgr.append", ""))
        if got.passed():
            problems.append("LAVA passed the job (%d cases)" % len(got.cases))
        elif not got.running:
            problems.append("incomplete, but no program named as running")
        elif inject and got.running != inject.group(1):
            problems.append("incomplete while running %s, before %s where "
                            "it was made to stop" % (got.running,
                                                     inject.group(1)))
        row["result"] = "incomplete (%s)%s after %d cases" % (
            got.error(), running, len(got.cases))
        return row, problems, log
    if not got.passed():
        problems.append("LAVA job incomplete (%s)%s after %d cases"
                        % (got.error(), running, len(got.cases)))
    timeout = j.test.get("timeout", {}).get("seconds", 120)
    ktap, rc, said, qemu_wall = (boot or runs.qemu_run)(meta, outdir, label, timeout)
    row["ktap"] = len(ktap)
    row["qemu_wall"] = "%.1f" % qemu_wall
    if rc not in (0, 1):
        problems.append("qemu-run gave no verdict (%d): %s" % (rc, said))
    differences, differ = compare(got.cases, ktap,
                                  monitor.get("fixupdict") or {})
    problems += differences
    row["evidence"] = evidence(differ, log, qemu_log(outdir, label))
    failing = [c[0] for c in got.cases if c[1] == "fail"]
    if outcome == "fail":
        if not failing:
            problems.append("no failing case in LAVA's results")
        row["result"] = "fail: " + " ".join(failing[:3]) + \
            (" ..." if len(failing) > 3 else "")
    else:
        bad = unexpected(meta, got.cases, outdir, label)
        problems += bad
        row["result"] = "UNEXPECTED: %d" % len(bad) if bad else "as expected"
    return row, problems, log


def report(row, problems, log, prog="lava-check"):
    """Says ROW's problems (and their evidence) on stderr, marks ROW
    FAILED if it has any; returns 1 then, else 0."""
    for problem in problems:
        print("%s: %s: %s (%s)" % (prog, row["job"], problem, log),
              file=sys.stderr)
    for line in row.get("evidence", []):
        print("%s:   %s" % (prog, line), file=sys.stderr)
    if problems:
        row["result"] = "FAILED: " + row["result"]
    return 1 if problems else 0


def table(rows):
    """The table of the jobs' ROWS on stdout, and their LAVA wall time."""
    fmt = "%-22s %5s %5s %-11s %7s %7s  %s"
    print(fmt % ("job", "lava", "ktap", "pass/f/s", "lava", "qemu", "result"))
    for r in rows:
        print(fmt % (r["job"], r["lava"], r["ktap"], r["counts"],
                     r["lava_wall"] + "s", r["qemu_wall"] +
                     ("s" if r["qemu_wall"] != "-" else ""), r["result"]))
    print("%d jobs; LAVA's wall times add up to %.1f s"
          % (len(rows), sum(float(r["lava_wall"]) for r in rows)))
