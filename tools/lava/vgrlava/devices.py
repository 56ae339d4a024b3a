"""vgrlava.devices - device types derived from LAVA's qemu one; devices rendered as a server."""
import os

import jinja2
import jinja2.sandbox
import yaml

from . import arch
from .common import die

STOCK_TYPE = "qemu"  # LAVA's own qemu device type (qemu.jinja2)


def device_dict(device_type):
    """A lab's qemu device of DEVICE_TYPE: the device type and nothing of
    its own, so that every option comes from the job's context."""
    return "{%% extends '%s.jinja2' %%}\n" % device_type


def derived_device_type(stock, record):
    """The text of the device type of an architecture RECORD whose
    lava_arch the stock qemu device type does not list: STOCK (the text
    of its qemu.jinja2) renamed, with lava_arch added to its
    available_architectures (its command, qemu-system-ARCH, and the
    options of the job's context are the stock type's)."""
    head = "{# device_type: %s #}\n" % STOCK_TYPE
    mark = "\navailable_architectures:\n"
    if not stock.startswith(head) or mark not in stock:
        die("the stock %s.jinja2 is not of the shape known here" % STOCK_TYPE)
    text = ("{# device_type: %s #}\n{# LAVA's %s.jinja2 with %s added to "
            "its available_architectures (vgetrandom-suite's "
            "tools/lava/lava-device-type) #}\n"
            % (record["lava_device_type"], STOCK_TYPE, record["lava_arch"]) +
            stock[len(head):])
    return text.replace(mark, mark + "- %s\n" % record["lava_arch"], 1)


def derived_device_types(types):
    """{name: text} of the device types of the architecture records that
    are not the stock one (TYPES: the stock device types' folder)."""
    with open(os.path.join(types, STOCK_TYPE + ".jinja2")) as f:
        stock = f.read()
    return {r["lava_device_type"]: derived_device_type(stock, r)
            for r in arch.records().values()
            if r["lava_device_type"] != STOCK_TYPE}


def render_device(types, outdir, name, context, device_type):
    """The device dictionary as the server renders it for this job on a
    device of DEVICE_TYPE (lava_scheduler_app: a sandboxed jinja2
    environment, trim_blocks, no autoescape, the job's context as the
    variables), written to OUTDIR/NAME.device.yaml, whose path it
    returns (TYPES: the stock device types' folder). Its templates go to
    a folder of its own: jobs rendered side by side (lava-check -j) must
    not rewrite each other's device.jinja2 while it is read."""
    devices = os.path.join(outdir, "devices", name)
    os.makedirs(devices, exist_ok=True)
    for dev, text in derived_device_types(types).items():
        with open(os.path.join(devices, dev + ".jinja2"), "w") as f:
            f.write(text)
    with open(os.path.join(devices, "device.jinja2"), "w") as f:
        f.write(device_dict(device_type))
    env = jinja2.sandbox.SandboxedEnvironment(
        loader=jinja2.FileSystemLoader([devices, types]),
        autoescape=False, trim_blocks=True)
    text = env.get_template("device.jinja2").render(**context)
    # A server refuses a device that is not a YAML mapping.
    if not isinstance(yaml.safe_load(text), dict):
        die("the device of %s renders to no YAML mapping" % name)
    path = os.path.join(outdir, name + ".device.yaml")
    with open(path, "w") as f:
        f.write(text)
    return path
