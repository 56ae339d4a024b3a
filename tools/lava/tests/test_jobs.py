"""Tests of vgrlava.jobs: the pieces of a job that lava-jobs writes."""
import glob
import os
import subprocess
import unittest

import yaml

from vgrlava import jobs
from vgrlava.common import tool

from .fixture import REFERENCE, TmpTestCase


class TimeoutTest(TmpTestCase):
    def test_raised_timeout_is_append_timeouts(self):
        for words in ([], ["vgr.timeout=90"], ["a", "vgr.timeout=90", "vgr.timeout=300"],
                      ["vgr.timeout=abc"], ["xvgr.timeout=5"], ["vgr.timeout=60 b"]):
            want = subprocess.run([tool("boot", "append-timeout")] + words, text=True,
                                  stdout=subprocess.PIPE, check=True).stdout
            self.assertEqual(jobs.raised_timeout(words), int(want), words)
        self.assertEqual(jobs.raised_timeout(["a", "vgr.timeout=90", "vgr.timeout=300"]), 300)

    def test_cpu_sized_but_not_with_S(self):
        self.addCleanup(setattr, jobs, "MATRIX_DIR", jobs.MATRIX_DIR)
        jobs.MATRIX_DIR = self.tmp
        with open(os.path.join(self.tmp, "6.12.cpu"), "w") as f:
            f.write("51.5\n")
        self.assertEqual(jobs.cpu_sized(120, "6.12")[0], 210)
        self.assertEqual(jobs.cpu_sized(300, "6.12")[0], 300)
        self.assertEqual(jobs.cpu_sized(120, "6.12", schema_only=True)[0], 120)
        self.assertEqual(jobs.cpu_sized(120, "7.x")[0], 120)


class JobTest(TmpTestCase):
    def test_the_dtb_is_deployed_not_an_option(self):
        facts = {"options": "-bios x -dtb /c/d.dtb -device y", "dtb": "/c/d.dtb"}
        self.assertEqual(jobs.options_without_dtb(facts), ["-bios", "x", "-device", "y"])
        self.assertIn("do not boot its dtb",
                      self.dies(jobs.options_without_dtb, dict(facts, options="-bios x")))

    def test_a_tree_of_its_own_boot_needs_the_files_here(self):
        facts = {"fetch": "", "qemu": "qemu-system-x", "machine": "m", "cpu": "c",
                 "mem": "256", "boot": "-smp 1", "options": "", "dtb": "",
                 "dtb_boot": "yes"}
        self.assertIn("needs the kernel and the initramfs here",
                      self.dies(jobs.boot_dtb, facts, self.tmp, "n",
                                "http://example.invalid/k", "/i", "a"))

    def test_the_reference_jobs_read_the_flat_lines(self):
        refs = sorted(glob.glob(os.path.join(REFERENCE, "*.yaml")))
        self.assertTrue(refs)
        for ref in refs:
            with open(ref) as f:
                data = yaml.safe_load(f)
            test = data["actions"][-1]["test"]
            self.assertEqual(test["monitors"], [jobs.MONITOR], ref)
            self.assertEqual(data["actions"][0]["deploy"]["images"]["kernel"]["url"],
                             jobs.PLACEHOLDER + "kernels/%s/image"
                             % data["metadata"]["vgr.name"])

    def test_a_job_of_a_row(self):
        facts = {"mem": "512", "boot": "-accel tcg -smp 1 -no-reboot", "machine": "q35",
                 "cpu": "max", "options": "-device isa-debug-exit,iobase=0xf4", "dtb": ""}
        arch = [a for a, r in jobs.ARCH.items() if r["lava_arch"]][0]
        data = jobs.job("6.12", arch, {}, facts, 150, {"vgr.name": "6.12"})
        self.assertEqual(data["timeouts"]["job"], {"seconds": 750})
        self.assertEqual(data["actions"][1]["boot"]["timeout"], {"seconds": 150})
        self.assertEqual(data["actions"][2]["test"]["timeout"], {"seconds": 150})
        ctx = data["context"]
        self.assertEqual(ctx["memory"], 512)
        # one option and its value an item
        self.assertIn("-device isa-debug-exit,iobase=0xf4", ctx["extra_options"])
        self.assertEqual(ctx["extra_options"][-1], "-serial stdio")


if __name__ == "__main__":
    unittest.main()
