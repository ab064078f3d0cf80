"""``python -m kirana``: the CLI, with Python's cyclic garbage collector kept off work that frees nothing.

- The CLI is imported with the collector paused; ``gc.freeze()`` then ``gc.unfreeze()`` moves what it made,
  without a walk, to the oldest generation (as ``agents.direct.play_month`` does after a month). The record's
  event models and what they use (about 175,000 objects that live as long as the process; with the collector
  running it walked them 277 times while they were made, 0.11 s of a ``kirana run``'s CPU on the loaded
  machine, measured with ``gc.callbacks``, and freed none) are no longer imported with the CLI but by the
  commands that use them: ``kirana run`` imports them, the shops and the reader the same way, under
  ``agents.collector.collector_paused``.
- At exit Python runs one more full collection before it tears the modules down; after a month it walks the
  whole record and the report (about 0.7 s of CPU on the loaded machine, after the last ``atexit`` handler
  ``benchmarks/run_wall.py`` times from). The first handler registered runs last: it freezes every object,
  so that collection has nothing to walk. Every file KiranaBench writes is closed (or written whole) before
  then, so nothing waits on the collector to be flushed.
"""
import atexit
import gc

atexit.register(gc.freeze)  # registered first, so it runs after every other exit handler

_collecting = gc.isenabled()
gc.disable()
try:
    from kirana.cli import app
finally:
    if _collecting:
        gc.freeze()
        gc.unfreeze()
        gc.enable()

app()
