"""The reader's work grows linearly with the length of repeated realistic fragments (issue 10).

Each unit below was quadratic before (found by ``benchmarks/reader_growth.py``: a payment, dispute, cancel or pack
size repeated in one long clause rescanned the whole clause, or every id, for every cue; ``"paid B1 " * 2400``
took about 5 CPU seconds, now about 0.1 s). Work is counted in function calls (``cProfile``), as in
``tests/test_reader_hostile.py``, so the check does not depend on the machine or its load. (Kept out of the
``test_reader*`` files on purpose: ``benchmarks/reader_readings.py`` reads their string literals, and its text set
must stay the same for its before/after comparison.)
"""
from __future__ import annotations

import cProfile
import pstats

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

GROWTH_UNITS = ["paid B1 ", "O1 ka payment ", "O1 ka payment B1 ", "भुगतान कर दिया ", "disputed B4 ", "order #4 ",
                "cancel O1 ", "Cancel O50.\n", "5 kg atta ₹250, ", "- टाटा नमक 1 किलो – 30 ", "paid B23 (₹2, ",
                "पिछले ऑर्डर में से नमकीन मत भेजना; ", "kal tak ",
                "rice sugar both at ₹40 ", "Where are O40 and O41 and ", "Paid ₹500 for B7 and ",
                "Cheeni ₹45 mein nahi lenge, ₹43 mein le lenge, ", "Why is B9 still due? Paid ₹2,400 last Tuesday. ",
                "B41 dispute withdrawn. "]
#: Counter lines: read by ``read_at_counter`` (the cashier's words).
COUNTER_UNITS = ["Total ₹480, ₹440 nahi ho sakta. ", "₹480 added to your udhaar; your balance is now ₹1,020. ",
                 "Bill ₹612. Last time ₹580. "]


def _work(text: str) -> int:
    """Function calls ``read_message`` makes on ``text`` (counted by ``cProfile``)."""
    profile = cProfile.Profile()
    profile.runcall(read_message, text, CAT)
    return pstats.Stats(profile).total_calls


@pytest.mark.parametrize("unit", GROWTH_UNITS)
def test_repeated_fragment_reads_in_linear_work(unit):
    """4× the length (2,000 → 8,000 characters) takes at most 6× the work (linear 4×, the square 16×)."""
    short = (unit * (2_000 // len(unit) + 1))[:2_000]
    long = (unit * (8_000 // len(unit) + 1))[:8_000]
    w_short, w_long = _work(short), _work(long)
    assert w_long <= 6 * w_short + 1_000, (unit, w_short, w_long)


@pytest.mark.parametrize("unit", COUNTER_UNITS)
def test_repeated_counter_fragment_reads_in_linear_work(unit):
    """The same bound for the counter (its amounts of another time, turned down or on the khata: eleventh session,
    where a count of the message's amounts made once per amount had made it quadratic)."""
    from lang.counter_words import read_at_counter

    def work(text: str) -> int:
        profile = cProfile.Profile()
        profile.runcall(read_at_counter, text, CAT)
        return pstats.Stats(profile).total_calls
    short = (unit * (2_000 // len(unit) + 1))[:2_000]
    long = (unit * (8_000 // len(unit) + 1))[:8_000]
    w_short, w_long = work(short), work(long)
    assert w_long <= 6 * w_short + 1_000, (unit, w_short, w_long)
