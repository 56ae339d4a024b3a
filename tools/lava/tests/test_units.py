"""Tests of vgrlava.units: a unit's command, and a process tree."""
import os
import unittest

from vgrlava import units

from .fixture import TmpTestCase


class UnitsTest(TmpTestCase):
    def test_descendants(self):
        table = [(1, 0), (10, 1), (11, 10), (12, 11), (20, 1), (30, 2)]
        self.assertEqual(units.descendants([10], table), {10, 11, 12})
        self.assertEqual(units.descendants([10, 30, 0], table), {10, 11, 12, 30})

    def test_unit_script(self):
        with open(os.path.join(self.tmp, "x.service"), "w") as f:
            f.write("[Service]\nEnvironment=A=1 B=2\nEnvironmentFile=-/etc/default/x\n"
                    "ExecStart=/usr/bin/x $ARGS\n")
        self.assertEqual(units.unit_script("x", self.tmp),
                         "set -f; export A=1 B=2; [ ! -r /etc/default/x ] || "
                         ". /etc/default/x;  exec /usr/bin/x $ARGS")

    def test_the_state_notes_what_was_started(self):
        u = units.Units(self.tmp)
        self.assertEqual(u.started(), {})
        u.note("a", 123)
        u.note("b", "unit")
        u.note("a", None)
        self.assertEqual(u.started(), {"b": "unit"})
        self.assertFalse(u.running("b"))


if __name__ == "__main__":
    unittest.main()
