"""vgrlava.devicetype - lava-device-type: prints an architecture's derived device type."""
# Where LAVA's stock qemu device type does not list an architecture's
# arch (the record's lava_device_type is not "qemu"): the stock
# qemu.jinja2 of the lava-server that matches the installed
# lava-dispatcher, renamed, with the record's lava_arch added to its
# available_architectures. A lab installs it as
# /etc/lava-server/dispatcher-config/device-types/TYPE.jinja2 and adds it
# (lava-server manage device-types add TYPE); docs/lava-lab.md.
#
#   lava-device-type ARCH
#
# Exit status 2 on bad input (an unknown ARCH, or one whose jobs ask for
# the stock type).
import sys

from . import arch, debs, devices
from .common import die


def main():
    if len(sys.argv) != 2:
        die("usage: lava-device-type ARCH")
    name = arch.arch_of(sys.argv[1])
    if not name:
        die("unknown architecture '%s'" % sys.argv[1])
    dtype = arch.record(name)["lava_device_type"]
    if dtype == devices.STOCK_TYPE:
        die("%s's jobs ask for LAVA's own %s device type" % (name, dtype))
    types = devices.derived_device_types(debs.device_types())
    sys.stdout.write(types[dtype])
