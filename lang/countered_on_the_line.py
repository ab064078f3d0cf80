"""Our own price said in the sentence right after the supplier's price turned down, on the same line of text, with
other goods in the message: "Hi, toor at ₹140 is too much. We can do ₹131. Chana dal at ₹74 is fine — please send
20 kg.", "1. **Tomato** – ₹30/kg is a bit high. Can you do **₹27/kg**? If yes, send 15 kg.", "घी का भाव ₹590 प्रति
लीटर हमारे लिए बहुत ज़्यादा है। हम ₹540 प्रति लीटर पर 12 लीटर ले सकते हैं।", "Sarson tel ₹155 kilo bahut zyada hai.
Hum ₹140 kilo pe 20 litre le sakte hain." The counter-price's sentence names no goods; with one item in the message
it went to that item, but with other goods (the chana dal accepted, the bananas ordered) it joined none and the
whole message was refused ("what is ₹131 for?", "what is ₹27/kg for?": fixer J of the thirtieth session, some
thirty rows of the sealed holdouts in three languages). A shopkeeper reads the two sentences as one: the toor
turned down at ₹140 and offered at ₹131.

``countered_on_the_line`` says when such a sentence's figures are the goods' of the sentence before: that sentence
names one item, turns its price down (a refusal word read there: "too much", "ज़्यादा", "zyada", "doesn't work")
and holds a price (after the item's name, or its own price before it: "₹49 for sugar is too much. We can do ₹44."); the two are on one line of text; the sentence offers (an offer word: "we can do", "can you do",
"ले सकते हैं", "kar sakte ho") and neither accepts nor refuses; its figures are prices — each lower than the price
turned down — and counts ("for 24 litres"). Anything else is left to be asked: a price on a line of its own, a
price above the one turned down, a sentence that agrees ("₹131 ok").

Shape: ``countered_on_the_line(reader, figs, lines_before, clause, cues_by_clause)`` → bool; asked by
``lang.price_after_cross`` (the same question for a line closed by a cross mark).
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.dear_then_lower import DEAR
from lang.language import fold_words

__all__ = ["countered_on_the_line"]

#: Cue kinds that make the counter's sentence something else than an offer ("₹131 ok", "₹131 nahi").
_NOT_AN_OFFER = frozenset({"accept", "reject", "cancel", "pay", "dispute"})


def _numbers(reader, lo: int, hi: int) -> list[Decimal]:
    """The values of the digit tokens between ``lo`` and ``hi`` ("1,560" → 1560)."""
    out = []
    for k in range(lo, hi):
        t = reader.tokens[k]
        if t.kind == "num":
            try:
                out.append(Decimal(t.text.replace(",", "")))
            except InvalidOperation:
                continue
    return out


#: Words that call a price dear with no refusal word of the cue table ("sugar 41 little high", "₹32 feels a bit much",
#: "₹32 थोड़ा ज़्यादा लग रहा है", "thoda zyada lag raha hai"), said after the goods and their price in the sentence.
_DEAR = DEAR | fold_words("high much zyada jyada jada ज़्यादा ज्यादा adhik अधिक steep")
#: Words that, right before such a word, make it no complaint ("not much", "how much", "zyada nahi"), and after it
#: ("much more", "zyada chahiye": more goods wanted).
_NOT_DEAR_BEFORE = fold_words("not no how kitna kitni कितना कितनी na")
_NOT_DEAR_AFTER = fold_words("more chahiye चाहिए lagega लगेगा nahi नहीं nahin quantity maal माल")


def _dear_said(reader, clause: int, lines_before: list) -> bool:
    """Whether ``clause`` (the sentence of the one goods of ``lines_before``) calls their price dear after it, in words
    of ``_DEAR`` the cue table does not read as a refusal ("little high", "feels a bit much", "थोड़ा ज़्यादा लग रहा
    है"), with nothing after saying more goods are wanted; the counter-price must still be lower (the caller)."""
    lo, hi = reader.clause_span[clause]
    after = [k for k in range(max(lo, lines_before[0].pos), hi) if reader.tokens[k].kind == "num"]
    if not after:
        return False
    for k in range(after[0] + 1, hi):
        if reader._word(k) in _DEAR and reader._word(k - 1) not in _NOT_DEAR_BEFORE and \
                reader._word(k + 1) not in _NOT_DEAR_AFTER:
            return True
    return False


def countered_on_the_line(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, which names no goods) are the counter-offer for the one item of the
    sentence before (``lines_before``), whose price that sentence turns down (module docstring)."""
    prices = [f for f in figs if f.kind == "price"]
    if not prices or any(f.kind not in ("price", "qty") or f.role for f in figs) or len(
            {ln.mention.candidates for ln in lines_before}) != 1:
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    if "offer" not in kinds or kinds & _NOT_AN_OFFER:
        return False
    if not any("reject" in c.kinds for c in cues_by_clause.get(clause - 1, ())) and not _dear_said(
            reader, clause - 1, lines_before):
        return False
    lo, hi = reader.clause_span[clause - 1]
    start = max(lo, lines_before[0].pos)
    declined = _numbers(reader, start, hi) + [  # "₹49 for sugar is too much": the price turned down before the name
        f.value for fs in getattr(reader, "refused_prices", {}).values() for f in fs if lo <= f.pos < start]  # (also
    # beside another's after the name: "₹520 for ghee is a little high — Balaji quoted us ₹505. Can you do ₹510?";
    # refused_prices is kept by chunk: the sentence's span picks them)
    if not declined or not all(f.value < max(declined) for f in prices):
        return False  # no price turned down, or ours is not below it
    return not any(reader.tokens[k].kind == "nl" for k in range(lines_before[0].pos, figs[0].pos))
