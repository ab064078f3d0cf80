"""Python's cyclic garbage collector kept off work that makes objects living to the end of a run.

A month, its typed record, its scores and its report make about a million objects that live as long as the
run and almost no reference cycles; the collector's passes walk them all and free next to nothing (measured
with ``gc.callbacks``: about 0.3 s for a month's play, 0.31 s for typing its events, 0.2-0.3 s for the
report, on the loaded machine). ``collector_paused`` keeps the collector off such work; on leaving,
``gc.freeze()`` then ``gc.unfreeze()`` moves what was made, at once and without a walk, to the oldest
generation, where a full pass finds it as before (no cycle escapes the collector). ``kirana/__main__.py``
does the same around the CLI's imports by hand (it runs before anything is imported).
"""
from __future__ import annotations

import gc
from contextlib import contextmanager

__all__ = ["collector_paused"]


@contextmanager
def collector_paused(pause: bool = True):
    """Pause the collector for the ``with`` block (``pause=False``, or a collector already off: do nothing),
    then move what the block made to the oldest generation and resume it (module docstring)."""
    if not pause or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        gc.enable()
