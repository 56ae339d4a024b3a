"""vgrlava.logs - reading a job's logs: lava-run's records, the guest's console lines."""
import json
import os
import re


def read_records(path):
    """The records of a LAVA job log (one JSON record a line, as lava-run
    writes it and lava-server-check keeps the server's); lava-run's own
    lines that are not records are left out."""
    records = []
    with open(path) as f:
        for line in f:
            try:
                records.append(json.loads(line))
            except ValueError:
                pass
    return records


def qemu_log(outdir, name):
    """Where qemu-run's console of job NAME's boot is kept."""
    return os.path.join(outdir, name + ".qemu.log")


def console_lines(path):
    """The guest's console lines of a log: LAVA's (its "target" records)
    or qemu-run's (the console itself); none when there is no log."""
    if not os.path.isfile(path):
        return []
    with open(path, errors="replace") as f:
        text = f.read()
    if not path.endswith(".lava.log"):
        return text.splitlines()
    lines = []
    for line in text.splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict) and rec.get("lvl") == "target":
            lines.append(str(rec.get("msg", "")))
    return lines


def case_lines(lines, name, most=12):
    """What console LINES said of case PROGRAM/TEST, from the harness's RUN
    line to its result: the evidence of a disagreement, so that a case
    that differs between two boots can be read after the run."""
    test = name.partition("/")[2]
    if not test:
        return []
    run = [i for i, line in enumerate(lines)
           if re.search(r"\bRUN\s+%s\b" % re.escape(test), line)]
    if not run:
        return []
    end = re.compile(r"^\s*(not )?ok \d+ %s\b" % re.escape(test))
    out = []
    for line in lines[run[-1]:]:
        out.append(line.strip())
        if end.search(line) or len(out) >= most:
            break
    return out


def evidence(names, lava_log, qemu_log_path):
    """Each of NAMES' console lines in both boots, "SIDE| LINE"."""
    out = []
    if not names:
        return out
    for side, path in (("LAVA", lava_log), ("qemu-run", qemu_log_path)):
        lines = console_lines(path)
        for name in names:
            out += ["%s| %s" % (side, line) for line in case_lines(lines, name)]
    return out
