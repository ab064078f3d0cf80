"""Our price said in the sentence right after one telling another seller's price of the goods, with other goods in
the message: "Bhaiya, Mehta Traders is selling chana dal at ₹68 a kg. Can you match ₹68? Meanwhile send 10 kg moong
dal.", "भैया, मेहता ट्रेडर्स चना दाल ₹68 किलो दे रहे हैं। आप भी ₹68 कर दोगे? तब तक 10 किलो मूंग दाल भेज दो।",
"Aage wale Sharma ji Surf ₹84 mein lete hain 😏 ₹85 packet kar do toh 24 le lenge. 3 darjan Lifebuoy toh bhej hi do."

The other seller's price is context (tests/corpus_chat/README.md: competitor prices are never labelled) and the reader
sets it aside; the offer's sentence names no goods, and with other goods in the message (the moong ordered) its price
joined none and the message was refused ("what price for chana dal?", breakers of holdout50). A shopkeeper reads the
two sentences as one: the chana dal offered at ₹68.

``matched_on_the_line`` says when such a sentence's figures are the goods' of the sentence before: that sentence
names one item and holds a price the reader set aside (found, then left as another's or the market's), neither
accepts nor refuses nor orders; the sentence after offers (an offer word: "can you match", "can you do", "कर दोगे",
"kar do toh … le lenge") and neither accepts nor refuses; its figures are prices and counts ("24 le lenge"); the two are on one line
of text. Anything else is left to be asked.

Shape: ``matched_on_the_line(reader, figs, lines_before, clause, cues_by_clause)`` → bool; asked by
``lang.price_after_cross`` (as ``lang.countered_on_the_line`` is).
"""
from __future__ import annotations

__all__ = ["matched_on_the_line"]

#: Cue kinds that make either sentence something else than context and an offer.
_NOT_AN_OFFER = frozenset({"accept", "reject", "cancel", "pay", "dispute"})
_NOT_CONTEXT = _NOT_AN_OFFER | {"order", "offer"}


def matched_on_the_line(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, which names no goods) are the offer for the one item of the sentence
    before (``lines_before``), which tells another's price of it (module docstring). ``reader``: the MessageReader.

    "Mehta Traders is selling chana dal at ₹68 a kg. Can you match ₹68?" → True (beside "send 10 kg moong dal");
    "मेहता ट्रेडर्स चना दाल ₹68 किलो दे रहे हैं। आप भी ₹68 कर दोगे?" → True; "Chana dal ₹68 hai. ₹68 ok?" → False.
    """
    prices = [f for f in figs if f.kind == "price"]
    if not prices or any(f.kind not in ("price", "qty", "bare") or f.role for f in figs) or len(
            {ln.mention.candidates for ln in lines_before}) != 1:
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    if "offer" not in kinds or kinds & _NOT_AN_OFFER:
        return False
    if set().union(*(c.kinds for c in cues_by_clause.get(clause - 1, ()))) & _NOT_CONTEXT:
        return False
    lo, hi = reader.clause_span[clause - 1]
    kept = {id(f) for f in reader.figs}
    if not any(f.kind == "price" and lo <= f.pos < hi and id(f) not in kept for f in reader.found_figs):
        return False  # no price of the sentence before set aside as another's
    return not any(reader.tokens[k].kind == "nl" for k in range(lines_before[0].pos, figs[0].pos))
