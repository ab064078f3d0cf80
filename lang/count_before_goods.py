"""A bare number right before the goods' name in a bid that states no price is their count, never the bid: "Hi, can
you do 40 bath soap at a better price?", "Could you do 100 maggi at a discount?", "40 sabun kam rate mein de sakte
ho?", "क्या आप 40 साबुन कम दाम में दे सकते हैं?" ask a lower price for 40 soaps (or 100 packets) and name none
(a new user's trial 43, F1: each was read as a bid of ₹40 a soap, ₹100 a kg of noodles, and a supplier accepted a bid
never made). The offer is then refused `no_price` ("what price for bath soap?"), as "Can you do 40 packets of
biscuits cheaper?" already was; the price is the writer's to state.

Where the number is the bid it says so by its place: after the goods ("sabun 12 mein de sakte ho?", "Can you do
rice at 38?"), with "for"/"on" after it ("can you do 40 for the soap?", "Can you do 38 on rice?"), with ₹ or rupees
("can you do ₹40 for soap?"), or beside a count ("Can you do 100 maggi at 12?": 100 packets at ₹12) — all read as
before. "Can you do 38 rice?" (38 kg, or ₹38 a kg?) is refused the same way: no price is guessed.

An acceptance says the price it takes before the goods as often ("ok 44.50 sugar. send 3 bori", "thik hai 27 aloo ka
ok": holdouts 141 and 25), so there the number is the count only when it cannot be a price per selling unit ("OK,
40 soaps." for a ₹15 soap; "Theek hai, 40 sabun.", "ठीक है, 40 साबुन।"): refused `no_price`, never an acceptance of ₹40;
or when an order word shares its clause ("Ok, book it — 4 cases Coke and 24 bhujia": 24 packets booked, holdout178) —
also where the goods are named again right after the number ("surf aur lifebuoy ke rate thik hain — Friday ko 36 Surf
Excel aur 6 darjan Lifebuoy bhej do", "सर्फ़ … के रेट ठीक हैं — … 36 सर्फ़ एक्सेल … भेज दीजिए": the acceptance names
them first, holdout181 m3043 had accepted Surf Excel at ₹36 and ordered none, session 52).

Shape: ``count_before_goods(reader, line, bares, prices, kind, mrp_paise)`` → the bare figure that counts the line's
goods, or None (``lang.resolve``: an offer or acceptance line's bare number is then no price).
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["count_before_goods"]

#: Words between a count and the goods it counts ("40 of the soaps").
_OF = frozenset(fold(w) for w in "of the".split())


def count_before_goods(reader, line, bares: list, prices: list, kind: str, mrp_paise: int):
    """The one bare number of ``line`` written right before its goods' name (or "of the" between), when the line
    states no price: their count. In an acceptance only when it cannot be the price per selling unit (over 1.5 × the
    MRP ``mrp_paise``: "OK, 40 soaps.") or beside an order word, as an acceptance often says the price it takes before the goods ("ok 44.50
    sugar. send 3 bori", "thik hai 27 aloo ka ok"). None otherwise."""
    if prices or len(bares) != 1 or bares[0].clause != line.clause or kind == "accept" and (
            2 * bares[0].value * 100 <= 3 * mrp_paise) and not _ordered_in(reader, line.clause):
        return None
    k = bares[0].end
    named = {m.first for m in getattr(reader, "mentions", ()) if m.sku == line.mention.sku and m.first >= k} \
        if kind == "accept" else set()  # (the goods named again where they are ordered: module docstring)
    named.add(line.mention.first)
    while k < max(named) and k not in named and reader._word(k) in _OF:
        k += 1
    return bares[0] if k in named else None


def _ordered_in(reader, clause: int) -> bool:
    """An order word in the acceptance's own clause ("Ok, book it — 4 cases Coke and 24 bhujia", "ठीक है, बुक कर
    दीजिए — … 24 भुजिया"): the number before the goods is what is booked, not the price taken (holdout178 d3011
    had accepted bhujia at ₹24)."""
    return any(c.clause == clause and "order" in c.kinds for c in getattr(reader, "cues", ()))
