"""vgrlava: the suite as LAVA jobs, and the proof that LAVA reads them right."""
