"""kernel_mutants_test - kernel-mutants' run of the faithful source, its
programs' verdicts made up (unittest): a program that fails once and
then passes counts, named with its first log; one that fails twice
ends the run."""

import importlib.machinery
import importlib.util
import io
import os
import tempfile
import types
import unittest
from contextlib import redirect_stderr

HERE = os.path.dirname(os.path.abspath(__file__))


def load():
    loader = importlib.machinery.SourceFileLoader(
        'kernel_mutants', os.path.join(HERE, 'kernel-mutants'))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


class FaithfulSource(unittest.TestCase):

    def setUp(self):
        self.km = load()
        self.logs = tempfile.mkdtemp()
        self.runs = {}
        self.km.build = self.fake_build
        self.km.run = self.fake_run
        self.args = types.SimpleNamespace(release='7.x', src='getrandom.c',
                                          logs=self.logs, timeout=10)

    def fake_build(self, release, src, out, progs):
        """The folder a build makes, and no error."""
        os.makedirs(os.path.join(out, 'tests'), exist_ok=True)
        return None

    def fake_run(self, prog, timeout, log=None):
        """'good' passes; 'flaky' fails its first run; 'bad' always fails."""
        name = os.path.basename(prog)
        self.runs[name] = self.runs.get(name, 0) + 1
        fails = name == 'bad' or (name == 'flaky' and self.runs[name] == 1)
        out = 'not ok 1 global.case\n' if fails else 'ok 1 global.case\n'
        if log:
            with open(log, 'w') as f:
                f.write(out)
        return ('fail' if fails else 'pass'), 0.5, {'global.case'}

    def clean_run(self, progs):
        err = io.StringIO()
        with redirect_stderr(err):
            try:
                return [p.name for p in self.km.clean_run(self.args, progs)], err.getvalue()
            except SystemExit as e:
                return e.code, err.getvalue()

    def test_a_flake_counts_and_is_named(self):
        got, err = self.clean_run(['good', 'flaky'])
        self.assertEqual(['good', 'flaky'], got)
        self.assertEqual({'good': 1, 'flaky': 2}, self.runs)
        self.assertIn('flaky on the faithful source: fail, then pass', err)
        self.assertIn('not ok 1 global.case', err)
        first = os.path.join(self.logs, 'clean', 'flaky.log.first')
        self.assertTrue(os.path.exists(first), first)

    def test_two_failures_end_the_run(self):
        got, err = self.clean_run(['good', 'bad'])
        self.assertEqual(1, got)
        self.assertEqual(2, self.runs['bad'])
        self.assertIn('the faithful source fails: bad (fail)', err)


if __name__ == '__main__':
    unittest.main()
