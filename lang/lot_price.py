"""A price for a lot said bare, with no word of ordering or offering: "50 किलो प्याज़ के ₹1,500, बस यही", "50 kilo
pyaaz ke ₹1,500", "₹1,500 for 50 kg onion" (breaker AX). A bare list of goods is an order, and these had ordered 50
kg at ₹30, silently; but "X के ₹Y" / "₹Y for X" names what the shop will pay for the lot — a price proposed, not goods
asked for ("eggs 5 tray, ₹1,025 total" sums an order and still orders). ``lot_price`` refuses with
``ambiguous_intent.no_word`` when no cue of the message says anything (but "bas yahi") and a lot total stands after "ke"/"के" or
next to "for".
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["lot_price"]

#: "ke"/"के" before the price, or "for" on either side of it: the price is for the lot.
_FOR_BEFORE = fold_words("ke के ka का for")
_FOR_AFTER = fold_words("for")
#: Words closing a list ("बस यही", "bas itna"): an order cue on them alone says no more than the price does.
_CLOSING = fold_words("bas बस yahi यही itna इतना itne इतने")
#: Words of a sum that make the line an order added up ("₹1,025 total", "कुल ₹960").
_SUM = fold_words("total kul कुल poore पूरे sub subtotal")


def lot_price(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.no_word``) when no cue has a kind, no word of ``_SUM`` is said
    and a price (a total, or unmarked beside a quantity) stands right after a word of ``_FOR_BEFORE`` or right before "for".
    ``reader``: the MessageReader after its clause acts (cues, figs, tokens, mentions)."""
    if _FOR_BEFORE.isdisjoint(reader._keys) or not _SUM.isdisjoint(reader._keys) or getattr(  # (the word checks
            reader, "refused_why", None) is not None or any(c.kinds and not all(  # first: the cheapest)
            reader._word(k) in _CLOSING for k in range(c.pos, c.end)) for c in reader.cues):
        return
    for f in reader.figs:
        if f.kind != "price" or f.mark not in ("total", None) or not any(
                g.kind == "qty" and g.clause == f.clause for g in reader.figs):
            continue
        k = f.pos - 1 - (f.pos > 0 and reader.tokens[f.pos - 1].text == "₹")  # past a "₹" before the number
        before = reader._word(k) if k >= 0 else ""
        if before in _FOR_BEFORE or reader._word(f.end) in _FOR_AFTER:
            m = min((m for m in reader.mentions if m.sku), key=lambda m: abs(m.first - f.pos), default=None)  # nearest
            if m is not None:  # (no goods named: the reader's own refusal stands)
                reader.refused_why = why("ambiguous_intent.no_word", item=reader.cat.by_sku(m.sku).item)
            return
