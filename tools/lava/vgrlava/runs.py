"""vgrlava.runs - a job's two boots: lava-run on a rendered device, and qemu-run."""
import os
import shlex
import shutil
import subprocess
import time

import yaml

from .common import die, tool
from .logs import qemu_log, read_records


def qemu_path(meta):
    """The PATH that lava-run boots this job's QEMU with: the folder of a
    QEMU of the cache first (tools/boot/qemu-arch's fetch=, fetched here
    before), as tools/boot/qemu-run boots it, then the machine's; and the
    QEMU that qemu-run runs (qemu=)."""
    cmd = [tool("boot", "qemu-arch")] + \
        (["-r"] if meta.get("vgr.ready") == "1" else []) + \
        [meta["vgr.arch"], meta["vgr.kernel"]]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, text=True)
    if r.returncode != 0:
        die("%s failed" % " ".join(cmd))
    facts = dict(shlex.split(line)[0].split("=", 1)
                 for line in r.stdout.splitlines() if line)
    path = os.environ.get("PATH", os.defpath)
    if facts["fetch"]:
        fetch = tool("fetch", facts["fetch"])
        r = subprocess.run([fetch], stdout=subprocess.PIPE, text=True)
        folder = subprocess.run([fetch, "-n"], stdout=subprocess.PIPE,
                                text=True).stdout.strip()
        if r.returncode != 0 or not folder:
            die("tools/fetch/%s failed: no %s" % (facts["fetch"], facts["qemu"]))
        path = folder + os.pathsep + path
    return path, facts["qemu"]


def same_qemu(device, path, qemu):
    """'' when the QEMU that the device's command names in PATH is qemu-run's
    QEMU, else what differs."""
    with open(device) as f:
        command = yaml.safe_load(f)["actions"]["boot"]["methods"]["qemu"][
            "parameters"]["command"]
    lava = shutil.which(command, path=path)
    ours = shutil.which(qemu, path=path)
    if lava and ours and os.path.realpath(lava) == os.path.realpath(ours):
        return ""
    return "LAVA runs %s (%s), qemu-run %s (%s)" % (command, lava, qemu, ours)


def lava_run(job_path, device, outdir, name, job_id, path):
    """lava-run, with PATH path; returns its records, its wall time and its
    log's path."""
    out = os.path.join(outdir, name + ".lava")
    log = os.path.join(outdir, name + ".lava.log")
    os.makedirs(out, exist_ok=True)
    start = time.monotonic()
    with open(log, "w") as f:
        subprocess.run(["lava-run", "--job-id", str(job_id), "--output-dir",
                        out, "--device", device, job_path],
                       stdout=f, stderr=subprocess.STDOUT,
                       env=dict(os.environ, PATH=path))
    wall = time.monotonic() - start
    return read_records(log), wall, log


def ktap_results(log):
    """tools/lib/ktap-results of a console log: [result, name] pairs."""
    lines = subprocess.run([tool("lib", "ktap-results"), log],
                           stdout=subprocess.PIPE, text=True,
                           check=True).stdout.splitlines()
    return [line.split()[:2] for line in lines]


def qemu_run(meta, outdir, name, timeout):
    """The same boot with tools/boot/qemu-run (its console to
    qemu_log(OUTDIR, NAME)): its ktap-results, its exit status, what it
    said on stderr and its wall time."""
    log = qemu_log(outdir, name)
    cmd = [tool("boot", "qemu-run"), "-A", meta["vgr.arch"], "-q",
           "-t", str(timeout), "-i", meta["vgr.initrd"], "-l", log,
           "-a", meta["vgr.append"]]
    if meta.get("vgr.ready") == "1":
        cmd.append("-r")
    start = time.monotonic()
    r = subprocess.run(cmd + [meta["vgr.kernel"]], stderr=subprocess.PIPE,
                       text=True)
    wall = time.monotonic() - start
    return ktap_results(log), r.returncode, r.stderr.strip(), wall
