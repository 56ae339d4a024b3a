"""Tests of vgrlava.outcome: LAVA's records read, and compared with the KTAP."""
import unittest

from vgrlava import runs
from vgrlava.outcome import Outcome, compare, counts

from .fixture import path, records

MONITOR = "vgetrandom-suite"
FIXUP = {"xfail": "pass", "xpass": "fail"}


def lava_and_ktap(name):
    return Outcome(records(name), MONITOR).cases, \
        runs.ktap_results(path(name + ".qemu.log"))


class OutcomeTest(unittest.TestCase):
    def test_a_complete_row(self):
        got = Outcome(records("6.12"), MONITOR)
        self.assertTrue(got.passed())
        self.assertEqual(len(got.cases), 137)
        self.assertEqual(got.running, "vdso_register_hygiene")
        self.assertEqual(counts(got.cases), "100/1/5")
        self.assertIn(("droppable_userfaultfd", "fail", "droppable_userfaultfd"),
                      got.cases)

    def test_a_panic(self):
        got = Outcome(records("6.12+panic"), MONITOR)
        self.assertFalse(got.passed())
        self.assertEqual(got.error(), "Infrastructure: Connection closed")
        self.assertEqual(got.running, "flags")
        self.assertEqual(len(got.cases), 66)

    def test_a_failing_test_is_a_complete_job(self):
        got = Outcome(records("6.12+failing-test"), MONITOR)
        self.assertTrue(got.passed())
        self.assertEqual([c[:2] for c in got.cases if c[1] == "fail"],
                         [("flags/one_state.unknown_flag_bits_give_einval", "fail"),
                          ("flags", "fail")])

    def test_the_case_keeps_lavas_name(self):
        got = Outcome(records("6.12+failing-test"), MONITOR)
        self.assertIn(("flags/one_state.unknown_flag_bits_give_einval", "fail",
                       "flags_one_state_unknown_flag_bits_give_einval"), got.cases)

    def test_another_monitor_has_no_cases(self):
        got = Outcome(records("6.12"), "other")
        self.assertEqual(got.cases, [])
        self.assertTrue(got.passed())

    def test_no_records(self):
        got = Outcome([], MONITOR)
        self.assertFalse(got.passed())
        self.assertEqual(got.error(), "no job result from lava-run")
        self.assertEqual(got.running, "")


class CompareTest(unittest.TestCase):
    def test_recorded_jobs_agree_with_qemu_run(self):
        for name in ("6.12", "6.12+failing-test", "6.12+hanging-test"):
            lava, ktap = lava_and_ktap(name)
            self.assertTrue(ktap)
            self.assertEqual(compare(lava, ktap, FIXUP), ([], []), name)

    def test_a_case_lava_lacks(self):
        lava, ktap = lava_and_ktap("6.12+failing-test")
        problems, differ = compare(lava[1:], ktap, FIXUP)
        self.assertEqual(problems, ["LAVA lacks %s (%s in the KTAP)" % (lava[0][0], lava[0][1]),
                                    "3 LAVA cases, 4 in the KTAP"])
        self.assertEqual(differ, [])

    def test_a_case_the_ktap_lacks(self):
        lava, ktap = lava_and_ktap("6.12+failing-test")
        problems, _ = compare(lava, ktap[:-1], FIXUP)
        self.assertEqual(problems, ["LAVA has %s (%s), the KTAP does not"
                                    % (lava[-1][0], lava[-1][1]),
                                    "4 LAVA cases, 3 in the KTAP"])

    def test_a_result_that_differs(self):
        lava, ktap = lava_and_ktap("6.12+failing-test")
        flipped = [["pass" if r == "fail" else r, n] for r, n in ktap]
        problems, differ = compare(lava, flipped, FIXUP)
        self.assertEqual(differ, ["flags/one_state.unknown_flag_bits_give_einval",
                                  "flags"])
        self.assertIn("flags: LAVA fail, KTAP pass", problems)

    def test_a_case_twice(self):
        lava, ktap = lava_and_ktap("6.12+failing-test")
        problems, _ = compare(lava + lava[:1], ktap, FIXUP)
        self.assertIn("LAVA has %s 2 times" % lava[0][0], problems)

    def test_two_names_one_case(self):
        lava = [("a/b.c", "pass", "a_b_c"), ("a/b_c", "pass", "a_b_c")]
        ktap = [["pass", "a/b.c"], ["pass", "a/b_c"]]
        self.assertEqual(compare(lava, ktap, FIXUP)[0],
                         ["LAVA's case name a_b_c stands for more than one test"])

    def test_a_case_name_too_long(self):
        name = "p/" + "x" * 99
        lava = [(name, "pass", name.replace("/", "_"))]
        problems, _ = compare(lava, [["pass", name]], FIXUP)
        self.assertEqual(len(problems), 1)
        self.assertIn("longer than the 100 characters", problems[0])

    def test_the_fixupdict_applies_to_the_ktap(self):
        lava = [("p/t", "pass", "p_t"), ("p/u", "fail", "p_u")]
        ktap = [["xfail", "p/t"], ["xpass", "p/u"]]
        self.assertEqual(compare(lava, ktap, FIXUP), ([], []))
        self.assertEqual(compare(lava, ktap, {})[1], ["p/t", "p/u"])


if __name__ == "__main__":
    unittest.main()
