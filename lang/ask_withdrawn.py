"""Our own earlier ask taken back: "Never mind the earlier request for a ghee quote. Just send 10 kg sugar.", "Ghee ke
rate wali pichli baat chhodo. Bas 10 kilo cheeni bhej do.", "घी के भाव वाली पिछली बात छोड़िए। बस 10 किलो चीनी भेज
दीजिए।" (holdout88 j9021).

The shopkeeper withdraws a rate question of his own; no price of the supplier's is refused, and the goods are not
turned down — only the ask is dropped. "Never mind" / "chhodo" had read as a refusal of the ghee (English and
Hinglish; the Hindi, whose "छोड़िए" is no refusal word, read the order alone), so a ``reject`` of ghee went to the
supplier beside the order — silently.

When: a clause with a refusal cue that names our earlier ask — a word of before ("earlier", "previous", "last",
"pichli", "पिछली", "pehle", "पहले"), a word of the ask ("request", "enquiry", "inquiry", "query", "baat", "बात") and a
word of price ("quote", "rate", "price", "bhav", "भाव") — with no figure in it, in a message that orders goods in another
clause. Then the clause's refusal and rate-question cues ask nothing. Not "Ghee ₹590 too high, never mind" (a price
refused), nor "Never mind the ghee" (no ask named: the goods refused).

Shape: ``ask_withdrawn(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues in
place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ask_withdrawn"]

#: Words saying the ask was earlier.
EARLIER_WORDS = fold_words("earlier previous last pichli pichhli pichla पिछली पिछला pehle pahle पहले")
#: Words naming the ask itself.
ASK_WORDS = fold_words("request enquiry inquiry query baat बात")
#: Words of price in the ask.
PRICE_WORDS = fold_words("quote quotation rate rates price bhav bhaav भाव")


def ask_withdrawn(reader) -> None:
    """Empty the refusal and rate-question cues of a clause that takes back our earlier rate question, beside an
    order (module docstring)."""
    if ASK_WORDS.isdisjoint(reader._keys) or EARLIER_WORDS.isdisjoint(reader._keys) \
            or PRICE_WORDS.isdisjoint(reader._keys):
        return
    ordering = {c.clause for c in reader.cues if "order" in c.kinds}
    for clause in {c.clause for c in reader.cues if "reject" in c.kinds} - ordering:
        if not ordering or any(f.clause == clause for f in reader.figs if f.kind in ("price", "qty", "bare")):
            continue
        lo, hi = reader.clause_span[clause]
        words = {reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"}
        if EARLIER_WORDS.isdisjoint(words) or ASK_WORDS.isdisjoint(words) or PRICE_WORDS.isdisjoint(words):
            continue
        for c in reader.cues:
            if c.clause == clause and c.kinds & {"reject", "ask_quote", "ask_quote_weak"}:
                c.kinds = frozenset()
