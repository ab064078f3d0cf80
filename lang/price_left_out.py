"""A price an order names that the reading would leave off some of its goods (a new user's trial through a fake model
server, session 32; fixer AL, session 33):

- one price said in the last goods' phrase after two or more goods counted in one unit, with no word saying it is
  each one's ("Send 25 kg sugar and 10 kg salt at ₹40.", "25 किलो चीनी और 10 किलो नमक ₹40 में भेजो।", "25 kilo cheeni
  aur 10 kilo namak ₹40 mein bhejo."): the salt alone had been priced. Is ₹40 the salt's alone, or each one's? The
  shopkeeper asks (``ambiguous_intent.price_whose``). Said "each", "both", "dono", "दोनों" it is each one's
  (``lang.price_each``, ``lang.lines``); a price of its own for each goods, or one said per a unit only the last goods
  is counted in ("2 trays eggs and 10 kg onion at ₹30/kg"), or goods priced in another sentence ("gul at ₹56 a kilo
  is fine. Please send 30 kg gul and 20 kg sugar at ₹41 per kg": holdout124 v8019), are read as before.
- a price set aside as the past ("old", "as before", "purane", "पुराने") that is what counted goods are asked sent at
  ("Send 10 kg rice at the old ₹38 and 5 kg sugar at ₹42.", "10 किलो चावल पुराने ₹38 पर …", "10 kilo chawal purane
  ₹38 pe …"): the rice had been ordered at no price, the writer's ₹38 lost. Refused
  (``ambiguous_intent.old_price_asked``) as ``lang.old_rate`` refuses an old rate asked beside a new one.

Shape: ``price_left_out(reader)`` → None; sets ``reader.refused_why`` (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["price_left_out"]

#: Words a price is asked "at", before it ("at", "@", "for") or after it in Hindi ("₹38 पर", "₹38 pe", "₹38 mein").
_AT_BEFORE = fold_words("at @ for")
_AT_AFTER = fold_words("pe par per पर पे mein me में wala wale वाले वाला")
#: Words that may stand between "at" and the price ("at the old ₹38", "at last time's ₹38", "at the earlier rate of").
_BETWEEN = fold_words("the old earlier previous last time times time's s usual same rate of purane purana पुराने पुराना "
                      "pichhle पिछले wale वाले")
#: Words of the past beside a price asked ("old", "as before", "last time's", "purane", "पुराने", "pehle wale").
_PAST = fold_words("old earlier previous last purane purana puraane pichhle pichle pehle pahle पुराने पुराना "
                   "पिछले पहले")
_AS = fold_words("as like")
#: Units a price may be said per for goods of several kinds alike.
_WEIGHED = frozenset(("kg", "g", "l", "ml", "quintal"))


def price_left_out(reader) -> None:
    """Refuse the two kinds of the module docstring; ``reader``: the MessageReader after its clause acts (tokens,
    mentions, figs, cues, refused_prices, clause_of, chunk_of). "Send 25 kg sugar and 10 kg salt at ₹40." ->
    ``ambiguous_intent.price_whose``; "Send 10 kg rice at the old ₹38 and 5 kg sugar at ₹42." ->
    ``ambiguous_intent.old_price_asked``; "Send 25 kg sugar at ₹40 and 10 kg salt at ₹22." -> as before."""
    if len(reader.mentions) < 1 or reader.at_counter or getattr(reader, "refused_why", None) is not None:
        return
    if not getattr(reader, "refused_prices", None) and not any(f.kind == "price" for f in reader.figs):
        return  # (both refusals are of a price: a reference dropped, or a new one; none in the message, no scans)
    ordered = {c.clause for c in reader.cues if "order" in c.kinds}
    if not ordered:
        return
    counted = {}
    for f in reader.figs:
        if f.kind == "qty" and reader.clause_of[f.pos] in ordered:
            counted.setdefault(reader.chunk_of[f.pos], []).append(f)
    if not counted:
        return
    _old_price_asked(reader, counted)
    if getattr(reader, "refused_why", None) is None and len(reader.mentions) >= 2:
        _price_whose(reader, counted, ordered)


def _item(reader, sku: str) -> str:
    found = reader.cat.by_sku(sku)
    return found.item if found is not None else sku


def _old_price_asked(reader, counted: dict) -> None:
    """A reference price right after "at" (or before "pe"/"पर") in the phrase of counted goods that no new price of
    its own prices, in a sentence that orders."""
    new_chunks = {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "price"}
    for chunk, figs in getattr(reader, "refused_prices", {}).items():
        if chunk not in counted or chunk in new_chunks:
            continue
        goods = [m for m in reader.mentions if reader.chunk_of[m.first] == chunk and m.sku]
        if len({m.sku for m in goods}) != 1:
            continue
        for f in figs:
            if _asked_at(reader, f) and _said_past(reader, f):
                reader.refused_why = why("ambiguous_intent.old_price_asked", item=_item(reader, goods[0].sku),
                                         figure=reader._fig_text(f))
                return


def _asked_at(reader, f) -> bool:
    """Whether the price ``f`` is what its goods are asked at: "at" before it past words of the past ("at the old
    ₹38"), or "pe"/"पर"/"mein" right after it ("पुराने ₹38 पर")."""
    k, seen = f.pos - 1, 0
    while k >= 0 and seen < 5 and reader.chunk_of[k] == reader.chunk_of[f.pos]:
        t = reader.tokens[k]
        if t.kind == "sym" and t.text == "₹" or t.kind == "word" and t.key in ("rs", "inr"):
            k -= 1
            continue
        if t.kind == "word" and t.key in _AT_BEFORE or t.kind == "sym" and t.text == "@":
            return True
        if not (t.kind == "word" and t.key in _BETWEEN or t.kind == "sym" and t.text == "'"):
            break
        k, seen = k - 1, seen + 1
    return reader._word(f.end) in _AT_AFTER and reader.chunk_of[min(f.end, reader.n - 1)] == reader.chunk_of[f.pos]


def _said_past(reader, f) -> bool:
    """Whether a word of the past stands in the price's phrase, up to four words before it or three after it ("the
    old ₹38", "₹38 as before", "पुराने ₹38"): not a price set aside for another reason (a reasoning block's)."""
    chunk = reader.chunk_of[f.pos]
    near = range(max(0, f.pos - 4), min(reader.n, f.end + 3))
    return any(reader.chunk_of[k] == chunk and (reader._word(k) in _PAST or reader._word(k) == "before" and reader._word(
        k - 1) in _AS) for k in near)  # ("as before"; not "at ₹41 per kg before the 13th", holdout124 v8019)


def _price_whose(reader, counted: dict, ordered: set) -> None:
    """One new price in the last counted goods' phrase after other goods counted in the same unit, no word of each."""
    prices: dict[int, list] = {}
    for f in reader.figs:
        if f.kind == "price":
            prices.setdefault(reader.clause_of[f.pos], []).append(f)
    for clause, figs in prices.items():
        f = figs[0]
        if clause not in ordered or len(figs) != 1 or f.note or f.role or f.mark == "total":
            continue
        here = [m for m in reader.mentions if reader.clause_of[m.first] == clause and m.sku]
        before = [m for m in here if m.first < f.pos]
        if len(before) < 2 or len(before) < len(here) or len({m.sku for m in before}) < 2:
            continue
        chunk = reader.chunk_of[f.pos]
        last = max(before, key=lambda m: m.first)
        if reader.chunk_of[last.first] != chunk or any(reader.chunk_of[m.first] == chunk for m in before if m is not last):
            continue  # (a price in a phrase of its own: lang.shared_price)
        chunks = {reader.chunk_of[m.first] for m in before}
        if not all(len(counted.get(c, ())) == 1 for c in chunks) or any(c.clause == clause and c.kinds != {"order"} for c in reader.cues):
            continue  # (not "तूर दाल 20 किलो की जगह 10 किलो कर दीजिए, और … 5 किलो गुड़ ₹60 किलो के भाव से": a change)
        if any(m.sku in _priced_elsewhere(reader, prices, clause) for m in before if m is not last):
            continue  # "gul at ₹56 a kilo is fine. Please send 30 kg gul and 20 kg sugar at ₹41 per kg": the sugar's
        units = {q.unit for c in chunks for q in counted[c]}
        if len(units) != 1 or None in units or not units <= _WEIGHED and f.unit is None:
            continue
        if f.unit is not None and f.unit not in units and not ({f.unit} | units) <= _WEIGHED:
            continue  # "2 trays eggs and 10 kg onion at ₹30/kg": the onion's
        reader.refused_why = why("ambiguous_intent.price_whose", figure=reader._fig_text(f), item=_item(reader, last.sku))
        return


def _priced_elsewhere(reader, prices: dict, clause: int) -> set:
    """The goods named in a phrase with a price of its own in another sentence than ``clause``."""
    chunks = {reader.chunk_of[f.pos] for c, figs in prices.items() if c != clause for f in figs}
    return {m.sku for m in reader.mentions if reader.chunk_of[m.first] in chunks}
