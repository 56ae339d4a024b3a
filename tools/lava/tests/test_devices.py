"""Tests of vgrlava.devices: devices rendered as a server does, on lava-server's templates."""
import glob
import os
import unittest

import yaml

from vgrlava import arch, debs, devices

from .fixture import REFERENCE, TmpTestCase, path


def load(p):
    with open(p) as f:
        return yaml.safe_load(f)


class DevicesTest(TmpTestCase):
    @classmethod
    def setUpClass(cls):
        # lava-server's templates, unpacked into the cache (once)
        cls.types = debs.device_types()

    def render(self, job):
        data = load(job)
        name = os.path.basename(job)[:-len(".yaml")]
        return devices.render_device(self.types, self.tmp, name, data["context"],
                                     data["device_type"])

    def test_the_device_lava_check_rendered(self):
        recorded = glob.glob(path("*.device.yaml"))
        self.assertEqual(len(recorded), 2)
        for want in recorded:
            with open(self.render(want.replace(".device.yaml", ".yaml"))) as f, \
                    open(want) as w:
                self.assertEqual(f.read(), w.read(), want)

    def test_the_jobs_context_reaches_qemu(self):
        qemu = load(self.render(path("6.12.yaml")))["actions"]["boot"]["methods"]["qemu"]
        recorded = load(path("6.12.device.yaml"))["actions"]["boot"]["methods"]["qemu"]
        self.assertEqual(qemu["parameters"]["command"],
                         recorded["parameters"]["command"])
        self.assertIn("-m 512", qemu["parameters"]["options"])
        extra = qemu["parameters"]["extra"]
        self.assertIn("-cpu max,-cx16,-rdrand,-rdseed", extra)
        self.assertIn("-no-reboot", extra)

    def test_every_reference_job_renders(self):
        jobs = sorted(glob.glob(os.path.join(REFERENCE, "*.yaml")))
        self.assertTrue(jobs)
        for job in jobs:
            data = load(job)
            params = load(self.render(job))["actions"]["boot"]["methods"]["qemu"]["parameters"]
            rec = arch.record(data["metadata"]["vgr.arch"])
            self.assertEqual(data["device_type"], rec["lava_device_type"], job)
            self.assertTrue(params["command"].startswith("qemu-system-"), job)

    def test_a_device_is_its_type(self):
        self.assertEqual(devices.device_dict("qemu"), "{% extends 'qemu.jinja2' %}\n")

    def test_derived_types_add_their_arch(self):
        derived = devices.derived_device_types(self.types)
        want = {r["lava_device_type"]: r["lava_arch"] for r in arch.records().values()
                if r["lava_device_type"] != devices.STOCK_TYPE}
        self.assertEqual(sorted(derived), sorted(want))
        for dtype, lava_arch in want.items():
            text = derived[dtype]
            self.assertTrue(text.startswith("{# device_type: %s #}\n" % dtype))
            self.assertIn("\navailable_architectures:\n- %s\n" % lava_arch, text)

    def test_a_stock_type_of_another_shape(self):
        rec = {"lava_device_type": "qemu-x", "lava_arch": "x"}
        self.assertIn("not of the shape known here",
                      self.dies(devices.derived_device_type, "no header\n", rec))


if __name__ == "__main__":
    unittest.main()
