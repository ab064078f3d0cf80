"""A number before the goods asked cheaper, with the price in the next sentence, is their count (session 45, helper
RA; a new user's trial, F4): "Can you do 40 bath soaps cheaper? Our budget is ₹30 each.", "क्या 40 लाइफ़बॉय साबुन थोड़े
सस्ते कर सकते हैं? हम ₹11 प्रति साबुन दे सकते हैं।", "Kya 40 Lifebuoy sabun thoda sasta kar sakte ho? Hum ₹11 per sabun
de sakte hain." The bare 40 (no unit) stayed a figure of no role beside the price of the next sentence: refused "what is
40 for?", or with the budget dropped, "what price for bath soap?" — where a shopkeeper reads one offer: 40 soaps at ₹30.
("Can you do 40 bath soap?" alone is still no ₹40 bid: session 43, RT; the count needs the goods right after it and a
price said in the next sentence.)

``cheaper_count`` makes such a bare number a count (a ``qty`` figure with no unit): a bare number right before the
goods' name, in a sentence that offers (asks a lower price; or a question with no cue holding a word of cheaper —
"सस्ते", "sasta", "discount") and holds no price, when the next sentence holds a price.

A discount asked of counted goods with only a price in the next sentence is the same offer: "Bhaiya, any discount on 10
litres of ghee? 🙏 We were thinking ₹520 per litre." (``_discount_priced``: the question gets the offer cue it lacked).

Shape: ``cheaper_count(reader)`` with the MessageReader after its clause acts; changes ``reader.figs`` in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import Cue, Figure

__all__ = ["cheaper_count"]

#: Words asking a lower price, for a question with no cue of its own ("थोड़े सस्ते कर सकते हैं?", "sasta kar sakte ho?").
_CHEAPER = fold_words("cheaper cheap sasta saste sasti सस्ता सस्ते सस्ती discount chhoot chhut छूट less kam कम")


def cheaper_count(reader) -> None:
    """Make a bare number before goods asked cheaper, priced in the next sentence, their count (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, figs, mentions)."""
    _discount_priced(reader)
    if not reader.mentions or not any(f.kind == "bare" for f in reader.figs):
        return
    priced = {f.clause for f in reader.found_figs if f.kind == "price"}
    offering = {c.clause for c in reader.cues if "offer" in c.kinds} - priced
    if not _CHEAPER.isdisjoint(reader._keys) and "?" in reader._syms:  # (a question asking it cheaper, no cue)
        cued = {c.clause for c in reader.cues}
        offering |= {clause for clause, ws in clause_words(reader).items() if clause not in cued and clause not in
                     priced and not _CHEAPER.isdisjoint(ws) and any(reader.tokens[k].text == "?" for k in range(
                         *reader.clause_span[clause]))}
    if not offering or not priced:
        return
    starts = {m.first for m in reader.mentions if m.sku}
    reader.figs = [Figure("qty", f.value, f.pos, f.end, clause=f.clause) if f.kind == "bare" and f.clause in offering
                   and f.clause + 1 in priced and f.end in starts else f for f in reader.figs]


def _discount_priced(reader) -> None:
    """Give an offer cue to a question asking a discount on counted goods when the next sentence is only a price:
    "Bhaiya, any discount on 10 litres of ghee? 🙏 We were thinking ₹520 per litre.", "भैया, 10 लीटर घी पर कुछ छूट
    मिलेगी? 🙏 हम ₹520 प्रति लीटर सोच रहे थे।" (refused: what should we do with the ghee?). The message names one item;
    the question has no cue, no price and a count; the next sentence with words (an emoji alone is none) has a price,
    no goods and no cue. The price is then read as the one offered for the goods counted."""
    if _CHEAPER.isdisjoint(reader._keys) or "?" not in reader._syms or len({m.sku for m in reader.mentions}) != 1 or \
            None in {m.sku for m in reader.mentions}:
        return
    cued = {c.clause for c in reader.cues}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    worded = sorted({reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind in ("word", "num")})
    for q, p in zip(worded, worded[1:]):
        lo, hi = reader.clause_span[q]
        if q in cued or q in priced or q not in counted or q not in named or p in cued or p in named or \
                p not in priced or reader.tokens[hi - 1].text != "?":
            continue
        at = next((k for k in range(lo, hi) if reader._word(k) in _CHEAPER), None)
        if at is not None:
            reader.cues.append(Cue(frozenset({"offer"}), at, at + 1, q, reader.chunk_of[at]))
            reader.cues.sort(key=lambda c: c.pos)
