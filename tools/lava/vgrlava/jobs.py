"""vgrlava.jobs - lava-jobs: one LAVA job per row of rows/, or for a kernel of one's own."""
# lava-jobs writes one LAVA job per kernel of the matrix (or one for a
# kernel of the user's own): the kernel and the suite's initramfs deployed
# to tmpfs, booted by LAVA's qemu device type with the machine, CPU and
# options of tools/boot/qemu-arch passed in the job's context (a lab's device
# dictionary stays as it is), and a monitors test that reads the runner's
# flat lines ("# VGR-CASE: RESULT NAME", runner/flat.h) up to PID 1's
# "VGR-VERDICT:" line.
#
#   lava-jobs [-o DIR] [-t SECS] [-a APPEND] [-r] [-u URL] [-S] [NAME...]
#   lava-jobs [-o DIR] [-t SECS] [-a APPEND] [-r] [-u URL] -k KERNEL
#             [-A ARCH] [-i INITRD] [-n NAME] [-e EXPECTATIONS]
#   lava-jobs ... [-x OUTCOME] -n NAME ROW
#                                 one row's job, named NAME (a variant:
#                                 -a vgr.inject=panic, a planted fault),
#                                 with what tools/lava/lava-check must see of
#                                 it: complete (default), fail or incomplete
#
# NAMEs: the rows of tools/fetch/fetch-kernels -l (default: all); each boots
# with the initramfs of its architecture (build/initramfs.cpio for the
# machine's own, else build/ARCH/initramfs.cpio), and its row file's
# excludes become vgr.exclude= on the kernel command line, as in
# tools/matrix/matrix (-i INITRD: the machine's own, whose folder holds the
# others, as in tools/matrix/matrix). -k: a kernel given as a path or a URL
# (http, https, file), -A its architecture (the machine's by default), -i
# its initramfs (a path or a URL; default as for a row). -u URL: the
# images are referenced under URL instead of as file:// paths, and
# DIR/files holds links to them in that layout, to be published there.
# -t: the seconds LAVA waits for the suite (default 120, as the matrix;
# more for a row whose last boot in make matrix took more than a quarter
# of that in CPU time: CPU_MARGIN below), -a: more kernel command line,
# -r: the guest's CRNG seeded at once (tools/boot/qemu-run -r). Jobs go to
# DIR/NAME.yaml (default build/lava/jobs). -S: every row's job as a
# server's submission check sees it, with no kernel fetched or built and
# no image made: each image named under a placeholder URL, and no
# timeout sized from this machine's matrix: the same jobs on any machine
# (make check gives them to tools/lava/lava-validate and compares them
# with tools/lava/reference/). A device tree that qemu-arch boots
# (dtb=: riscv64's and loongarch64's, without its rng-seed) is deployed
# as the job's dtb image (-dtb {dtb}, or what qemu-arch's dtb_option=
# says: loongarch64's loader device), made first as tools/boot/qemu-run
# makes it (its QEMU fetched, tools/boot/qemu-dtb-unseeded), so that no
# path of this machine is in a job. Where the tree is each boot's own (dtb_boot=:
# powerpc32's ppce500, which adds neither the command line nor the
# initramfs to a -dtb), it is dumped for the job, with its kernel,
# initramfs and command line (tools/boot/qemu-dtb-unseeded -b), into
# DIR/dtbs/NAME-unseeded.dtb: the kernel and initramfs must then be files
# here.
# An architecture with no lava_arch in its record has no job: its rows are
# left out of all rows (a line on stderr, before any kernel is fetched or
# built), and refused when named or given with -A. Exit status 2 on bad
# input.
import os
import re
import shlex
import subprocess
import sys
import urllib.parse

import yaml

from . import arch as arch_records
from .common import ROOT, Parser, die, tool

# The architecture records (arch/NAME/arch.conf): lava_arch is the 'arch'
# of the job's context for each of ours (empty: no job),
# lava_device_type the device type the job asks for (the stock qemu, or
# the project's own where lava-server 2023.01's qemu.jinja2 does not list
# lava_arch: tools/lava/lava-device-type), lava_template_takes the options
# that template writes itself from the context (-machine, -cpu): the
# others go to extra_options.
ARCH = arch_records.records()
HOST_ARCH = arch_records.arch_of(os.uname().machine)
# What the runner prints (runner/flat.h, runner/init.c); its verdict
# "error" (options it rejected) is no end: the job ends incomplete. A
# result is searched in the console stream, not per line: the newline
# before it keeps out a program's own lines (indented as subtests), and
# the name must be followed by the end of its line, so that a name read
# before all of it has arrived is never taken.
MONITOR = {
    "name": "vgetrandom-suite",
    "start": "KTAP version 1",
    "end": r"\nVGR-VERDICT: (pass|fail)",
    "pattern": r"\n# VGR-CASE: (?P<result>pass|fail|skip|xfail|xpass) "
               r"(?P<test_case_id>\S+)(?=[\r\n])",
    # A test's own expected failure of a known divergence is no failure;
    # its end (XPASS) fails, as in the matrix, until the test is updated.
    "fixupdict": {"xfail": "pass", "xpass": "fail"},
}
TEST_TIMEOUT_IN_GUEST = 30  # vgr.timeout=, as in tools/matrix/matrix
# LAVA's timeouts are wall clock, on a worker that may be busy: a row's
# job waits CPU_MARGIN times the CPU seconds its last boot in the matrix
# took here (MATRIX_DIR/NAME.cpu, QEMU's user and system time), where
# that is more than -t, so that a guest that is only slow is not cut off.
# Not with -S: its jobs are the reference jobs (tools/lava/reference), the
# same on any machine.
CPU_MARGIN = 4
MATRIX_DIR = os.path.join(ROOT, "build", "matrix")
DEFAULT_INITRD = os.path.join(ROOT, "build", "initramfs.cpio")
# -S: where the images are said to be (RFC 2606: a name that never resolves)
PLACEHOLDER = "http://placeholder.invalid/"


def run(*cmd):
    try:
        return subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                              text=True).stdout
    except subprocess.CalledProcessError as e:
        die("%s failed (exit status %d)" % (" ".join(cmd), e.returncode))


def qemu_facts(arch, kernel, ready):
    """tools/boot/qemu-arch's assignments, as a dict."""
    out = run(tool("boot", "qemu-arch"), *(["-r"] if ready else []),
              arch, kernel)
    return dict(shlex.split(line)[0].split("=", 1)
                for line in out.splitlines() if line)


def is_url(s):
    return urllib.parse.urlparse(s).scheme in ("http", "https", "file")


def local_path(s):
    """The file a path or a file:// URL names, or None for other URLs."""
    u = urllib.parse.urlparse(s)
    if u.scheme == "file":
        return urllib.parse.unquote(u.path)
    return None if is_url(s) else os.path.abspath(s)


class Images:
    """Where the jobs find the images: file:// paths, or under a URL."""

    def __init__(self, base, outdir):
        self.base = base.rstrip("/") + "/" if base else None
        self.files = os.path.join(outdir, "files")

    def url(self, src, rel):
        path = local_path(src)
        if path is not None and not os.path.isfile(path):
            die("no file '%s'" % path)
        if path is None or self.base is None:
            return src if path is None else "file://" + path
        link = os.path.join(self.files, rel)
        os.makedirs(os.path.dirname(link), exist_ok=True)
        if os.path.lexists(link):
            os.unlink(link)
        os.symlink(path, link)
        return self.base + rel


def dtb_option(facts, path):
    """The options that give QEMU the tree PATH: qemu-arch's dtb_option=
    ('-dtb %', or the record's, % standing for the path)."""
    return (facts.get("dtb_option") or "-dtb %").replace("%", path)


def options_without_dtb(facts):
    """qemu-arch's options=, less the options that give it its dtb= (its
    dtb_option=), which a job deploys as an image instead (no path of
    this machine in a job)."""
    words = shlex.split(facts["options"])
    if not facts["dtb"]:
        return words
    given = shlex.split(dtb_option(facts, facts["dtb"]))
    for i in range(len(words) - len(given) + 1):
        if words[i:i + len(given)] == given:
            return words[:i] + words[i + len(given):]
    die("qemu-arch's options '%s' do not boot its dtb '%s' with '%s'"
        % (facts["options"], facts["dtb"], " ".join(given)))


def job(name, arch, images, facts, timeout, meta):
    lava_arch = ARCH[arch]["lava_arch"]
    takes = tuple(ARCH[arch]["lava_template_takes"].split())
    context = {"arch": lava_arch, "no_kvm": True, "memory": int(facts["mem"])}
    extra = shlex.split(facts["boot"])
    for key, opt in (("machine", "-M"), ("cpu", "-cpu")):
        if not facts[key]:
            continue
        if key in takes:
            context[key] = facts[key]
        else:
            extra += [opt, facts[key]]
    extra += options_without_dtb(facts) + ["-serial", "stdio"]
    # One option and its value per item, as the template lists them.
    items = []
    for word in extra:
        if items and not word.startswith("-") and " " not in items[-1]:
            items[-1] += " " + word
        else:
            items.append(word)
    context["extra_options"] = items
    return {
        "device_type": ARCH[arch]["lava_device_type"],
        "job_name": "vgetrandom-suite %s (%s)" % (name, arch),
        "visibility": "public",
        "priority": "medium",
        "timeouts": {"job": {"seconds": timeout + 600},
                     "action": {"minutes": 5},
                     "connection": {"minutes": 2}},
        "context": context,
        "metadata": meta,
        "actions": [
            {"deploy": {
                "to": "tmpfs",
                "timeout": {"minutes": 5},
                "images": images}},
            # QEMU runs under the boot action's timeout, and the monitor
            # waits for each line at most that long: as long as the test
            # may run, for a program silent that long (length_cap's pass
            # on a loaded machine).
            {"boot": {"method": "qemu", "media": "tmpfs",
                      "timeout": {"seconds": max(timeout, 120)}}},
            {"test": {"timeout": {"seconds": timeout},
                      "monitors": [dict(MONITOR)]}},
        ],
    }


def made_dtb(facts):
    """qemu-arch's dtb=, made as tools/boot/qemu-run makes it on first use:
    its QEMU fetched (fetch=), then QEMU's own tree less its seeds
    (tools/boot/qemu-dtb-unseeded; a second call finds it there)."""
    if facts["fetch"]:
        run(tool("fetch", facts["fetch"]))
    run(tool("boot", "qemu-dtb-unseeded"), facts["qemu"],
        facts["machine"], facts["cpu"], facts["mem"], facts["dtb"],
        *options_without_dtb(facts))
    return facts["dtb"]


def boot_dtb(facts, outdir, name, kernel, initrd, append):
    """The tree of the job's own boot less its seeds (qemu-arch's
    dtb_boot=): dumped with the job's kernel, initramfs and command line,
    as tools/boot/qemu-run dumps it for its boot, into
    OUTDIR/dtbs/NAME-unseeded.dtb."""
    if facts["fetch"]:
        run(tool("fetch", facts["fetch"]))
    out = os.path.join(outdir, "dtbs", name + "-unseeded.dtb")
    files = [local_path(kernel), local_path(initrd)]
    if None in files:
        die("%s: a tree of its own boot (dtb_boot=) needs the kernel and "
            "the initramfs here, not at a URL" % name)
    machine = ["-M", facts["machine"]] if facts["machine"] else []
    run(tool("boot", "qemu-dtb-unseeded"), "-b", out, facts["qemu"],
        *shlex.split(facts["boot"]), *machine, "-cpu", facts["cpu"],
        *options_without_dtb(facts), "-m", facts["mem"] + "M",
        "-nographic", "-net", "none", "-kernel", files[0],
        "-initrd", files[1], "-append", append)
    return out


def no_lava(arch):
    """Why ARCH has no LAVA job, or ''."""
    if ARCH[arch]["lava_arch"]:
        return ""
    return "arch/%s/arch.conf has no lava_arch" % arch


def expected_words(expect, flag):
    """expect-check's words of an expectations file: -x its excludes, -a
    what it appends to the kernel's command line."""
    if not expect or not os.path.isfile(expect):
        return []
    return run(tool("matrix", "expect-check"), flag, expect).split()


def raised_timeout(words):
    """The vgr.timeout= that a row's appended words raise it to, or 0: the
    job's test action gets that much more time, as the matrix's boot
    (tools/boot/append-timeout, which the matrix and make qemu ask)."""
    return int(run(tool("boot", "append-timeout"), *words))


def cpu_sized(timeout, name, schema_only=False):
    """(TIMEOUT, or CPU_MARGIN times the CPU seconds of row NAME's last
    boot in the matrix where that is more, in whole tens; what it comes
    from). TIMEOUT holds the row's raised vgr.timeout already. SCHEMA_ONLY
    (-S): TIMEOUT, whatever the matrix measured here."""
    if schema_only:
        return timeout, "-t and the row's vgr.timeout (-S: not sized " \
            "from a matrix boot)"
    try:
        with open(os.path.join(MATRIX_DIR, name + ".cpu")) as f:
            cpu = float(f.read())
    except (OSError, ValueError):
        return timeout, "-t and the row's vgr.timeout: no CPU time of a " \
            "matrix boot here"
    sized = int(-(-CPU_MARGIN * cpu // 10)) * 10
    why = "%d x the %.1f CPU s of its last matrix boot" % (CPU_MARGIN, cpu)
    if sized > timeout:
        return sized, why
    return timeout, "-t and the row's vgr.timeout, above " + why


def write_job(args, images, name, arch, kernel, initrd, expect, suite="gcc"):
    if '"' in args.append:
        die("APPEND may not hold '\"' (it goes into a quoted -append)")
    facts = qemu_facts(arch, "" if args.schema_only else
                       local_path(kernel) or kernel, args.ready)
    appended = expected_words(expect, "-a")
    suite_args = " ".join(["vgr.timeout=%d" % TEST_TIMEOUT_IN_GUEST] +
                          appended +
                          ["vgr.exclude=" + g
                           for g in expected_words(expect, "-x")] +
                          ([args.append] if args.append else []))
    base = os.path.basename(urllib.parse.urlparse(kernel).path)
    deploy = {
        "kernel": {"url": images.url(kernel, "kernels/%s/%s" % (name, base)),
                   "image_arg": '-kernel {kernel} -append "%s"'
                                % (facts["append"] + " " + suite_args)},
        "ramdisk": {"url": images.url(initrd, "initramfs/%s.cpio"
                                      % initrd_name(arch, suite)),
                    "image_arg": "-initrd {ramdisk}"},
    }
    if facts["dtb"]:
        dtb = PLACEHOLDER + "dtbs/" + os.path.basename(facts["dtb"]) \
            if args.schema_only else made_dtb(facts)
        deploy["dtb"] = {"url": images.url(dtb, "dtbs/" + os.path.basename(dtb)),
                         "image_arg": dtb_option(facts, "{dtb}")}
    elif facts.get("dtb_boot"):
        rel = "dtbs/%s-unseeded.dtb" % name
        dtb = PLACEHOLDER + rel if args.schema_only else \
            boot_dtb(facts, args.outdir, name, kernel, initrd,
                     facts["append"] + " " + suite_args)
        deploy["dtb"] = {"url": images.url(dtb, rel),
                         "image_arg": dtb_option(facts, "{dtb}")}
    # What tools/lava/lava-check needs to boot the same with tools/boot/qemu-run.
    meta = {"vgr.name": name, "vgr.arch": arch, "vgr.append": suite_args,
            "vgr.ready": "1" if args.ready else "0",
            "vgr.outcome": args.outcome,
            "vgr.expectations": os.path.relpath(expect, ROOT) if expect else "",
            "vgr.kernel": local_path(kernel) or kernel,
            "vgr.initrd": local_path(initrd) or initrd}
    timeout, why = cpu_sized(args.timeout + raised_timeout(appended), name,
                             args.schema_only)
    data = job(name, arch, deploy, facts, timeout, meta)
    path = os.path.join(args.outdir, name + ".yaml")
    with open(path, "w") as f:
        f.write("# %s: the suite on %s (%s), written by tools/lava/lava-jobs\n"
                "# test timeout %d s: %s\n"
                % (os.path.basename(path), name, arch, timeout, why))
        yaml.safe_dump(data, f, sort_keys=False, default_flow_style=False,
                       width=1000)
    print(path)


def row_initrd(initrd, arch, suite="gcc"):
    """A row's initramfs, as in tools/matrix/matrix: INITRD for the machine's
    own architecture, the cross build's INITRD_DIR/ARCH/initramfs.cpio for
    the others; clang's build (SUITE llvm) in INITRD_DIR/clang/ likewise."""
    base = os.path.dirname(initrd)
    if suite == "llvm":
        base = os.path.join(base, "clang")
        initrd = os.path.join(base, "initramfs.cpio")
    if arch == HOST_ARCH:
        return initrd
    return os.path.join(base, arch, "initramfs.cpio")


def initrd_name(arch, suite):
    """The initramfs's name among the job's images: its architecture, and
    clang- before it for clang's build."""
    return ("clang-" if suite == "llvm" else "") + arch


def main():
    p = Parser(prog="lava-jobs", description="LAVA jobs")
    p.add_argument("-o", dest="outdir", default="build/lava/jobs")
    p.add_argument("-t", dest="timeout", type=int, default=120)
    p.add_argument("-a", dest="append", default="")
    p.add_argument("-r", dest="ready", action="store_true")
    p.add_argument("-u", dest="url")
    p.add_argument("-k", dest="kernel")
    p.add_argument("-A", dest="arch", default=HOST_ARCH)
    p.add_argument("-i", dest="initrd")
    p.add_argument("-n", dest="name")
    p.add_argument("-e", dest="expect")
    p.add_argument("-x", dest="outcome", default="complete",
                   choices=("complete", "fail", "incomplete"))
    p.add_argument("-S", dest="schema_only", action="store_true")
    p.add_argument("names", nargs="*")
    args = p.parse_args()
    args.arch = arch_records.arch_of(args.arch) or args.arch
    if args.arch not in ARCH:
        die("unknown ARCH '%s' (%s)" % (args.arch, ", ".join(ARCH)))
    if args.kernel and no_lava(args.arch):
        die("no job for ARCH %s: %s" % (args.arch, no_lava(args.arch)))
    if args.timeout < 1:
        die("bad timeout %d: at least 1 s" % args.timeout)
    if args.url and not is_url(args.url):
        die("bad URL '%s' (http, https or file)" % args.url)
    if args.expect and not os.path.isfile(args.expect):
        die("no expectations file '%s'" % args.expect)
    if args.name is not None and not re.fullmatch(r"[-+.\w]+", args.name):
        die("bad name '%s' (letters, digits, '-', '+', '.', '_')" % args.name)
    os.makedirs(args.outdir, exist_ok=True)
    images = Images(args.url, args.outdir)
    if args.kernel:
        if args.names:
            die("-k KERNEL takes no NAMEs")
        name = args.name or "kernel-" + args.arch
        write_job(args, images, name, args.arch, args.kernel,
                  args.initrd or row_initrd(DEFAULT_INITRD, args.arch),
                  args.expect)
        return
    fetch = tool("fetch", "fetch-kernels")
    known = run(fetch, "-l").split()
    for name in args.names:
        if name not in known:
            die("unknown kernel '%s' (known: %s)" % (name, " ".join(known)))
    if args.name and len(args.names) != 1:
        die("-n NAME names the job of one kernel of the matrix")
    # A row LAVA cannot boot is refused when named, left out of all rows
    # (said on stderr), before any kernel is fetched or built.
    rows = []
    for name in args.names or known:
        arch = run(fetch, "-a", name).strip()
        why = no_lava(arch)
        if why and args.names:
            die("no job for %s: %s" % (name, why))
        if why:
            print("lava-jobs: %s left out: %s" % (name, why), file=sys.stderr)
        else:
            rows.append((name, arch))
    for name, arch in rows:
        if args.schema_only:
            kernel = PLACEHOLDER + "kernels/%s/image" % name
        else:
            kernel = run(fetch, name).split()[1]
        suite = run(tool("matrix", "rows"), "-f", name, "suite").strip()
        write_job(args, images, args.name or name, arch, kernel,
                  PLACEHOLDER + "initramfs/%s.cpio" % initrd_name(arch, suite)
                  if args.schema_only else
                  row_initrd(args.initrd or DEFAULT_INITRD, arch, suite),
                  args.expect or run(tool("matrix", "rows"), "-e", name).strip(),
                  suite)
