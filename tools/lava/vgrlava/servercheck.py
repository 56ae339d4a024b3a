"""vgrlava.servercheck - lava-server-check: jobs through a LAVA server, judged."""
# lava-server-check: the jobs of tools/lava/lava-jobs through a LAVA server
# (tools/lava/lava-server's, or any lavacli identity's): submitted all at
# once with its REST API, so that its scheduler runs them side by side on
# its devices; then each job's health, results and log read back from
# that API and judged by lava-check's own code (vgrlava.judge): case by case as
# qemu-run boots the same, the jobs that must fail or be incomplete as
# they must be. Also, for each job, the device the server rendered for it
# (scheduler.jobs.configuration) must be the one lava-check renders and
# the QEMU it booted the one qemu-run boots; and a copy of the first job
# with a dotted monitor name must be refused by the server with the
# message of tools/lava/lava-validate.
#
#   lava-server-check [-i IDENTITY] [-o DIR] [-p] JOB.yaml...
#
# -i: lavacli's identity (default vgr-local, tools/lava/lava-server's).
# -p: two jobs must have run at the same time on two devices (by the
# server's start and end times, and by their logs), and, where the jobs
# ran on two workers (make lava-server WORKERS=2), two of two workers by
# their logs. Logs go to DIR (default build/lava/server-check). Prints
# the server's table (id, device, worker, health, times, cases), the
# overlap of parallel jobs, and lava-check's.
# Exit status: 0 when every job gave its outcome, 1 otherwise, 2 on bad
# input.
import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
import xmlrpc.client
from datetime import datetime

import yaml

from . import debs, devices, runs
from .common import die, tool
from .judge import Job, judge, report, table
from .outcome import Outcome


class Server:
    """A lavacli identity's server: its REST API and its XML-RPC."""

    def __init__(self, identity):
        conf = os.path.join(os.environ.get("XDG_CONFIG_HOME") or
                            os.path.expanduser("~/.config"), "lavacli.yaml")
        try:
            ident = yaml.safe_load(open(conf))[identity]
        except (OSError, KeyError, TypeError):
            die("no lavacli identity '%s' in %s (make lava-server adds "
                "vgr-local)" % (identity, conf))
        self.base = ident["uri"].rsplit("/RPC2", 1)[0] + "/api/v0.2/"
        self.token = ident["token"]
        host = ident["uri"].split("://", 1)
        self.rpc = xmlrpc.client.ServerProxy("%s://%s:%s@%s" % (
            host[0], ident["username"], self.token, host[1]))

    def call(self, path, data=None):
        """(HTTP status, body) of GET or POST (DATA, as JSON) of PATH."""
        req = urllib.request.Request(
            self.base + path, data=json.dumps(data).encode() if data else None,
            headers={"Authorization": "Token " + self.token,
                     "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()
        except urllib.error.URLError as e:
            die("no server at %s: %s (make lava-server brings one up)"
                % (self.base, e.reason))

    def submit(self, text):
        """The job's id, or the server's message when it refuses it."""
        code, body = self.call("jobs/", {"definition": text})
        reply = json.loads(body)
        if code == 201:
            return reply["job_ids"][0], ""
        return None, reply.get("message", body)

    def get(self, path):
        code, body = self.call(path)
        if code != 200:
            die("GET %s%s: %d %s" % (self.base, path, code, body[:200]))
        return body


def records(server, job_id, log):
    """The job's log records of the server (written to LOG, one JSON
    record a line, as lava-check keeps lava-run's), with its results as
    result records: the server's own test cases (their metadata), not
    the log's."""
    out = [r for r in yaml.safe_load(server.get("jobs/%d/logs/" % job_id))
           or [] if isinstance(r, dict) and r.get("lvl") != "results"]
    with open(log, "w") as f:
        f.writelines(json.dumps(r) + "\n" for r in out)
    for case in yaml.safe_load(server.get("jobs/%d/yaml/" % job_id)):
        msg = dict(case["metadata"])
        extra = {}
        for item in msg.get("extra") or []:
            extra.update(item)
        msg["extra"] = extra
        out.append({"lvl": "results", "msg": msg})
    return out


def device_differs(server, job_id, job, outdir):
    """'' when the device the server rendered for the job is the one
    lava-check renders from the job's context, else the keys that differ."""
    conf = server.rpc.scheduler.jobs.configuration(str(job_id))
    theirs = yaml.safe_load(conf[1].data)
    ours = yaml.safe_load(open(devices.render_device(
        debs.device_types(), outdir, job.label,
        job.job.get("context", {}), job.job["device_type"])))
    return " ".join(sorted(k for k in set(theirs) | set(ours)
                           if theirs.get(k) != ours.get(k)))


def other_qemu(records, meta):
    """'' when the QEMU the job booted ("Boot command:" of its log) is
    the one qemu-run boots, else both."""
    path, qemu = runs.qemu_path(meta)
    ours = shutil.which(qemu, path=path)
    for r in records:
        msg = r.get("msg")
        if isinstance(msg, str) and msg.startswith("Boot command: "):
            theirs = msg.split()[2]
            if os.path.realpath(theirs) != os.path.realpath(ours or qemu):
                return "the job booted %s, qemu-run boots %s" % (theirs, ours)
    return ""


def planted_refusal(server, job, outdir):
    """The server refuses the job with a dotted monitor name, saying what
    tools/lava/lava-validate says of it; '' or what went otherwise."""
    data = yaml.safe_load(open(job.path))
    data["actions"][-1]["test"]["monitors"][0]["name"] += ".planted"
    path = os.path.join(outdir, "planted-dotted-monitor.yaml")
    with open(path, "w") as f:
        yaml.safe_dump(data, f)
    r = subprocess.run([tool("lava", "lava-validate"), path],
                       stderr=subprocess.PIPE, text=True)
    ours = r.stderr.strip().split("refused at submission: ", 1)[-1]
    job_id, said = server.submit(open(path).read())
    print("lava-server-check: the server refused %s: %s" % (path, said))
    if job_id is not None:
        return "the server took %s (job %d)" % (path, job_id)
    if r.returncode != 1 or not said.endswith(ours):
        return "the server said '%s', lava-validate '%s'" % (said, ours)
    return ""


def when(stamp):
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def overlaps(facts, start, end):
    """(seconds, job, job) for each two jobs that ran at the same time on
    two devices, by their START and END times (the server's, or their
    logs' first and last records)."""
    out = []
    for i, a in enumerate(facts):
        for b in facts[i + 1:]:
            if a["actual_device"] != b["actual_device"]:
                both = min(when(a[end]), when(b[end])) - \
                    max(when(a[start]), when(b[start]))
                if both > 0:
                    out.append((both, a, b))
    return sorted(out, key=lambda o: -o[0])


def device_workers(server):
    """{device: its worker} of the server."""
    out, path = {}, "devices/?limit=100"
    while path:
        page = json.loads(server.get(path))
        out.update((d["hostname"], d["worker_host"]) for d in page["results"])
        path = page.get("next")
        if path:
            path = path.split("/api/v0.2/", 1)[1]
    return out


def span(facts, start, end):
    return max(when(f[end]) for f in facts) - \
        min(when(f[start]) for f in facts)


def wait(server, ids, timeout):
    """Each job's facts from the server once all are finished."""
    end = time.monotonic() + timeout
    while True:
        facts = [json.loads(server.get("jobs/%d/" % i)) for i in ids]
        if all(f["state"] == "Finished" for f in facts):
            return facts
        if time.monotonic() > end:
            for f in facts:
                if f["state"] != "Finished":
                    server.call("jobs/%d/cancel/" % f["id"])
            print("lava-server-check: jobs not finished after %d s, "
                  "canceled: %s" % (timeout, " ".join(
                      "%d (%s)" % (f["id"], f["state"]) for f in facts
                      if f["state"] != "Finished")), file=sys.stderr)
            sys.exit(1)
        time.sleep(5)


def main():
    p = argparse.ArgumentParser(prog="lava-server-check")
    p.add_argument("-i", dest="identity", default="vgr-local")
    p.add_argument("-o", dest="outdir", default="build/lava/server-check")
    p.add_argument("-p", dest="parallel", action="store_true")
    p.add_argument("jobs", nargs="+")
    args = p.parse_args()
    for path in args.jobs:
        if not os.path.isfile(path):
            die("no job file '%s'" % path)
    jobs = [Job(path) for path in args.jobs]
    os.makedirs(args.outdir, exist_ok=True)
    server = Server(args.identity)
    bad = 0
    said = planted_refusal(server, jobs[0], args.outdir)
    if said:
        print("lava-server-check: " + said, file=sys.stderr)
        bad = 1
    ids = []
    for job in jobs:
        job_id, refused = server.submit(open(job.path).read())
        if job_id is None:
            die("the server refused %s: %s" % (job.path, refused))
        print("lava-server-check: %s is job %d" % (job.path, job_id),
              file=sys.stderr)
        ids.append(job_id)
    # All at once on two devices: the sum of the jobs' timeouts is more
    # than they can take.
    facts = wait(server, ids, sum(j.job["timeouts"]["job"]["seconds"]
                                  for j in jobs))
    worker_of = device_workers(server)
    for f in facts:
        f["worker"] = worker_of.get(f["actual_device"], "?")
    fmt = "%-22s %5s %-19s %-12s %-10s %-8s %-8s %5s"
    print(fmt % ("job", "id", "device", "worker", "health", "start", "end",
                 "cases"))
    rows = []
    for job, f in zip(jobs, facts):
        log = os.path.join(args.outdir, job.label + ".lava.log")
        recs = records(server, f["id"], log)
        stamps = [r["dt"] + "+00:00" for r in recs if "dt" in r] or \
            [f["start_time"], f["end_time"]]
        f["log_start"], f["log_end"] = stamps[0], stamps[-1]
        got = Outcome(recs, job.monitor["name"])
        print(fmt % (job.label, f["id"], f["actual_device"], f["worker"],
                     f["health"], f["start_time"][11:19],
                     f["end_time"][11:19], len(got.cases)))
        wall = when(f["end_time"]) - when(f["start_time"])
        row, problems, log = judge(job, got, wall, log, args.outdir)
        want = "Incomplete" if job.outcome == "incomplete" else "Complete"
        if f["health"] != want:
            problems.append("the server's health %s, not %s"
                            % (f["health"], want))
        differs = device_differs(server, f["id"], job, args.outdir)
        if differs:
            problems.append("the server's device for the job differs from "
                            "lava-check's in %s" % differs)
        differs = other_qemu(recs, job.meta)
        if differs:
            problems.append(differs)
        bad |= report(row, problems, log, "lava-server-check")
        rows.append(row)
    # The server's times are those the worker reports them at, on its
    # next ping (every 20 s): the logs' own say when each job ran.
    both = overlaps(facts, "start_time", "end_time")
    logged = overlaps(facts, "log_start", "log_end")
    for secs, a, b in both[:3]:
        print("lava-server-check: jobs %d (%s) and %d (%s) ran at the same "
              "time for %.1f s" % (a["id"], a["actual_device"], b["id"],
                                   b["actual_device"], secs))
    print("lava-server-check: by their logs, %d pairs of jobs ran at the "
          "same time, the longest for %.1f s"
          % (len(logged), logged[0][0] if logged else 0))
    print("lava-server-check: the server ran the %d jobs from the first "
          "start to the last end in %.1f s (by their logs: %.1f s, each "
          "job's run adding up to %.1f s)" % (
              len(facts), span(facts, "start_time", "end_time"),
              span(facts, "log_start", "log_end"),
              sum(when(f["log_end"]) - when(f["log_start"]) for f in facts)))
    if args.parallel and not (both and logged):
        print("lava-server-check: no two jobs ran at the same time on two "
              "devices", file=sys.stderr)
        bad = 1
    # A lab of two workers: jobs of both at the same time.
    across = [o for o in logged if o[1]["worker"] != o[2]["worker"]]
    if len(set(f["worker"] for f in facts)) > 1:
        print("lava-server-check: jobs ran on workers %s; by their logs, %d "
              "pairs of jobs of two workers ran at the same time, the "
              "longest for %.1f s" % (
                  ", ".join(sorted(set(f["worker"] for f in facts))),
                  len(across), across[0][0] if across else 0))
        if args.parallel and not across:
            print("lava-server-check: no jobs of two workers ran at the "
                  "same time", file=sys.stderr)
            bad = 1
    table(rows)
    sys.exit(bad)
