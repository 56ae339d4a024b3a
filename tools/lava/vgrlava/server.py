"""vgrlava.server - lava-server: a LAVA server on this machine, from Debian's packages."""
# lava-server: a LAVA server on this machine, from Debian's packages
# (lava-server, lava-dispatcher, lavacli, postgresql), on 127.0.0.1 only:
# a database cluster of its own, the web and API (gunicorn), the
# scheduler, the publisher and one worker with two qemu devices (and one
# device of each device type of the project's own: lava-device-type), a
# user with a token and a lavacli identity; as LAVA's docker entrypoint
# sets one up (postinst.py --config --db, then the services). With
# WORKERS=2, a second worker with two qemu devices of its own runs on a
# second host, a network namespace (vgrlava.lab), and reaches the API at
# the lab's address on this side, where gunicorn listens too.
#
#   lava-server up      brings it up (again: what is up stays up), waits
#                       for the API, the worker and its devices, and
#                       prints the time it took and the RSS of its processes
#   lava-server stop    ends what "up" started, and nothing else
#   lava-server status  prints its processes and their RSS
#
# The services run as their Debian units say (vgrlava.units:
# systemctl where systemd is PID 1, else each unit's own command in a
# session of its own); what "up" started (those, the database cluster)
# is noted in the state folder ($VGR_CACHE/lava-server), and "stop" ends
# exactly that, their children too. Needs root. Exit status 2 on bad
# usage, 1 when it does not come up or something is left running.
import functools
import json
import os
import pwd
import secrets
import subprocess
import sys
import time
import urllib.request

import yaml

from . import debs, lab
from .devices import STOCK_TYPE, derived_device_types, device_dict
from .common import CACHE, die, tool
from .units import SYSTEMD, Units, descendants, start_time

STATE = os.path.join(CACHE, "lava-server")
UNITS = Units(STATE)
HOST, PORT, PUBLISHER_PORT = "127.0.0.1", 8000, 8001
URL = "http://%s:%d/" % (HOST, PORT)
USER, WORKER, IDENTITY = "vgr", "vgr-worker", "vgr-local"
# The second host's worker, its devices and their tag (a job with
# "tags: [vgr-lab2]" runs there only).
WORKER2, DEVICES2, TAG2 = "vgr-worker2", ("qemu03", "qemu04"), "vgr-lab2"
CLUSTER = "lava"
SERVICES = ("lava-server-gunicorn", "lava-publisher", "lava-scheduler",
            "lava-worker")
SERVER_SERVICES = SERVICES[:3]
WORKER2_SERVICE = "lava-worker2"


def workers():
    """How many workers: VGR_LAVA_WORKERS= (make's WORKERS=): 1 or 2."""
    n = os.environ.get("VGR_LAVA_WORKERS", "1")
    if n not in ("1", "2"):
        die("WORKERS=%s: give 1 or 2" % n)
    return int(n)


def worker2_argv():
    """The second host's lava-worker: in the lab's namespace, reaching the
    server at the lab's address on this side, with a folder of its own."""
    return lab.inside([
        "lava-worker", "--level", "INFO", "--name", WORKER2,
        "--url", "http://%s:%d/" % (lab.HOST_ADDR, PORT),
        "--token-file", os.path.join(STATE, "worker2-token"),
        "--worker-dir", "/var/lib/lava/dispatcher/" + WORKER2,
        "--log-file", os.path.join(STATE, "lava-worker2.log")])


ETC = "/etc/lava-server"
SYSTEMD_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def run(*cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, **kw)
    if r.returncode != 0:
        die("%s failed: %s" % (" ".join(cmd), r.stderr.strip()[-400:]), 1)
    return r.stdout


def manage(*args, may_fail=False):
    r = subprocess.run(("lava-server", "manage") + args, text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode != 0 and not may_fail:
        die("lava-server manage %s failed: %s" % (" ".join(args),
                                                  r.stderr.strip()[-400:]), 1)
    return r.stdout if r.returncode == 0 else None


def write(path, text, mode=0o644, owner=None):
    """PATH holds TEXT (written only when it differs)."""
    if not (os.path.isfile(path) and open(path).read() == text):
        with open(path, "w") as f:
            f.write(text)
    os.chmod(path, mode)
    if owner:
        os.chown(path, *owner)


def secret(name):
    """A random secret of the state folder, made once."""
    path = os.path.join(STATE, name)
    if not os.path.isfile(path):
        write(path, secrets.token_hex(20), 0o600)
    return open(path).read()


def lavaserver():
    p = pwd.getpwnam("lavaserver")
    return p.pw_uid, p.pw_gid


def cluster():
    """Our postgres cluster: (VERSION, PORT, its postmaster's pid or 0),
    or None before "up" made it."""
    for line in run("pg_lsclusters", "-h").splitlines():
        ver, name, port, status = line.split()[:4]
        if name == CLUSTER:
            pidfile = "/var/lib/postgresql/%s/%s/postmaster.pid" % (ver, name)
            pid = int(open(pidfile).readline()) if status == "online" else 0
            return ver, int(port), pid
    return None


def database():
    """Our cluster (made the first time, listening on 127.0.0.1 only)
    running, with LAVA's role and database (postinst.py)."""
    if not cluster():
        ver = sorted(os.listdir("/usr/lib/postgresql"), key=int)[-1]
        run("pg_createcluster", "--start-conf=manual", ver, CLUSTER)
    ver, port, pid = cluster()
    # (pg_createcluster -o and pg_conftool write 127.0.0.1 unquoted)
    write("/etc/postgresql/%s/%s/conf.d/vgr-local.conf" % (ver, CLUSTER),
          "listen_addresses = '%s'\n" % HOST)
    if not pid:
        if SYSTEMD:
            run("systemctl", "start", "postgresql@%s-%s" % (ver, CLUSTER))
        else:
            run("pg_ctlcluster", ver, CLUSTER, "start")
        ver, port, pid = cluster()
        UNITS.note("postgresql", "%s/%s" % (ver, CLUSTER))
    write(ETC + "/settings.d/00-database.yaml",
          "# written by vgetrandom-suite's tools/lava/lava-server\n"
          "DATABASES:\n  default:\n"
          "    ENGINE: django.db.backends.postgresql\n"
          "    NAME: lavaserver\n    USER: lavaserver\n"
          "    PASSWORD: %s\n    HOST: %s\n    PORT: %d\n"
          % (secret("db-password"), HOST, port), 0o640, lavaserver())
    # postinst.py's psql reaches our cluster by PGPORT.
    run("/usr/share/lava-server/postinst.py", "--config", "--db",
        env=dict(os.environ, PGPORT=str(port)))


def configure():
    """Everything listens on 127.0.0.1: the settings, and each unit's
    environment file of /etc/default (the units and "up" read it)."""
    # (Django answers 400 to a request for a host it does not list: the
    # second host's worker asks for the lab's address.)
    hosts = ["[::1]", HOST, "localhost"] + \
        ([lab.HOST_ADDR] if workers() == 2 else [])
    write(ETC + "/settings.d/01-vgr-local.yaml",
          "# written by vgetrandom-suite's tools/lava/lava-server\n"
          "EVENT_NOTIFICATION: true\n"
          "EVENT_SOCKET: tcp://%s:5500\n"
          "ALLOWED_HOSTS: [%s]\n" % (HOST, ", ".join('"%s"' % h for h in hosts)),
          0o640, lavaserver())
    binds = " ".join("--bind %s:%d" % (h, PORT) for h in
                     [HOST] + ([lab.HOST_ADDR] if workers() == 2 else []))
    write("/etc/default/lava-server-gunicorn",
          'BIND="%s"\nWORKERS=2\nLOGLEVEL=INFO\n' % binds)
    write("/etc/default/lava-publisher",
          "HOST=%s\nPORT=%d\nLOGLEVEL=INFO\n" % (HOST, PUBLISHER_PORT))
    write("/etc/default/lava-scheduler", "LOGLEVEL=INFO\n")


def objects():
    """The user, its token, the worker, the devices, lavacli's identity."""
    if manage("users", "details", USER, may_fail=True) is None:
        manage("users", "add", "--superuser", "--staff", USER)
    token = secret("token")
    if token not in manage("tokens", "list", "--user", USER, "--csv"):
        manage("tokens", "add", "--user", USER, "--secret", token)
    worker_token = add_worker(WORKER)
    write("/etc/default/lava-worker",
          'URL=%s\nTOKEN="--token %s"\nWORKER_NAME="--name %s"\n'
          'WS_URL="--ws-url http://%s:%d/ws/"\nLOGLEVEL=INFO\n'
          % (URL, worker_token, WORKER, HOST, PUBLISHER_PORT), 0o600)
    # The server gives each job the environment of its worker's env.yaml
    # (the stock one purges the rest and sets PATH): the QEMUs of the
    # cache (the newer QEMUs some architectures need) first in that PATH, as
    # qemu-run and lava-check boot them.
    env = yaml.safe_load(open(ETC + "/env.yaml"))
    qemus = run(tool("fetch", "fetch-qemu-system"), "-n").strip()
    env.setdefault("overrides", {})["PATH"] = "%s:%s" % (
        qemus, env["overrides"].get("PATH", SYSTEMD_PATH))
    for name in [WORKER, WORKER2][:workers()]:
        os.makedirs(ETC + "/dispatcher.d/" + name, exist_ok=True)
        os.chown(ETC + "/dispatcher.d/" + name, *lavaserver())
        write(ETC + "/dispatcher.d/%s/env.yaml" % name,
              "# written by vgetrandom-suite's tools/lava/lava-server\n" +
              yaml.safe_dump(env, default_flow_style=False), 0o644,
              lavaserver())
    if workers() == 2:
        write(os.path.join(STATE, "worker2-token"), add_worker(WORKER2),
              0o600)
    for name, text in derived_types().items():
        write(ETC + "/dispatcher-config/device-types/%s.jinja2" % name, text,
              0o644, lavaserver())
    for dev, (dtype, worker) in devices().items():
        if manage("device-types", "details", dtype, may_fail=True) is None:
            manage("device-types", "add", dtype)
        write(ETC + "/dispatcher-config/devices/%s.jinja2" % dev,
              device_dict(dtype), 0o644, lavaserver())
        if manage("devices", "details", dev, may_fail=True) is None:
            tags = ["--tags", TAG2] if worker == WORKER2 else []
            # (the device before --tags, which takes every word after it)
            manage("devices", "add", "--device-type", dtype, "--worker",
                   worker, dev, *tags)
    run("lavacli", "identities", "add", "--uri", URL + "RPC2", "--username",
        USER, "--token", token, IDENTITY)


def add_worker(name):
    """Worker NAME known to the server (added the first time): its token."""
    if manage("workers", "details", name, may_fail=True) is None:
        manage("workers", "add", name)
    return manage("workers", "details", name).split(
        "token      : ")[1].split()[0]


@functools.lru_cache(maxsize=None)
def derived_types():
    """{name: text} of the device types of the project's own, derived
    from this server's stock qemu.jinja2 (once: not_ready() polls)."""
    return derived_device_types(debs.DEVICE_TYPES_DIR)


def devices():
    """{device: (its device type, its worker)}: two of the stock qemu and
    one of each device type of the project's own on the first worker, two
    of the stock qemu on the second (WORKERS=2)."""
    devs = {"qemu01": (STOCK_TYPE, WORKER), "qemu02": (STOCK_TYPE, WORKER)}
    devs.update(("%s-01" % name, (name, WORKER))
                for name in sorted(derived_types()))
    if workers() == 2:
        devs.update((dev, (STOCK_TYPE, WORKER2)) for dev in DEVICES2)
    return devs


def api(path):
    with urllib.request.urlopen(URL + "api/v0.2/" + path, timeout=30) as r:
        return json.load(r)


def not_ready():
    """'' when the API answers, the worker is online and its devices
    idle; else what is not."""
    try:
        known_workers = {w["hostname"]: w for w in api("workers/")["results"]}
        known = {d["hostname"]: d for d in api("devices/")["results"]}
    except OSError as e:
        return str(e)
    ours = [known_workers.get(w, {}).get("state") for w in
            [WORKER, WORKER2][:workers()]]
    states = [known.get(d, {}).get("state") for d in devices()]
    if ours == ["Online"] * len(ours) and states == ["Idle"] * len(states):
        return ""
    return "workers %s, devices %s" % (ours, states)


def wait_ready(timeout):
    end = time.monotonic() + timeout
    while not_ready() and time.monotonic() < end:
        time.sleep(2)
    why = not_ready()
    if why:
        die("not up after %d s: %s (logs: %s, /var/log/lava-server)"
            % (timeout, why, STATE), 1)


def running():
    """Everything "up" starts runs (a second "up" leaves it as it is)."""
    names = SERVICES + ((WORKER2_SERVICE,) if workers() == 2 else ())
    return not SYSTEMD and "postgresql" in UNITS.started() and \
        cluster()[2] and all(UNITS.running(n) for n in names) and \
        not not_ready()


def processes(names=None):
    """{pid: (rss KiB, command, start time)} of the processes of what "up"
    started (of NAMES only): the services, their children, the
    postmaster and its."""
    done = UNITS.started()
    roots = [v for n, v in done.items()
             if isinstance(v, int) and (names is None or n in names)]
    if "postgresql" in done and names is None and cluster():
        roots.append(cluster()[2])
    table = [line.split(None, 3) for line in
             run("ps", "-e", "-o", "pid=,ppid=,rss=,args=").splitlines()]
    tree = descendants(roots, [(int(t[0]), int(t[1])) for t in table])
    return {int(t[0]): (int(t[2]), t[3][:60], start_time(int(t[0])))
            for t in table if int(t[0]) in tree}


def status():
    procs = processes()
    for pid, (rss, args, _) in sorted(procs.items()):
        print("%7d %8d KiB  %s" % (pid, rss, args))
    print("lava-server: %d processes, RSS %.0f MiB"
          % (len(procs), sum(p[0] for p in procs.values()) / 1024))


def up():
    begin = time.monotonic()
    if not running():
        if workers() == 2:
            lab.up()
            UNITS.note("lab", lab.NETNS)
        configure()
        database()
        objects()
        for name in SERVICES:
            UNITS.start(name)
        if workers() == 2:
            UNITS.start_argv(WORKER2_SERVICE, worker2_argv())
    wait_ready(300)
    print("lava-server: up at %s in %.1f s (identity %s for lavacli)"
          % (URL, time.monotonic() - begin, IDENTITY))
    status()


def stop():
    for name in (WORKER2_SERVICE,) + tuple(reversed(SERVICES)):
        UNITS.stop(name, {pid: p[2] for pid, p in processes([name]).items()})
    cl = UNITS.started().get("postgresql")
    if cl:
        ver, name = cl.split("/")
        if SYSTEMD:
            run("systemctl", "stop", "postgresql@%s-%s" % (ver, name))
        else:
            run("pg_ctlcluster", ver, name, "stop")
        UNITS.note("postgresql", None)
    if "lab" in UNITS.started():
        lab.down()
        UNITS.note("lab", None)
    left = processes()
    if left:
        die("still running: %s" % " ".join(map(str, sorted(left))), 1)
    if lab.left():
        die("still there: %s" % ", ".join(lab.left()), 1)
    print("lava-server: stopped")


def main():
    cmds = {"up": up, "stop": stop, "status": status}
    if len(sys.argv) != 2:
        die("usage: lava-server up|stop|status")
    if sys.argv[1] not in cmds:
        die("unknown command '%s' (up, stop, status)" % sys.argv[1])
    if os.geteuid() != 0:
        die("needs root")
    os.makedirs(STATE, exist_ok=True)
    cmds[sys.argv[1]]()
