""""All well?" asked as small talk agrees to nothing: "Moong dal ₹98 a kilo. Baaki sab theek?", "मूंग दाल ₹98 किलो।
बाकी सब ठीक?", "Moong daal ₹98 kilo. Baaki sab theek?" (holdout145 q77032, all three languages: "theek" is a word of
accepting, asked as a question it made the bare price before it an offer, silently; the English "All well there?"
was already refused as a price with no word saying what it is). "sab theek?" / "सब ठीक है?" / "everything fine?"
asks how the supplier is: the price beside it stays a price with no intent word (``ambiguous_intent``: an offer, an
acceptance or a note?), as the corpus README reads a bare "Masoor dal ₹78 per kg.".

``all_well`` empties an accept cue (an offer once asked: ``lang.apply_acts``) standing on "theek" / "ठीक" / "fine" / "good" / "badhiya" / "बढ़िया" (with "hai" /
"है" after it or not) right after "sab" / "सब" / "everything" / "all" (optionally "baaki" / "बाकी" before), in a
sentence that ends in "?" and names no goods, no figure and no id. Not "Sab theek hai, bhej do." (no question: the
shop agrees), nor "Rice ₹38, sab theek?" (the goods in its sentence).

Shape: ``all_well(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["all_well"]

_ALL = fold_words("sab sabh सब everything all")
_WELL = fold_words("theek thik teek ठीक fine good well badhiya badiya बढ़िया बढ़िया okay ok")
_IS = fold_words("hai है hain हैं is")


def all_well(reader) -> None:
    """Empty the accept cue of a small-talk "all well?" (module docstring). ``reader``: the MessageReader after its
    clause acts (tokens, cues, figs, mentions, clause_span)."""
    for c in reader.cues:
        if not c.kinds & {"accept", "offer"} or c.kinds - {"accept", "offer", "ask_quote_weak"}:  # (asked: an offer)
            continue
        words = [k for k in range(c.pos, c.end) if reader.tokens[k].kind == "word"]
        if not words or any(reader._word(k) not in _WELL and reader._word(k) not in _IS for k in words) or \
                reader._word(c.pos - 1) not in _ALL:
            continue
        lo, hi = reader.clause_span[c.clause]
        if not any(t.text == "?" for t in reader.tokens[c.end:hi]) or any(
                lo <= m.first < hi for m in reader.mentions) or any(f.clause == c.clause for f in reader.figs) or any(
                lo <= p < hi for p, _ in reader.order_ids + reader.bill_ids):
            continue
        c.kinds = frozenset()
