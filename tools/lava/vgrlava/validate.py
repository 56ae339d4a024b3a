"""vgrlava.validate - lava-validate: jobs checked as a LAVA server checks a submission."""
# lava-validate checks jobs of tools/lava/lava-jobs as a LAVA server checks
# a job at submission, with no server running: the submission schema of
# Debian's lava-server (lava_scheduler_app.schema.validate_submission,
# which refuses the job: a monitor name with a dot, no visibility, a key
# of the job, of its context or of its timeouts that it does not know,
# metadata that are neither strings nor numbers) and lava-common's
# schema of each action (lava_common.schemas.validate, strict: what
# `lavacli jobs validate --strict` and the server's submit page say).
# The server's modules are those of the lava-server .deb that matches
# the installed lava-dispatcher, taken out of it into the cache as
# lava-check takes its device types (vgrlava.debs; never installed), and
# imported from there by importlib. The server's settings are its
# defaults (no EXTRA_CONTEXT_VARIABLES).
#
#   lava-validate JOB.yaml...
#
# It checks itself too: copies of the first valid job with a planted
# fault (a dotted monitor name; no visibility) must be refused.
# Prints one line per job the server would refuse, with its message.
# Exit status: 0 when every job is valid, 1 when one is not, 2 on bad
# input or when a planted fault is not refused.
import copy
import importlib
import importlib.util
import os
import sys

import yaml

from . import debs
from .common import die

REFUSED = "refused at submission"
PACKAGE = "lava_scheduler_app"


def server_package(folder):
    """lava_scheduler_app imported from FOLDER (the server's, unpacked),
    so that its modules are found there: import lava_scheduler_app.X
    then takes FOLDER/X.py."""
    if PACKAGE not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            PACKAGE, os.path.join(folder, "__init__.py"),
            submodule_search_locations=[folder])
        module = importlib.util.module_from_spec(spec)
        sys.modules[PACKAGE] = module
        spec.loader.exec_module(module)
    return sys.modules[PACKAGE]


def server_validators():
    """validate_submission of the server's lava_scheduler_app.schema (and
    its SubmissionException), lava-common's validate and its Invalid."""
    folder = debs.schema_package()
    try:
        from django.conf import settings
        if not settings.configured:
            settings.configure(EXTRA_CONTEXT_VARIABLES=[])
        server_package(folder)
        schema = importlib.import_module(PACKAGE + ".schema")
        from lava_common import schemas
        from voluptuous import Invalid
    except ImportError as e:
        die("%s (make lava-deps installs python3-django)" % e)
    return schema, schemas, Invalid


def problems(data, v):
    """What the server says of job DATA: '' when it takes it (V: the
    server_validators())."""
    schema, schemas, invalid = v
    try:
        schema.validate_submission(data)
    except schema.SubmissionException as e:
        return "%s: %s" % (REFUSED, e)
    try:
        schemas.validate(copy.deepcopy(data), strict=True,
                         extra_context_variables=[])
    except invalid as e:
        return "invalid for lava-common's schema (strict): %s" % e
    return ""


def planted(job):
    """Copies of JOB that a server must refuse, each with its fault and
    what the refusal must name."""
    dotted = copy.deepcopy(job)
    for action in dotted["actions"]:
        for monitor in action.get("test", {}).get("monitors", []):
            monitor["name"] += ".planted"
    hidden = copy.deepcopy(job)
    hidden.pop("visibility", None)
    return (("a dotted monitor name", dotted, "['monitors'][0]['name']"),
            ("no visibility", hidden, "['visibility']"))


def main():
    jobs = sys.argv[1:]
    if not jobs or jobs[0].startswith("-"):
        die("usage: lava-validate JOB.yaml...")
    loaded = []
    for path in jobs:
        try:
            with open(path) as f:
                loaded.append((path, yaml.safe_load(f)))
        except (OSError, yaml.YAMLError) as e:
            die("%s: %s" % (path, e))
    v = server_validators()
    valid = []
    for path, data in loaded:
        said = problems(data, v)
        if said:
            print("lava-validate: %s: %s" % (path, said), file=sys.stderr)
        else:
            valid.append((path, data))
    # The check of the check, on a job it takes: each planted fault must
    # be refused by the submission schema, naming its key.
    for path, data in valid[:1]:
        for fault, broken, names in planted(data):
            said = problems(broken, v)
            if not said.startswith(REFUSED) or names not in said:
                die("the server's validation of %s with %s said '%s', not "
                    "a refusal at submission naming %s"
                    % (path, fault, said, names))
    sys.exit(0 if len(valid) == len(loaded) else 1)
