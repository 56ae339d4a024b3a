"""vgrlava.check - lava-check: jobs under lava-run, compared with qemu-run, judged."""
# lava-check runs jobs of tools/lava/lava-jobs with LAVA's own dispatcher
# (lava-run, Debian's lava-dispatcher) on a qemu device dictionary
# rendered, as a LAVA server renders it, from the device-type templates
# of Debian's lava-server package (taken out of its .deb, never
# installed) and the job's context; reads LAVA's results (the "results"
# records of its job log) and compares them, case by case, with what
# tools/boot/qemu-run and tools/lib/ktap-results give for the same kernel,
# initramfs and command line: the same names, the same results (after the
# job's fixupdict), the same count, no name twice. Then the results are
# judged by the kernel's expectations file, as in tools/matrix/matrix. Both
# boot the same QEMU: where tools/boot/qemu-arch names one of the cache
# (fetch=: Debian 13's QEMU 10 for riscv64), it is fetched and its folder
# comes first in lava-run's PATH, whose qemu-system-ARCH the device type
# runs; a job whose device's QEMU is not qemu-run's is refused.
#
#   lava-check [-o DIR] [-j JOBS] JOB.yaml...   (JOBS side by side)
#
# What each job must give is its vgr.outcome (tools/lava/lava-jobs -x):
#   complete    (default) a complete job equal to qemu-run's, whose results
#               are as its expectations file says
#   fail        a complete job equal to qemu-run's with a failing case
#               (a planted fault): the failing cases are named
#   incomplete  no passed job (a panic, a hang, PID 1 stopping early):
#               LAVA's job fails, and the program that was running (the
#               runner's last "# vgr: running NAME") is named
#
# LAVA's logs, the rendered devices and qemu-run's logs go to DIR
# (default build/lava/check). Prints a table: job, LAVA's cases, qemu-run's
# KTAP cases, pass/fail/skip, LAVA's and qemu-run's wall time, result.
# Exit status: 0 when every job gave its OUTCOME, 1 otherwise, 2 on bad
# input (a job whose kernel or initramfs is not a file here) or a
# dispatcher that cannot be set up. Needs root (lava-run).
import concurrent.futures
import os
import subprocess
import sys

from . import debs, devices, runs
from .common import Parser, die
from .judge import Job, judge, report, table
from .outcome import Outcome


def check(job_path, args, types, job_id):
    """Job JOB_PATH under lava-run (as lava-run's job JOB_ID), judged:
    its row, problems and log."""
    j = Job(job_path)
    device = devices.render_device(types, args.outdir, j.label,
                                   j.job.get("context", {}), j.job["device_type"])
    path, qemu = runs.qemu_path(j.meta)
    differs = runs.same_qemu(device, path, qemu)
    if differs:
        die("%s: not the same QEMU: %s" % (job_path, differs))
    records, lava_wall, log = runs.lava_run(job_path, device, args.outdir,
                                            j.label, job_id, path)
    return judge(j, Outcome(records, j.monitor["name"]), lava_wall, log,
                 args.outdir)


def main():
    p = Parser(prog="lava-check")
    p.add_argument("-o", dest="outdir", default="build/lava/check")
    p.add_argument("-j", dest="parallel", type=int, default=1)
    p.add_argument("jobs", nargs="+")
    args = p.parse_args()
    if len(args.jobs) > 999:
        die("%d jobs: at most 999 in one run" % len(args.jobs))
    if args.parallel < 1:
        die("bad -j %d: at least 1" % args.parallel)
    for j in args.jobs:
        if not os.path.isfile(j):
            die("no job file '%s'" % j)
    if os.geteuid() != 0:
        die("lava-run needs root")
    if not subprocess.run(["sh", "-c", "command -v lava-run"],
                          stdout=subprocess.DEVNULL).returncode == 0:
        die("no lava-run (make lava-check installs lava-dispatcher)")
    os.makedirs(args.outdir, exist_ok=True)
    types = debs.device_types()
    rows, bad = [], 0
    # lava-run works in /var/lib/lava/dispatcher/tmp/ID: one ID per job
    # of this process, none another lava-check running beside it takes.
    job_id = os.getpid() * 1000

    def one(i):
        print("lava-check: running %s" % args.jobs[i], file=sys.stderr)
        return check(args.jobs[i], args, types, job_id + i)

    # -j jobs side by side (each a lava-run and a qemu-run boot), their
    # rows in the jobs' order.
    with concurrent.futures.ThreadPoolExecutor(args.parallel) as pool:
        results = list(pool.map(one, range(len(args.jobs))))
    for row, problems, log in results:
        rows.append(row)
        bad |= report(row, problems, log)
    table(rows)
    sys.exit(bad)
