"""One price said after several goods, in a phrase of its own: "Bhaiya 25 kilo chawal aur 10 kilo moong dal bhej do,
rate wahi ₹39.50 wala", "Please send 20 kg sugar and 10 kg rice, same rate as before ₹44", "30 किलो चावल और 10 किलो
चीनी भेज दो, भाव वही ₹39.50 वाला।" (a new user's trial, twenty-sixth session). The price had gone on the last item named
— moong dal ordered at rice's ₹39.50, silently. A shopkeeper would ask which of the goods it is for (or whether for
all of them).

``shared_price`` refuses such a message (``ambiguous_intent.figure``: what is ₹39.50 for?) when a new price stands in
a phrase naming no goods, after two or more different goods of its sentence each with its own count, and is the
sentence's only price. Left alone: a price in an item's own phrase ("10 kg rice at ₹44": rice's), "each" / "dono"
prices (said of all), totals, and a price named with its item ("chawal ka rate wahi ₹39.50").
"""
from __future__ import annotations

from lang.reasons import why

__all__ = ["shared_price"]

#: Units a price may be said per for goods of several kinds alike (not a bottle, packet or tray).
_WEIGHED = frozenset(("kg", "g", "l", "ml", "quintal"))


def shared_price(reader) -> None:
    """Set ``reader.refused_why`` for a price said after several counted goods in a phrase of its own (module
    docstring). ``reader``: the MessageReader after its clause acts (mentions, figs, clause_of, chunk_of)."""
    if len(reader.mentions) < 2 or reader.at_counter or getattr(reader, "refused_why", None) is not None:
        return  # (at the counter a lone amount is the bill: lang.counter_words)
    prices: dict[int, list] = {}
    for f in reader.figs:
        if f.kind == "price":
            prices.setdefault(f.clause, []).append(f)
    if not prices:
        return
    named_chunks = {reader.chunk_of[m.first] for m in reader.mentions}
    counted_chunks = {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    for clause, figs in prices.items():
        f = figs[0]
        if len(figs) != 1 or f.note or f.role or f.mark == "total" or reader.chunk_of[f.pos] in named_chunks or any(
                t.kind == "num" for t in reader.tokens[max(0, f.pos - 4):f.pos]):
            continue  # ("42 aur 31 rupaye kilo, respectively": which figure is whose, refused as such later)
        if f.unit and f.unit not in _WEIGHED:
            continue  # "2 पेटी कोक भेजो, ₹38 बोतल": a price a bottle, a packet, a tray is the goods' counted so
        before = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause and m.first < f.pos and m.sku
                  and reader.chunk_of[m.first] in counted_chunks}
        after = [m for m in reader.mentions if reader.clause_of[m.first] == clause and m.first > f.pos]
        if len(before) >= 2 and not after:
            reader.refused_why = why("ambiguous_intent.figure", figure=reader._fig_text(f))  # (verify's wording)
            return
