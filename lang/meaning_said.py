""""matlab" / "मतलब" (I mean) that describes or restates, not corrects goods: "send one hundred matchboxes, matlab the small Ship ones",
"aur sau machis bhej do, matlab woh chhoti Ship wali", "पाँच दर्जन केले भी भेज देना, पीले वाले, मतलब सोमवार के लिए हैं". The
word says what is meant by goods already named, or restates their count ("one hundred fifty eggs, matlab five trays",
"डेढ़ सौ अंडे, मतलब पाँच ट्रे"); no goods follow it in its phrase. The reader's guard took every "matlab" beside goods
read as a correction it had not applied and refused the message (``ambiguous_intent.corrected``: "… corrects
something; write only the final request"). A count after it is left to the counts' own check: the same count
restated reads, another is refused ("25 kilo atta — matlab 35 kilo": ``contradictory.two_counts``); goods after it
("moong dal, matlab masoor dal") are still a correction.

``describes(reader, k)``: True when the meaning word at token ``k`` is followed, up to the next mark of a phrase or
line break, by no goods named (``reader.item_tokens``).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["describes", "MEANING"]

#: The words of "I mean" that may only describe.
MEANING = fold_words("matlab मतलब")
_MARKS = frozenset(".,;:!?।—–()")


def describes(reader, k: int) -> bool:
    """The meaning word at token ``k`` describes goods named before it (module docstring)."""
    if reader.tokens[k].key not in MEANING:
        return False
    items = getattr(reader, "item_tokens", ())
    for j in range(k + 1, reader.n):
        t = reader.tokens[j]
        if t.kind == "nl" or t.kind == "sym" and t.text in _MARKS:
            return True
        if j in items:
            return False
    return True
