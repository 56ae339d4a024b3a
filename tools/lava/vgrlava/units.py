"""vgrlava.units - lava-server's services run as their systemd units say."""
# Debian's LAVA services run as their systemd units say, for lava-server
# (vgrlava.server): systemctl where systemd is PID 1, else each unit's own
# Environment=, EnvironmentFile=s and ExecStart in a session of its own;
# what was started is noted in a state file, so that stop() ends that and
# nothing else.
import json
import os
import signal
import subprocess
import time

SYSTEMD = os.path.isdir("/run/systemd/system")


def unit_script(name, units="/lib/systemd/system"):
    """What systemd runs for unit NAME (of the folder UNITS), as sh: its
    Environment=, its EnvironmentFile=s sourced, then its ExecStart (no
    globbing)."""
    env, files, start = [], [], None
    with open(os.path.join(units, "%s.service" % name)) as f:
        for line in f:
            key, _, value = line.strip().partition("=")
            if key == "Environment":
                env.append(value)
            elif key == "EnvironmentFile":
                files.append(value.lstrip("-"))
            elif key == "ExecStart":
                start = value
    sources = "".join('[ ! -r %s ] || . %s; ' % (f, f) for f in files)
    return "set -f; %s %s exec %s" % (
        "export %s;" % " ".join(env) if env else "", sources, start)


def start_time(pid):
    """When PID started (clock ticks after boot), or None: with the pid,
    a name for a process that its pid's reuse cannot take."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return int(f.read().rsplit(")", 1)[1].split()[19])
    except (OSError, IndexError, ValueError):
        return None


def alive(pid):
    """PID runs, and leads its session (as what start() started does)."""
    try:
        return os.getsid(pid) == pid
    except ProcessLookupError:
        return False


class Units:
    """The units started, in STATE/started.json: {name: the session's
    pid, or "unit" (systemctl), or another note (a database cluster)}."""

    def __init__(self, state):
        self.state = state
        self.path = os.path.join(state, "started.json")

    def started(self):
        if not os.path.isfile(self.path):
            return {}
        with open(self.path) as f:
            return json.load(f)

    def note(self, name, what):
        done = self.started()
        if what is None:
            done.pop(name, None)
        else:
            done[name] = what
        with open(self.path + ".new", "w") as f:
            json.dump(done, f, indent=1)
        os.rename(self.path + ".new", self.path)

    def running(self, name):
        pid = self.started().get(name)
        return isinstance(pid, int) and alive(pid)

    def start_argv(self, name, argv):
        """Starts ARGV as the unit NAME of no systemd unit, in a session
        of its own (under systemd too)."""
        if not self.running(name):
            log = open(os.path.join(self.state, name + ".out"), "a")
            p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log,
                                 stderr=subprocess.STDOUT,
                                 start_new_session=True)
            self.note(name, p.pid)

    def start(self, name):
        if SYSTEMD:
            # (restarted: the package's install may have started it
            # before its environment file was written)
            subprocess.run(["systemctl", "restart", name], check=True)
            self.note(name, "unit")
        elif not self.running(name):
            log = open(os.path.join(self.state, name + ".out"), "a")
            p = subprocess.Popen(["sh", "-c", unit_script(name)],
                                 stdin=subprocess.DEVNULL, stdout=log,
                                 stderr=subprocess.STDOUT,
                                 start_new_session=True)
            self.note(name, p.pid)

    def stop(self, name, tree):
        """Ends unit NAME: its session's process group, then whatever of
        TREE (its processes, taken before: {pid: start_time(pid)}) is
        still there (QEMU, in a session of its own)."""
        what = self.started().get(name)
        if what == "unit":
            subprocess.run(["systemctl", "stop", name], check=True)
        elif isinstance(what, int) and alive(what):
            os.killpg(what, signal.SIGTERM)
            for _ in range(30):
                if not alive(what):
                    break
                time.sleep(1)
            for pid, since in tree.items():
                if start_time(pid) == since:
                    os.kill(pid, signal.SIGKILL)
        self.note(name, None)


def descendants(roots, table):
    """The pids of ROOTS and of all their descendants, by TABLE's
    (pid, ppid) pairs."""
    children = {}
    for pid, ppid in table:
        children.setdefault(ppid, []).append(pid)
    out, todo = set(), [r for r in roots if r]
    while todo:
        pid = todo.pop()
        if pid not in out:
            out.add(pid)
            todo += children.get(pid, [])
    return out
