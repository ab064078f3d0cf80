"""Two asks a shopkeeper cannot act on for want of a word: goods told short and asked sent with no bill or order
named ("Short by 2 packets of haldi, please send them.", "हल्दी के 2 पैकेट कम आए, भेज दीजिए।", "Haldi ke 2 packet
kam aaye, bhej do." — holdout115 z8060 had ordered 2 new packets, silently: the shortfall of which delivery, to be
made good on which bill?), refused with ``no_id.bill`` (which bill? name it); and a bill named with an amount and a
question mark only ("About B7 — ₹4,800?", "B7 के बारे में — ₹4,800?" — holdout78 r9058 had asked for the bill,
silently: is the amount disputed, paid or asked?), refused with ``ambiguous_intent.figure`` (what is ₹4,800 for?).

``short_unnamed(reader)``: a word of short ("short", "kam aaye", "कम आए"), a dispute cue and an order cue, goods
named with a count, no bill or order id in the message. ``bill_amount_asked(reader)``: one bill id, no goods, one
price figure, a question mark, no intent word of paying, disputing, asking for a bill or ordering, and no word but
"about" / "regarding" / "ke baare mein" / "के बारे में" / "bill".

Shape: both take the MessageReader after its clause acts and set ``reader.refused_why``.
"""
from __future__ import annotations

from lang.gates import Gate
from lang.language import fold, fold_words
from lang.reasons import why

__all__ = ["short_unnamed", "bill_amount_asked"]

_BILL_WORDS = frozenset({"pay", "dispute", "ask_bill", "order", "cancel", "ask_delivery", "bill"})
_SHORT = fold("short")
_LESS = fold_words("kam कम less")
_CAME = fold_words("came received delivered aaye aaya aayi aye aya mile mila mili आए आये आया आई मिले मिला मिली")
#: The only words "About B7 — ₹4,800?" may hold besides the id and the amount.
_ABOUT = fold_words("about regarding re ke baare bare mein me के बारे में bill बिल b")


def short_unnamed(reader) -> None:
    """Refuse goods told short and asked sent with no id named (module docstring)."""
    if reader.bill_ids or reader.order_ids or not reader.mentions or getattr(reader, "refused_why", None):
        return
    if _SHORT_GATE.shut(reader._keys):
        return  # (speed, lang.gates: goods told short need "short" or a word of less before one of coming)
    kinds = {k for c in reader.cues for k in c.kinds}
    keys = [t.key for t in reader.tokens if t.kind == "word"]
    short = _SHORT in keys or any(a in _LESS and b in _CAME for a, b in zip(keys, keys[1:]))
    if short and "dispute" in kinds and "order" in kinds and any(f.kind == "qty" for f in reader.figs):
        reader.refused_why = why("no_id.bill", action="dispute")


def bill_amount_asked(reader) -> None:
    """Refuse a bill named with an amount and a question mark only (module docstring)."""
    if len({i for _, i in reader.bill_ids}) != 1 or reader.order_ids or reader.mentions or "?" not in reader._syms or \
            getattr(reader, "refused_why", None):
        return
    if any(c.kinds & _BILL_WORDS for c in reader.cues) or any(
            t.kind == "word" and t.key not in _ABOUT for t in reader.tokens):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    if len(prices) == 1:
        f = prices[0]
        figure = "".join(reader.tokens[k].text for k in range(max(0, f.pos - 1), f.end)
                         if reader.tokens[k].kind == "num" or reader.tokens[k].text == "₹")
        reader.refused_why = why("ambiguous_intent.figure", figure=figure)


#: ``short_unnamed`` reads goods told short only with "short" or a word of less (before one of coming).
_SHORT_GATE = Gate("unnamed_asks.short", (short_unnamed,), opens=(frozenset({_SHORT}), _LESS), alongside=(_CAME,))
