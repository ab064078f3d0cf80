"""A total the cashier doubts and is adding again at the counter: "₹354… no, no, ₹345? Wait, let me add up the slip
again.", "₹354 हुए… नहीं नहीं, ₹345? रुकिए, पर्ची दोबारा जोड़ता हूँ।", "354 hue... nahi nahi, 345? Ruko, parchi dobara
jodta hu." (probes50 hg g3033: ₹345 had been billed, silently, as a round-off of ₹354). The cashier settles on no
figure, so which one is charged is not the reader's to pick: ``read_at_counter`` refuses
(``contradictory.counter_recheck``) and the cashier is asked for the one figure.

Shape: ``rechecked(reader)`` → (first amount, second amount) in rupees, or None: two amounts of money said (bare
numbers below ₹10 are counts), the second asked ("₹345?"), and after it a word of stopping or of adding again.
"""
from __future__ import annotations

from decimal import Decimal

from lang.counter_change import SMALLEST_BARE
from lang.counter_today import money_said
from lang.language import fold_words

__all__ = ["rechecked"]

#: Words after the asked amount that say the cashier stops to add the figures again.
RECHECK = fold_words("wait ruko ruk rukiye rukie रुको रुकिए रुकिये again dobara dubara दोबारा phir fir फिर recheck "
                     "recount check jodta jodti जोड़ता जोड़ती jod जोड़ dekhta dekhti देखता देखती")


def rechecked(reader) -> tuple[Decimal, Decimal] | None:
    """(first, second) amount when the second of exactly two amounts said is followed by "?" and, after it, a word
    of stopping or adding again (``RECHECK``); None otherwise. ``reader``: the counter's ``MessageReader``."""
    said = [f for f in money_said(reader) if f.kind != "bare" or f.value >= SMALLEST_BARE]
    if len(said) != 2 or said[1].end >= reader.n or reader.tokens[said[1].end].text != "?":
        return None
    if RECHECK.isdisjoint(t.key for t in reader.tokens[said[1].end:] if t.kind == "word"):
        return None
    return said[0].value, said[1].value
