"""The unit tests of vgrlava: recorded logs and jobs, no root, no boot."""
