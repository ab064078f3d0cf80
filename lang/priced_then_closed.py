"""An English imperative that sets a price, then "and" the deal closed: "Price the sugar at ₹4,100 a quintal and the 5
quintal order is confirmed." (session 36's probe, a strict xfail since: read as an order of 500 kg at the price),
"Kindly price the refined oil at ₹112 per litre and our order for 24 litres stands confirmed.", "Do toor dal at
₹130/kg and we'll book 30 kg today." (refused: "your offer, or an order at our price?"). Said so, the price is the
condition of the deal, as "If you can do ₹4,100 a quintal, we'll confirm 5 quintals" and the Hindi and Hinglish twins
read ("चीनी ₹4,100 क्विंटल कर दो तो 5 क्विंटल का ऑर्डर पक्का।", "Cheeni ₹4,100 quintal kar do to 5 quintal ka order
pakka."): an offer at the price, with the count the closing part names ("Make it ₹36 a kg for onion and we confirm
40 kg.", "Give ₹5.60 an egg and it's a deal for 6 trays." already read so).

The sentence opens (after "please", "kindly", "just") with a verb that sets a price ("price", "do", "give", "make",
"keep", "put", "set"), names a price before its "and", and after it a word closing the deal ("confirmed", "deal",
"confirm", "book", "take" with "we", "I", "is" or "stands" before it); no "?" in it. Its cues become one offer at the
verb (the order or the rate asked by "price" go). (Session 47, RA.)

Shape: ``priced_then_closed(reader)`` with the MessageReader after its clause acts; changes ``cues``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["priced_then_closed"]

_SET_PRICE = fold_words("price do give make keep put set")
_OPENERS = fold_words("please pls kindly just so ok okay then sir ji bhai bhaiya")
_CLOSED = fold_words("confirmed deal")
_CLOSE = fold_words("confirm book take")
_WHO = fold_words("we i we'll i'll well ill is stands it's its our")
_ASKS = frozenset({"order", "offer", "accept", "ask_quote", "ask_quote_weak"})


def _first_word(reader, lo: int, hi: int) -> int | None:
    k = lo
    while k < hi and (not reader._word(k) or reader._word(k) in _OPENERS):
        k += 1
    return k if k < hi else None


def priced_then_closed(reader) -> None:
    """Make such a sentence one offer (module docstring). ``reader``: the MessageReader after its clause acts."""
    if reader.language != "en" or _SET_PRICE.isdisjoint(reader._keys) or "and" not in reader._keys:
        return
    for clause, (lo, hi) in reader.clause_span.items():
        first = _first_word(reader, lo, hi)
        if first is None or reader._word(first) not in _SET_PRICE or any(reader._sym(k) == "?" for k in range(lo, hi)):
            continue
        cues = [c for c in reader.cues if c.clause == clause]
        if not cues or any(not c.kinds <= _ASKS for c in cues):
            continue
        price = next((f for f in reader.figs if f.kind == "price" and f.role != "relative" and first < f.pos < hi), None)
        if price is None:
            continue
        at = next((k for k in range(price.end, hi) if reader._word(k) == "and"), None)
        if at is None or not any(reader._word(k) in _CLOSED or reader._word(k) in _CLOSE and any(
                reader._word(j) in _WHO for j in range(max(at, k - 4), k)) for k in range(at + 1, hi)):
            continue
        offer = Cue(frozenset({"offer"}), first, first + 1, clause, reader.chunk_of[first])
        reader.cues = [c for c in reader.cues if c.clause != clause]
        reader.cues.append(offer)
        reader.cues.sort(key=lambda c: c.pos)
