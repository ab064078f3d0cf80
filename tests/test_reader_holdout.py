"""The reader on the first held-out corpus (tests/corpus_holdout/): 150 messages written after the reader was
done, by a helper who had read neither ``lang/`` nor the other corpora, and measured once, untouched.

That figure is reported (below and in README); since then this corpus is development data (a newer
held-out set is measured by the lead). After the verify stage (``lang.verify``) and the kinds it
named were fixed: exact 94% en, 98% hi, 98% hinglish, silent misreadings 0 / 0 / 0; after the kinds of
the later held-out sets were fixed (branch reader4): exact 98 / 100 / 98 %, silent 0 / 0 / 0 (the floor below).

Issue 10's targets are exact reading >= 97% per language and silent misreadings <= 0.5%. The reader
does not meet them on this corpus: measured once at merge (commit after 'Merge branch reader'),
exact 80.0% en, 80.0% hi, 84.0% hinglish; silent misreadings 12% / 12% / 14% (6 / 6 / 7 of 50).
The old reader (35f885f) read 44% / 40% / 44% exactly, with 32% / 40% / 24% silent misreadings.
These tests hold the measured figures as a floor so the reader cannot silently get worse here; the
issue's targets stay open (see docs/reader.md, "How well the reader reads"). Do not tune the reader to these
lines blindly: the newer held-out set will say whether the fixes were kinds or lines.

Since session 48 the corpus is read whole by ``benchmarks/reader_floors.py`` against the floors below (with the other
held-out corpora older than the newest three; ``.ci/run`` runs it after README's test command), not by the suite:
``tests/test_reader_holdouts_later.py`` (``floors``) takes them from here and checks that the benchmark reads it.
"""
from __future__ import annotations

MESSAGES = 50  # a language
MEASURED_EXACT_PCT = {"en": 98.0, "hi": 100.0, "hinglish": 98.0}
MEASURED_SILENT = {"en": 0, "hi": 0, "hinglish": 0}
