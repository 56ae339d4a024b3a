"""vgrlava.labfaults - the lab of two hosts through its faults, job by job counted."""
# lava-lab-faults: against the server of `make lava-server WORKERS=2`,
# one job file's copies (pinned to the second host by its devices' tag
# where a fault needs it) through three faults, each with what the lab
# must show:
#
#   worker-killed   the second host's worker, its lava-run and QEMU killed
#                   (SIGKILL) while two jobs run there and one waits for
#                   the first host: the two end Incomplete once the worker
#                   is started again (the time, and the reason the server
#                   keeps, if any, are printed); the first host's job
#                   Completes; a job given to the restarted worker
#                   Completes.
#   link-cut        the veth between the hosts down for CUT_S seconds while
#                   a job runs on the second: the job ends (its health and
#                   reason printed) and the worker is online again after.
#   server-restart  the server's services (web, scheduler, publisher)
#                   stopped and started while jobs run and others wait for
#                   a device: every result stored before is the same after,
#                   every job ends Complete, and each was started once
#                   (the workers' logs).
#
# Then the counts: jobs submitted, complete, incomplete, results read
# back; they must add up. Exit 0 when every fault shows what it must, 1
# otherwise, 2 on bad usage.
#
#   lava-lab-faults JOB.yaml
import json
import os
import re
import signal
import sys
import time

import yaml

from . import lab, server as srv
from .common import Parser, die
from .servercheck import Server

CUT_S = 45
WORKER1_LOG = "/var/log/lava-dispatcher/lava-worker.log"


class Lab:
    """The jobs this check submits, their scenario and label."""

    def __init__(self, server, path):
        self.server, self.job = server, yaml.safe_load(open(path))
        self.jobs = []          # (id, scenario, label)
        self.problems = []

    def submit(self, scenario, label, pinned=False):
        job = dict(self.job, job_name="vgr lab fault %s %s" % (scenario, label))
        if pinned:
            job["tags"] = [srv.TAG2]
        job_id, refused = self.server.submit(yaml.safe_dump(job))
        if job_id is None:
            die("the server refused the job: %s" % refused, 1)
        self.jobs.append((job_id, scenario, label))
        return job_id

    def facts(self, job_id):
        return json.loads(self.server.get("jobs/%d/" % job_id))

    def wait(self, ids, states, timeout):
        """Waits until every job of IDS is in one of STATES; their facts."""
        end = time.monotonic() + timeout
        while True:
            facts = [self.facts(i) for i in ids]
            if all(f["state"] in states for f in facts) or time.monotonic() > end:
                return facts
            time.sleep(0.5)

    def results(self, job_id):
        """(cases of the suite read back, the reason LAVA gives for its end)."""
        cases, reason = 0, ""
        for case in yaml.safe_load(self.server.get("jobs/%d/yaml/" % job_id)) or []:
            if case.get("suite") == "lava" and case.get("name") == "job":
                meta = case.get("metadata") or {}
                reason = ("%s: %s" % (meta.get("error_type", ""),
                                      meta.get("error_msg", ""))).strip(": ")
            elif case.get("suite", "").endswith("vgetrandom-suite"):
                cases += 1
        return cases, reason

    def expect(self, what, ok):
        print("lava-lab-faults: %s: %s" % ("ok" if ok else "FAILED", what))
        if not ok:
            self.problems.append(what)


def worker2_pids():
    return list(srv.processes([srv.WORKER2_SERVICE]))


def kill_worker2():
    """SIGKILL to the second host's worker and all it runs (lava-run, QEMU)."""
    pids = worker2_pids()
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    srv.UNITS.note(srv.WORKER2_SERVICE, None)
    return len(pids)


def worker_state(name):
    """What the server says of worker NAME: Online or Offline."""
    return {w["hostname"]: w["state"]
            for w in srv.api("workers/")["results"]}.get(name)


def starts(job_id):
    """How many times a worker started the job, by the workers' logs."""
    pattern = re.compile(r"\[%d\] server => START" % job_id)
    n = 0
    for log in (WORKER1_LOG, os.path.join(srv.STATE, "lava-worker2.log")):
        if os.path.isfile(log):
            n += sum(1 for line in open(log, errors="replace") if pattern.search(line))
    return n


def worker_killed(lb):
    pinned = [lb.submit("worker-killed", "lab2-%d" % i, pinned=True) for i in (1, 2)]
    lb.wait(pinned, ("Running", "Finished"), 120)
    other = lb.submit("worker-killed", "first-host")
    killed = kill_worker2()
    t_kill = time.monotonic()
    print("lava-lab-faults: worker-killed: killed %d processes of %s while jobs %s ran"
          % (killed, srv.WORKER2, " ".join(map(str, pinned))))
    time.sleep(30)
    during = [f["state"] for f in (lb.facts(i) for i in pinned)]
    print("lava-lab-faults: worker-killed: 30 s later the server says %s of them, "
          "the worker %s" % ("/".join(during), worker_state(srv.WORKER2)))
    srv.UNITS.start_argv(srv.WORKER2_SERVICE, srv.worker2_argv())
    t_restart = time.monotonic()
    facts = lb.wait(pinned, ("Finished",), 180)
    for f in facts:
        cases, reason = lb.results(f["id"])
        # (lava-server 2023.01 keeps no reason for a job whose lava-run
        # died with its worker: no log reached it, no result, and the
        # restarted worker's report of the job sets only its health.)
        print("lava-lab-faults: worker-killed: job %d %s %s, %.0f s after the restart "
              "(%.0f s after the kill), %d cases; reason: %s" % (
                  f["id"], f["state"], f["health"], time.monotonic() - t_restart,
                  time.monotonic() - t_kill, cases,
                  reason or f["failure_comment"] or "none recorded"))
        lb.expect("job %d of the killed worker ends Incomplete" % f["id"],
                  f["health"] == "Incomplete")
    after = lb.submit("worker-killed", "after-restart", pinned=True)
    for f in lb.wait([other, after], ("Finished",), 300):
        lb.expect("job %d (%s) Completes on %s" % (f["id"], "the first host" if f["id"] == other
                                                   else "the restarted worker",
                                                   f["actual_device"]),
                  f["health"] == "Complete")


def link_cut(lb):
    job = lb.submit("link-cut", "lab2", pinned=True)
    lb.wait([job], ("Running", "Finished"), 120)
    lab.cut()
    print("lava-lab-faults: link-cut: %s down for %d s while job %d runs"
          % (lab.VETH_HOST, CUT_S, job))
    time.sleep(CUT_S)
    print("lava-lab-faults: link-cut: the server says the worker is %s"
          % worker_state(srv.WORKER2))
    lab.mend()
    f = lb.wait([job], ("Finished",), 300)[0]
    cases, reason = lb.results(job)
    print("lava-lab-faults: link-cut: job %d %s %s, %d cases read back%s"
          % (job, f["state"], f["health"], cases, ": " + reason if reason else ""))
    lb.expect("job %d ends once the link is back" % job, f["state"] == "Finished")
    end = time.monotonic() + 90
    while worker_state(srv.WORKER2) != "Online" and time.monotonic() < end:
        time.sleep(2)
    lb.expect("%s online again after the link is back" % srv.WORKER2,
              worker_state(srv.WORKER2) == "Online")


def server_restart(lb):
    stored = {i: (lb.facts(i)["health"], lb.results(i)) for i, _, _ in lb.jobs}
    # More jobs than devices: the server stops once the first runs.
    ids = [lb.submit("server-restart", "job-%d" % n) for n in range(1, 7)]
    end = time.monotonic() + 60
    while time.monotonic() < end:
        states = [lb.facts(i)["state"] for i in ids]
        if "Running" in states:
            break
        time.sleep(0.5)
    print("lava-lab-faults: server-restart: jobs %s are %s when the server stops"
          % (" ".join(map(str, ids)), "/".join(states)))
    lb.expect("jobs run and jobs wait for a device when the server stops",
              "Running" in states and "Submitted" in states)
    for name in reversed(srv.SERVER_SERVICES):
        srv.UNITS.stop(name, {pid: p[2] for pid, p in srv.processes([name]).items()})
    time.sleep(10)
    for name in srv.SERVER_SERVICES:
        srv.UNITS.start(name)
    srv.wait_ready(300)
    again = {i: (lb.facts(i)["health"], lb.results(i)) for i in stored}
    lb.expect("the %d results stored before the restart are the same after it" % len(stored),
              again == stored)
    for f in lb.wait(ids, ("Finished",), 600):
        n = starts(f["id"])
        lb.expect("job %d ends Complete, started once (%d)" % (f["id"], n),
                  f["health"] == "Complete" and n == 1)


def main():
    p = Parser(prog="lava-lab-faults")
    p.add_argument("job")
    args = p.parse_args()
    if not os.path.isfile(args.job):
        die("no job file '%s'" % args.job)
    if "lab" not in srv.UNITS.started() or not lab.exists():
        die("no lab of two hosts: make lava-server-stop lava-server WORKERS=2")
    lb = Lab(Server("vgr-local"), args.job)
    begin = time.monotonic()
    worker_killed(lb)
    link_cut(lb)
    server_restart(lb)
    counts = {"submitted": len(lb.jobs)}
    read = 0
    for job_id, scenario, label in lb.jobs:
        f = lb.facts(job_id)
        cases, reason = lb.results(job_id)
        read += cases > 0
        counts[f["health"]] = counts.get(f["health"], 0) + 1
        print("%5d %-15s %-14s %-12s %-10s %4d  %s" % (
            job_id, scenario, label, f["actual_device"] or "-", f["health"], cases,
            reason))
    counts["results read back"] = read
    print("lava-lab-faults: " + ", ".join("%s %d" % kv for kv in counts.items()))
    ended = sum(v for k, v in counts.items() if k in ("Complete", "Incomplete", "Canceled"))
    lb.expect("every job submitted ended (%d of %d)" % (ended, len(lb.jobs)),
              ended == len(lb.jobs))
    lb.expect("every Complete job's results read back", read >= counts.get("Complete", 0))
    verdict = "%d problems" % len(lb.problems) if lb.problems else "as expected"
    print("lava-lab-faults: %.0f s; %s" % (time.monotonic() - begin, verdict))
    sys.exit(1 if lb.problems else 0)
