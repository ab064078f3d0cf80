"""An order said to stand only at its price: "मक्खन 24 पैकेट ₹52 के हिसाब से भेजिए। अगर ₹52 नहीं हो सकता तो मत
भेजिए।", "Makhan 24 packet ₹52 ke hisaab se bhejo. Agar ₹52 nahi ho sakta toh mat bhejna.", "Send 24 packets of
butter at ₹52. If ₹52 is not possible, don't send.", "20 kilo cheeni ₹42 mein bhejo, warna mat bhejna". An order at a
price is refused by the supplier when the price is not met, so the condition adds nothing: the order at ₹52 is what
is asked. The "don't send" had been read as a cancel, and the message refused as "which order to cancel? name it,
e.g. O3" — telling the writer to fix something it never wrote (a new user's trial, session 32, #1034).

``only_at_price`` (run by ``lang.after_acts``) takes out the condition: from "if"/"agar"/"अगर"/"otherwise"/"warna"/
"वरना" (or a "तो"/"toh" after a negation: "₹42 में न हो तो") to the end of its sentence, when it names no goods and no
count, its prices are all the price of an order before it, and it says only "not" and "don't send" (cancel or refuse
words): its cues and figures leave. "If ₹52 is not possible, send at ₹50" (a new price) reads as before.
"""
from __future__ import annotations

from lang.act_words import OTHERWISE
from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["only_at_price"]

_IF = fold_words("if agar अगर yadi यदि") | OTHERWISE
_THEN = fold_words("to toh तो")
_DENIED = frozenset({"cancel", "reject", "neutral"})


def only_at_price(reader) -> None:
    """Drop the condition "if not at that price, don't send" after an order at a price (module docstring);
    ``reader``: the MessageReader after its clause acts."""
    keys = reader._keys
    if NEGATIONS.isdisjoint(keys) or _IF.isdisjoint(keys) and _THEN.isdisjoint(keys) or reader.order_ids or \
            not any("cancel" in c.kinds for c in reader.cues):
        return
    for c in [c for c in reader.cues if "cancel" in c.kinds]:
        lo, hi = reader.clause_span[c.clause]
        start = next((k for k in range(lo, c.pos) if reader._word(k) in _IF), None)
        if start is None:
            start = lo if any(reader._word(k) in _THEN and any(reader._word(j) in NEGATIONS for j in range(max(lo, k - 4), k))
                              for k in range(lo, c.pos)) else None
        if start is None or any(start <= k < hi for k in reader.item_tokens):
            continue
        ordered = [d for d in reader.cues if "order" in d.kinds and d.pos < start]
        prices = {f.value for f in reader.figs if f.kind == "price" and f.pos < start}
        inside = [f for f in reader.figs if start <= f.pos < hi]
        if not ordered or not prices or any(f.kind != "price" or f.value not in prices for f in inside) or any(
                d.kinds and not d.kinds <= _DENIED and not _put(reader, d) for d in reader.cues if start <= d.pos < hi):
            continue
        reader.cues = [d for d in reader.cues if not start <= d.pos < hi]
        reader.figs = [f for f in reader.figs if not start <= f.pos < hi]
        reader.taken.update(range(start, hi))  # (the condition read: no word of it is unknown)
        return


def _put(reader, cue) -> bool:
    """An offer the acts stage put on the condition's price, on no word ("If you can't do ₹52, …"): the price is the
    order's own."""
    return cue.kinds == {"offer"} and all(reader.tokens[k].kind == "sym" for k in range(cue.pos, cue.end))
