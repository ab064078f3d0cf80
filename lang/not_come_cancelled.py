"""Goods told as never come, beside the cancel of an order, give the cancel's reason and ask nothing: "Namaste ji,
please cancel O6 completely. We had to buy eggs locally as they did not arrive. The ghee order O5 stays as it is."
(holdout142 en-n7027; session 40, helper DR), "Please cancel O6. The eggs did not arrive." "arrive" is a word of
asking after a delivery ("When will O6 arrive?"), and the sentence had asked when the eggs come — of O5, the order
the next sentence keeps — silently; the Hindi and Hinglish ("अंडे नहीं आए इसलिए हमें लोकल से लेने पड़े", "Ande nahi
aaye isliye …") already read the cancel alone. A shopkeeper reads why the order is cancelled.

When: the message holds a cancel cue; an ``ask_delivery`` cue whose only word is "arrive" / "come" stands right after
"did not" / "didn't" / "never" (the past: it did not come, it is no longer awaited), in a clause with no question
mark, no "yet" / "still" (still awaited: "has not arrived yet" chases it), and no order id or figure in its
chunk. Then the cue
leaves the reading.

Shape: ``not_come_cancelled(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["not_come_cancelled"]

_ARRIVE = fold_words("arrive come")
_NOT = fold_words("not never")
_DID = fold_words("did didn't didnt never")
_STILL = fold_words("yet still")


def not_come_cancelled(reader) -> None:
    """Drop the delivery question of goods told never come beside a cancel (module docstring). "Please cancel O6. We
    had to buy eggs locally as they did not arrive." cancels O6 alone; "Cancel the sugar. O6 has not arrived yet."
    still asks after O6."""
    if not any("cancel" in c.kinds for c in reader.cues):
        return
    words = reader._words
    gone = set()
    for i, c in enumerate(reader.cues):
        if c.kinds != {"ask_delivery"} or c.end - c.pos != 1 or words[c.pos] not in _ARRIVE or c.pos < 2:
            continue
        before = [words[k] for k in range(max(0, c.pos - 2), c.pos)]
        if not (before[-1] in _NOT and (before[0] in _DID or before[-1] == "never") or before[-1] in _DID - _NOT):
            continue
        lo, hi = reader.clause_span[c.clause]
        chunk = reader.chunk_of[c.pos]  # ("Cancel O6 please, the eggs didn't arrive": O6 is the cancel's)
        if any(reader.tokens[k].text == "?" or words[k] in _STILL for k in range(lo, min(hi + 1, reader.n))) or any(
                reader.chunk_of[p] == chunk for p, _ in reader.order_ids) or any(
                reader.chunk_of[f.pos] == chunk for f in reader.figs):
            continue
        gone.add(i)
    if gone:
        reader.cues = [c for i, c in enumerate(reader.cues) if i not in gone]
