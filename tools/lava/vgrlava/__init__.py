"""vgrlava: the suite as LAVA jobs, and the proof that LAVA reads them
right; the programs of tools/lava/ are its thin entry points."""
