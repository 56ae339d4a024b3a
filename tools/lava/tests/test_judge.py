"""Tests of vgrlava.judge: each outcome judged, expected or not; the report and the table."""
import contextlib
import io
import os
import unittest

from vgrlava import judge
from vgrlava.outcome import Outcome

from .fixture import WALLS, TmpTestCase, path, recorded_boot, records

PANIC = "incomplete (Infrastructure: Connection closed) while running flags after 66 cases"


def no_boot(*args):
    raise AssertionError("qemu-run booted for an incomplete job")


class JudgeTest(TmpTestCase):
    def judged(self, name, boot=None, log_of=None, **meta):
        """Job NAME judged on its recorded LAVA log (LOG_OF's) and boot."""
        j = judge.Job(self.job_file(name, **meta))
        log = path((log_of or name) + ".lava.log")
        got = Outcome(records(log_of or name), j.monitor["name"])
        return judge.judge(j, got, WALLS[log_of or name][0], log, self.tmp,
                           boot or recorded_boot(log_of or name))

    def test_a_row_as_expected(self):
        row, problems, _ = self.judged("6.12")
        self.assertEqual(problems, [])
        self.assertEqual((row["lava"], row["ktap"], row["counts"], row["result"]),
                         (137, 137, "100/1/5", "as expected"))

    def test_a_row_with_an_unexpected_failure(self):
        # The same row judged by a file that does not expect its failure.
        expect = os.path.join(self.tmp, "6.12.txt")
        with open(path("6.12.expect.txt")) as f, open(expect, "w") as out:
            out.writelines(line for line in f if "droppable_userfaultfd" not in line)
        row, problems, _ = self.judged("6.12", expectations=expect)
        self.assertEqual(row["result"], "UNEXPECTED: %d" % len(problems))
        self.assertTrue(problems)
        self.assertTrue(all(p.startswith("UNEXPECTED fail droppable_userfaultfd")
                            for p in problems), problems)

    def test_a_row_with_no_expectations_file_yet(self):
        row, problems, _ = self.judged("6.12", expectations="rows/no-such-row.txt")
        self.assertEqual(row["result"], "UNEXPECTED: %d" % len(problems))
        self.assertIn("UNEXPECTED fail droppable_userfaultfd", problems)

    def test_a_planted_failure_named(self):
        row, problems, _ = self.judged("6.12+failing-test")
        self.assertEqual(problems, [])
        self.assertEqual(row["result"],
                         "fail: flags/one_state.unknown_flag_bits_give_einval flags")

    def test_a_planted_hang_named(self):
        row, problems, _ = self.judged("6.12+hanging-test")
        self.assertEqual(problems, [])
        self.assertEqual(row["result"], "fail: basic_calls/global.two_states_differ "
                         "basic_calls/not_run_2 basic_calls/not_run_3 ...")

    def test_a_planted_failure_is_unexpected_in_a_row(self):
        row, problems, _ = self.judged("6.12+failing-test", outcome="complete")
        self.assertEqual(row["result"], "UNEXPECTED: 2")
        self.assertEqual(problems, [
            "UNEXPECTED fail flags/one_state.unknown_flag_bits_give_einval",
            "UNEXPECTED fail flags"])

    def test_a_job_that_must_fail_but_passes(self):
        # 6.12's cases less its one failure, and a boot that agrees
        lava = [c for c in Outcome(records("6.12"), "vgetrandom-suite").cases
                if c[1] != "fail"]
        got = Outcome(records("6.12"), "vgetrandom-suite")
        got.cases = lava
        ktap = [[r, n] for n, r, _ in lava]
        j = judge.Job(self.job_file("6.12+failing-test"))
        row, problems, _ = judge.judge(j, got, 1.0, path("6.12.lava.log"), self.tmp,
                                       lambda *a: (ktap, 0, "", 1.0))
        self.assertEqual(problems, ["no failing case in LAVA's results"])
        self.assertEqual(row["result"], "fail: ")

    def test_a_panic_as_it_must_be(self):
        row, problems, _ = self.judged("6.12+panic", boot=no_boot)
        self.assertEqual(problems, [])
        self.assertEqual(row["result"], PANIC)
        self.assertEqual(row["ktap"], "-")

    def test_a_panic_before_the_program_made_to_stop(self):
        append = "vgr.timeout=30 vgr.inject=panic:reseed"
        _, problems, _ = self.judged("6.12+panic", boot=no_boot, append=append)
        self.assertEqual(problems, ["incomplete while running flags, before reseed "
                                    "where it was made to stop"])

    def test_a_job_that_must_be_incomplete_but_passes(self):
        _, problems, _ = self.judged("6.12+panic", boot=no_boot, log_of="6.12")
        self.assertEqual(problems, ["LAVA passed the job (137 cases)"])

    def test_an_incomplete_row(self):
        row, problems, _ = self.judged(
            "6.12+panic", outcome="complete",
            boot=lambda *a: ([], 2, "qemu-run: no kernel", 0.5))
        self.assertEqual(problems[:2], [
            "LAVA job " + PANIC,
            "qemu-run gave no verdict (2): qemu-run: no kernel"])
        self.assertIn("66 LAVA cases, 0 in the KTAP", problems)

    def test_lava_and_qemu_run_disagree(self):
        name = "flags/one_state.known_flags_agree_with_syscall"
        boot = recorded_boot("6.12+failing-test")
        ktap = [["fail" if n == name else r, n] for r, n in boot(
            {}, self.tmp, "6.12+failing-test", 0)[0]]
        row, problems, _ = self.judged("6.12+failing-test",
                                       boot=recorded_boot("6.12+failing-test", ktap))
        self.assertEqual(problems, [name + ": LAVA pass, KTAP fail"])
        self.assertTrue(row["evidence"][0].startswith("LAVA| #  RUN "))
        self.assertTrue(row["evidence"][-1].startswith("qemu-run| ok "))

    def test_not_a_job_of_lava_jobs(self):
        bad = os.path.join(self.tmp, "bad.yaml")
        with open(bad, "w") as f:
            f.write("device_type: qemu\nactions: []\n")
        self.assertIn("not a job of tools/lava/lava-jobs", self.dies(judge.Job, bad))

    def test_a_job_whose_kernel_is_not_here(self):
        with open(path("6.12.yaml")) as f:
            text = f.read()
        job = os.path.join(self.tmp, "6.12.yaml")
        with open(job, "w") as f:
            f.write(text)
        self.assertIn("is not a file here", self.dies(judge.Job, job))

    def test_an_unknown_outcome(self):
        self.assertIn("unknown vgr.outcome 'maybe'",
                      self.dies(judge.Job, self.job_file("6.12", outcome="maybe")))


class ReportTest(TmpTestCase):
    def test_problems_fail_the_row(self):
        row = {"job": "6.12", "result": "as expected", "evidence": ["LAVA| x"]}
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(judge.report(row, ["a problem"], "the.log"), 1)
        self.assertEqual(row["result"], "FAILED: as expected")
        self.assertEqual(err.getvalue(), "lava-check: 6.12: a problem (the.log)\n"
                         "lava-check:   LAVA| x\n")

    def test_no_problem_no_word(self):
        row = {"job": "6.12", "result": "as expected"}
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(judge.report(row, [], "the.log", "lava-server-check"), 0)
        self.assertEqual((row["result"], err.getvalue()), ("as expected", ""))

    def test_the_table_is_lava_checks(self):
        rows = []
        for name in ("6.12", "6.12+panic", "6.12+failing-test", "6.12+hanging-test"):
            j = judge.Job(self.job_file(name))
            got = Outcome(records(name), j.monitor["name"])
            row, problems, log = judge.judge(j, got, WALLS[name][0],
                                             path(name + ".lava.log"), self.tmp,
                                             recorded_boot(name) if WALLS[name][1]
                                             else no_boot)
            judge.report(row, problems, log)
            rows.append(row)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            judge.table(rows)
        with open(path("check-table.txt")) as f:
            self.assertEqual(out.getvalue(), f.read())


if __name__ == "__main__":
    unittest.main()
