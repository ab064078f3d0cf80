"""The ``kirana`` command line and its helpers (run folders, the baselines scale)."""
