"""Tests of vgrlava.logs: lava-run's records and the consoles of both boots."""
import os
import unittest

from vgrlava import logs

from .fixture import path, records

FAILING = "flags/one_state.unknown_flag_bits_give_einval"
PASSING = "flags/one_state.known_flags_agree_with_syscall"


class RecordsTest(unittest.TestCase):
    def test_lines_that_are_no_json_are_left_out(self):
        with open(path("6.12.lava.log")) as f:
            lines = f.read().splitlines()
        # lava-run writes two results (its downloads) that are not JSON
        self.assertEqual(len(records("6.12")), len(lines) - 2)
        self.assertTrue(all(isinstance(r, dict) for r in records("6.12")))

    def test_the_job_ends_with_its_result(self):
        last = [r for r in records("6.12+panic") if r.get("lvl") == "results"][-1]
        self.assertEqual(last["msg"]["case"], "job")
        self.assertEqual(last["msg"]["error_type"], "Infrastructure")


class ConsoleTest(unittest.TestCase):
    def flat(self, log):
        return [line.strip() for line in logs.console_lines(path(log))
                if line.strip().startswith("# VGR-CASE:")]

    def test_both_boots_print_the_same_results(self):
        lava, qemu = self.flat("6.12.lava.log"), self.flat("6.12.qemu.log")
        self.assertEqual(len(lava), 137)
        self.assertEqual(lava, qemu)

    def test_no_log_no_lines(self):
        self.assertEqual(logs.console_lines(path("none.lava.log")), [])

    def test_lava_log_gives_only_the_target_lines(self):
        lines = logs.console_lines(path("6.12+panic.lava.log"))
        self.assertIn("KTAP version 1", [line.strip() for line in lines])
        self.assertFalse([line for line in lines if line.startswith('{"dt"')])

    def test_case_lines_run_to_the_result(self):
        for log in ("6.12+failing-test.qemu.log", "6.12+failing-test.lava.log"):
            lines = logs.case_lines(logs.console_lines(path(log)), PASSING)
            self.assertRegex(lines[0], r"RUN\s+one_state\.known_flags_agree_with_syscall")
            self.assertRegex(lines[-1], r"^ok \d+ one_state\.known_flags_agree_with_syscall")

    def test_case_lines_at_most_12(self):
        for log in ("6.12+failing-test.qemu.log", "6.12+failing-test.lava.log"):
            lines = logs.case_lines(logs.console_lines(path(log)), FAILING)
            self.assertRegex(lines[0], r"RUN\s+one_state\.unknown_flag_bits_give_einval")
            self.assertEqual(len(lines), 12)
            self.assertIn("returned 16, not -EINVAL", lines[-1])

    def test_case_lines_of_a_program_or_an_unknown_case(self):
        lines = logs.console_lines(path("6.12.qemu.log"))
        self.assertEqual(logs.case_lines(lines, "flags"), [])
        self.assertEqual(logs.case_lines(lines, "flags/no.such_test"), [])

    def test_evidence_says_each_side(self):
        ev = logs.evidence([PASSING], path("6.12+failing-test.lava.log"),
                           path("6.12+failing-test.qemu.log"))
        self.assertTrue(ev[0].startswith("LAVA| #  RUN "))
        self.assertEqual(len([e for e in ev if e.startswith("LAVA| ")]),
                         len([e for e in ev if e.startswith("qemu-run| ")]))
        self.assertTrue(ev[-1].startswith("qemu-run| ok "))
        self.assertEqual(logs.evidence([], "x", "y"), [])

    def test_qemu_log_beside_the_others(self):
        self.assertEqual(logs.qemu_log("d", "6.12"), os.path.join("d", "6.12.qemu.log"))


if __name__ == "__main__":
    unittest.main()
