"""vgrlava.outcome - what LAVA's records say of a job, compared case by case with the KTAP."""
import re


class Outcome:
    """What LAVA's records say of one job (MONITOR: its monitors test's
    name, the definition of its cases)."""

    def __init__(self, records, monitor):
        self.cases = []      # (test_case_id, result, case)
        self.job = None      # the record of the job's own result
        self.monitor = None  # of the monitors action
        self.running = ""    # the runner's last "# vgr: running NAME"
        self.duration = None
        for r in records:
            msg = r.get("msg")
            if r.get("lvl") == "target" and isinstance(msg, str):
                m = re.match(r"# vgr: running (\S+)", msg)
                if m:
                    self.running = m.group(1)
            if r.get("lvl") != "results" or not isinstance(msg, dict):
                continue
            if msg.get("definition") == monitor:
                self.cases.append((msg.get("extra", {}).get("test_case_id"),
                                   msg.get("result"), msg.get("case")))
            elif msg.get("definition") == "lava" and msg.get("case") == "job":
                self.job = msg
            elif msg.get("case") == "lava-test-monitor":
                self.monitor = msg
                self.duration = msg.get("duration")

    def passed(self):
        return bool(self.job and self.job.get("result") == "pass" and
                    self.monitor and self.monitor.get("result") == "pass")

    def error(self):
        if not self.job:
            return "no job result from lava-run"
        return "%s: %s" % (self.job.get("error_type", "?"),
                           self.job.get("error_msg", "?"))


def compare(lava, ktap, fixup):
    """The differences between LAVA's cases (LAVA: Outcome.cases) and
    qemu-run's (KTAP: [result, name] pairs of ktap-results), after the
    job's FIXUP (its fixupdict), one a line, and the names of the cases
    whose results differ."""
    problems, differ = [], []
    ids = [c[0] for c in lava]
    for dup in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append("LAVA has %s %d times" % (dup, ids.count(dup)))
    cases = [c[2] for c in lava]
    for dup in sorted({c for c in cases if cases.count(c) > 1}):
        if dup not in ids:
            problems.append("LAVA's case name %s stands for more than one test"
                            % dup)
    for case in sorted({c for c in cases if len(c or "") > 100}):
        problems.append("LAVA's case name %s is longer than the 100 characters "
                        "a server keeps" % case)
    want = {name: fixup.get(res, res) for res, name in ktap}
    have = {c[0]: c[1] for c in lava}
    for name in want:
        if name not in have:
            problems.append("LAVA lacks %s (%s in the KTAP)" % (name, want[name]))
        elif have[name] != want[name]:
            problems.append("%s: LAVA %s, KTAP %s" % (name, have[name], want[name]))
            differ.append(name)
    for name in have:
        if name not in want:
            problems.append("LAVA has %s (%s), the KTAP does not" % (name, have[name]))
    if len(lava) != len(ktap):
        problems.append("%d LAVA cases, %d in the KTAP" % (len(lava), len(ktap)))
    return problems, differ


def counts(lava):
    """"PASS/FAIL/SKIP" of LAVA's cases of tests (PROGRAM/TEST), not of
    programs."""
    leaves = [res for case_id, res, _ in lava if "/" in (case_id or "")]
    return "%d/%d/%d" % tuple(leaves.count(r) for r in ("pass", "fail", "skip"))
