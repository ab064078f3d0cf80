""""No more than this" said of a count, not a price (issue 10, holdout130 b7042): "send 15 kg tomato at ₹29, 20 kg onion
at ₹30 and 20 kg aloo. Today sold only 8 kg onion, so no more than this.", "… आज सिर्फ़ 8 किलो प्याज़ बिका, इससे
ज़्यादा नहीं।", "… Aaj sirf 8 kg pyaaz bika, isse zyada nahi.", "20 kilo pyaaz bhejo, isse zyada nahi".

"no more than", "isse zyada nahi", "इससे ज़्यादा नहीं" are words of offering in ``lang.cues``: said of a price they
make it the most the shop pays ("₹30, isse zyada nahi": an offer at ₹30). Said in a sentence that counts goods and
names no price, they bound the count — the shop wants no more goods than that — and ask nothing of the price. Read as
an offer, they had turned the onion's order at ₹30 (the sentence names onion again) into an offer, silently, in the
three languages.

``count_ceiling`` empties such an offer cue: its words say "more" / "zyada" / "upar" / "above" and a negation, and
no rupee or paisa ("not a rupee more" is the price's); nothing but "this" / "that" follows it in its sentence, which
counts goods before it (a number with a unit) and has no price and no rupee sign, and sends them or tells them sold
(an order word or a report: "pyaaz 30 kilo, isse zyada nahi" may be ₹30 a kilo, and stays as it was read). "Onion ₹30 a kg, no more than
this." and "Rice — no more than ₹36." keep their offer. Linear in the cues and their sentences.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["count_ceiling"]

_MORE = fold_words("more zyada jyada jada ज़्यादा ज्यादा upar uppar oopar ऊपर above over")
_NOT = fold_words("no not nahi nahin nhi नहीं नही")
_MONEY = fold_words("rupee rupees rupya rupaya rupaye rupay रुपया रुपये रुपए paisa paise पैसा पैसे rs inr")
_RUPEE = frozenset("₹")
#: Words that may close the phrase ("no more than this"): the count said before it.
_THIS = fold_words("this that these those it is amount quantity much many")


def _ceiling(reader, c) -> bool:
    keys = {reader.tokens[k].key for k in range(c.pos, c.end) if reader.tokens[k].kind == "word"}
    return c.kinds == {"offer"} and bool(keys & _MORE) and bool(keys & _NOT) and not keys & _MONEY


def _counted_unpriced(reader, c) -> bool:
    """The cue's sentence counts goods before it, names no price, and says nothing after it but marks."""
    lo, hi = reader.clause_span[c.clause]
    toks = reader.tokens
    if any(t.kind == "num" or t.kind == "word" and t.key not in _THIS for t in toks[c.end:hi]):
        return False
    if any(t.kind == "sym" and t.text in _RUPEE or t.kind == "word" and t.key in _MONEY for t in toks[lo:hi]):
        return False
    if any(f.kind == "price" and f.clause == c.clause for f in reader.figs):
        return False
    if not any(toks[k].kind == "num" and k + 1 < c.pos and toks[k + 1].kind == "word" and toks[k + 1].key in
               UNIT_WORDS for k in range(lo, c.pos)):
        return False
    act = reader.acts.get(c.clause)  # a count sent ("20 kilo pyaaz bhejo, …") or told sold ("sold only 8 kg …"),
    return act is not None and act.background or any(  # not a bare "pyaaz 30 kilo, isse zyada nahi" (₹30 a kilo?)
        "order" in o.kinds and o.clause == c.clause for o in reader.cues)


def count_ceiling(reader) -> None:
    """Empty the offer cue of "no more than this" / "इससे ज़्यादा नहीं" / "isse zyada nahi" said of a count
    (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, figs)."""
    for c in reader.cues:
        if "offer" in c.kinds and _ceiling(reader, c) and _counted_unpriced(reader, c):
            c.kinds = frozenset()
