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

__all__ = ["collector_paused", "fewer_collections", "GC_YOUNG_THRESHOLD"]


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


GC_YOUNG_THRESHOLD = 10_000  # allocations between young collections during a run (Python's default: 700)


@contextmanager
def fewer_collections():
    """Python's young-generation collection threshold raised to ``GC_YOUNG_THRESHOLD`` for the run, then restored;
    yields ``freeze_day``, which the run calls at each day's close.

    The group chat makes and drops many small objects per tool call (AutoGen's events and tasks), so at
    the default threshold the collector runs every few calls and, through the older generations, keeps
    rescanning the shop's state, which grows with the month (``benchmarks/autogen_overhead.py``: 0.58 s
    of collection in a 30-day month, 0.10 s with this threshold). Reference cycles are still collected,
    only less often; nothing a run records depends on when.

    ``freeze_day`` moves every object alive to the collector's permanent generation (``gc.freeze``), so the
    month's record and state are not walked again by each later collection (0.25 -> 0.09 s of collection in a
    30-day month); at the end they are unfrozen (``gc.unfreeze``) and collected as usual, any cycle among them
    included. When something was frozen before the run (``gc.get_freeze_count``), nothing is frozen: the
    unfreeze would release that too.
    """
    before = gc.get_threshold()
    gc.set_threshold(max(before[0], GC_YOUNG_THRESHOLD), *before[1:])
    ours = gc.get_freeze_count() == 0
    try:
        yield gc.freeze if ours else (lambda: None)
    finally:
        if ours:
            gc.unfreeze()
        gc.set_threshold(*before)
