"""A part cut said beside the count to keep: "O12 mein se aadha aata cancel kar do, 5 packet hi bhejna.", "O12 में से
आधा आटा रद्द कर दो, 5 पैकेट ही भेजना।", "Cancel half the atta on O12, send only 5 packets." (walk56). ``lang.bounds``
refuses the sentence as ``ambiguous_intent.worked_out`` ("works a count out from another; write the count itself"),
though it names the count itself: the writer is told to do what it did. The refusal stands (the half and the count
kept are two ways of saying one change, and the reader does no sums); its reason now names the count it saw and asks
the change written plainly: ``ambiguous_intent.count_kept`` ("'5 packet' is the count to keep, said beside a part
cut; write only the new count, e.g. 'In O3 make atta 5 packets instead of 10'"), in the writer's language.

When: the message was refused ``ambiguous_intent.worked_out`` and holds a count (a number and a unit word) with a
word of only right before it ("only", "sirf", "सिर्फ़") or "hi" / "ही" right after it.

Shape: ``count_kept_said(text, reading) -> Reading`` (run by ``lang.placed_read`` on a refused reading); never raises.
The reason's words: ``lang.reasons_order_if`` (the session's table of reworded refusals).
"""
from __future__ import annotations

import re

from lang.reading import Reading
from lang.reasons import why

__all__ = ["count_kept_said"]

_UNIT = r"(?:packets?|packet|pkts?|kg|kilo|kilos|litres?|liters?|litre|trays?|dozen|pieces?|bags?|पैकेट|किलो|लीटर|ट्रे|दर्जन|पीस|बोरी)"
_KEPT = re.compile(rf"(?:\b(?:only|sirf)\s+|सिर्फ़?\s+)(\d+\s*{_UNIT})|(\d+\s*{_UNIT})\s+(?:hi\b|ही)", re.IGNORECASE)


def count_kept_said(text, reading: Reading) -> Reading:
    """``reading``, or (a worked-out refusal of a sentence naming the count kept: module docstring) its refusal as
    ``ambiguous_intent.count_kept``. "O12 mein se aadha aata cancel kar do, 5 packet hi bhejna." → '5 packet'."""
    if reading.readable or reading.reason_key != "ambiguous_intent.worked_out" or not isinstance(text, str) or \
            len(text) > 600:
        return reading
    found = _KEPT.search(text)
    if found is None:
        return reading
    return Reading.refused(why("ambiguous_intent.count_kept", text=found.group(1) or found.group(2)), reading.language)
