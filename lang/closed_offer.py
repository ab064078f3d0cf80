"""A word closing the bargain said after our own price: "₹29 kar do aur 40 kilo bhej do, pakka.", "₹520 करो, 12 लीटर
पक्का।", "50 किलो चावल के ₹1,900 कर दो, सौदा पक्का।", "aap ₹25 me 40 packet de do, deal pakki", "50 kg chana dal 3500
total me de do deal done", "5% kam karo, deal pakki". "Pakka", "deal", "done" are words of agreeing, so the reader
had read both an offer and an acceptance and refused ("both agreed and offered"); every writer labels these an offer
(with the count said, when one is): the closing word promises the deal once the supplier takes our price — it
agrees to nothing the supplier said.

``closers_on_offer`` makes such a closing word part of the offer (its cue an offer cue) only when:
- every word of agreeing in the message is a closing word ("pakka", "pakki", "deal", "done", "final", "पक्का", "डील",
  "डन"; not "theek hai", "ok", "manzoor": "₹41 theek hai … ₹36 kar do" agrees to one and offers another);
- an offer cue stands before it, and the closing word is in that offer's clause or in a clause that names no goods
  and no price of its own ("₹520 करो, 12 लीटर पक्का": only a count).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["closers_on_offer"]

#: Words that close a bargain.
_CLOSERS = fold_words("pakka pakki पक्का पक्की deal डील done डन final फाइनल sauda सौदा")


def _closing(reader, c) -> bool:
    """Whether cue ``c``'s words are all closing words."""
    words = [reader.tokens[k].key for k in range(c.pos, c.end) if reader.tokens[k].kind == "word"]
    return bool(words) and all(w in _CLOSERS for w in words)


def closers_on_offer(reader) -> None:
    """Make closing-word accept cues after an offer cue offer cues (module docstring). ``reader``: the MessageReader
    after its clause acts (cues, tokens, figs, mentions, clause_of)."""
    if _CLOSERS.isdisjoint(reader._keys):
        return
    accepts = [c for c in reader.cues if "accept" in c.kinds]
    if not accepts or not all(c.kinds == {"accept"} and _closing(reader, c) for c in accepts):
        return
    offers = [c for c in reader.cues if "offer" in c.kinds and "accept" not in c.kinds]
    named = {reader.clause_of[m.first] for m in reader.mentions}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for c in accepts:
        before = [o for o in offers if o.pos < c.pos]
        if before and (c.clause == before[-1].clause or c.clause not in named and c.clause not in priced):
            c.kinds = frozenset({"offer"})
