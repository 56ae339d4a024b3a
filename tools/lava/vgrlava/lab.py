"""vgrlava.lab - the lab's second host: a network namespace of the project's own."""
# The second host of `make lava-server WORKERS=2` (vgrlava.server): a
# network namespace joined to this machine by a veth pair whose two ends
# have link-local addresses of the project's own (HOST_ADDR on this side,
# NS_ADDR in the namespace: 169.254/16, which no router forwards), and in
# which a second lava-worker runs and reaches the server at HOST_ADDR, as
# a worker of another machine reaches a lab's server. cut() and mend()
# take its link down and up (make lava-lab-faults). Needs root; `ip`
# (iproute2) does the work.
import subprocess

from .common import die

NETNS = "vgr-lab2"
VETH_HOST, VETH_NS = "vgr-lab0", "vgr-lab1"
HOST_ADDR, NS_ADDR, PREFIX = "169.254.213.1", "169.254.213.2", 30


def ip(*args, may_fail=False):
    r = subprocess.run(("ip",) + args, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode != 0 and not may_fail:
        die("ip %s failed: %s" % (" ".join(args), r.stderr.strip()), 1)
    return r.returncode == 0


def exists():
    """True when the namespace is there."""
    r = subprocess.run(("ip", "netns", "list"), stdout=subprocess.PIPE,
                       text=True)
    return any(line.split()[:1] == [NETNS] for line in r.stdout.splitlines())


def up():
    """The namespace, its veth pair and their addresses (again: as it is)."""
    if exists():
        return
    ip("netns", "add", NETNS)
    ip("link", "add", VETH_HOST, "type", "veth", "peer", "name", VETH_NS,
       "netns", NETNS)
    ip("addr", "add", "%s/%d" % (HOST_ADDR, PREFIX), "dev", VETH_HOST)
    ip("link", "set", VETH_HOST, "up")
    ip("-n", NETNS, "addr", "add", "%s/%d" % (NS_ADDR, PREFIX), "dev", VETH_NS)
    ip("-n", NETNS, "link", "set", VETH_NS, "up")
    ip("-n", NETNS, "link", "set", "lo", "up")
    # LAVA's QEMU boot names the dispatcher's address by its default
    # route's interface: the veth. This side forwards nothing beyond the
    # lab unless the machine forwards (net.ipv4.ip_forward), and even
    # then a link-local source gets no answer.
    ip("-n", NETNS, "route", "add", "default", "via", HOST_ADDR)


def down():
    """No namespace and no veth left (deleting the namespace deletes the
    pair; this side's end too, if something kept it)."""
    if exists():
        ip("netns", "del", NETNS)
    ip("link", "del", VETH_HOST, may_fail=True)


def cut():
    """The link between the two hosts down."""
    ip("link", "set", VETH_HOST, "down")


def mend():
    ip("link", "set", VETH_HOST, "up")


def inside(argv):
    """ARGV run in the namespace."""
    return ["ip", "netns", "exec", NETNS] + list(argv)


def left():
    """What of the lab is still there: a list of words, empty when none."""
    out = []
    if exists():
        out.append("namespace " + NETNS)
    if ip("link", "show", VETH_HOST, may_fail=True):
        out.append("veth " + VETH_HOST)
    return out
