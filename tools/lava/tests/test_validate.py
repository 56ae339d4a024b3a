"""Tests of vgrlava.validate: the server's own schema on the reference jobs."""
import glob
import os
import unittest

import yaml

from vgrlava import validate

from .fixture import REFERENCE


class ValidateTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.v = validate.server_validators()
        with open(sorted(glob.glob(os.path.join(REFERENCE, "*.yaml")))[0]) as f:
            cls.job = yaml.safe_load(f)

    def test_a_reference_job_is_taken(self):
        self.assertEqual(validate.problems(self.job, self.v), "")

    def test_the_planted_faults_are_refused(self):
        for fault, broken, names in validate.planted(self.job):
            said = validate.problems(broken, self.v)
            self.assertTrue(said.startswith(validate.REFUSED), fault)
            self.assertIn(names, said, fault)

    def test_an_unknown_key_of_an_action(self):
        broken = yaml.safe_load(yaml.safe_dump(self.job))
        broken["actions"][1]["boot"]["bogus"] = 1
        self.assertIn("lava-common's schema", validate.problems(broken, self.v))

    def test_the_schema_is_the_servers_of_the_cache(self):
        import lava_scheduler_app.schema as schema
        self.assertTrue(schema.__file__.startswith(validate.debs.schema_package()))


if __name__ == "__main__":
    unittest.main()
