"""The price an acceptance or a refusal carries when only the quoted mail names it (decided in the 27th session).

A reply under the supplier's rates: "> Milk 500 ml ₹25, curd 400 g ₹34" then "Milk is fine, send 40 packets. No curd
for now." accepts the milk at the quoted ₹25 and refuses the curd with no price; "> गुड़ इस हफ़्ते ₹62/किलो" then
"चलेगा, 20 किलो भेजो" accepts gur at ₹62; "> Eggs ₹178 per tray" then "Theek hai, 5 tray" accepts eggs at ₹5.9333 an
egg (the selling unit, as everywhere). "Tea ok, biscuits no." under "> Tea 250 g ₹116 / Parle-G 65 g ₹4.20" (read
again with the quote before it, ``read_message``) accepts tea at ₹116 and refuses the biscuits with no price: a
refusal carries only a price its own words name (tests/corpus_chat/README.md, conventions).

An acceptance takes the quoted price only when nothing of the writer's own prices the goods — the accept has no
price, total or change of its own, no other intent of the goods carries a price, and no price of the reply stands
in a clause naming the goods or naming none — and the quoted lines give the goods exactly one price
(``QuotedTermsMixin._quoted_selling_prices``: goods priced twice, or a price told as the past, "it was ₹142 last
week", give none; then the accept stays without a price). The supplier's desk answers an accept with no price by
taking its own last price, so the accept at the quote it answers is decided alike; a quote gone stale is refused as
the wrong price instead of closing at a price the writer never saw (tests/test_desk_quoted_accept.py).

``carried_prices(reader, intents)``: ``intents`` as (position, Intent) pairs, returned in the same order and shape.
"""
from __future__ import annotations

__all__ = ["carried_prices"]


def _bare(i) -> bool:
    return i.unit_price_paise is None and i.total_paise is None and i.price_change_paise is None


def _own_priced(reader, sku: str, others: frozenset = frozenset()) -> bool:
    """A price of the writer's own (after the quote read before the reply, when there is one) stands in a clause
    naming ``sku`` or naming no goods — not one another goods' intent carries (``others``: their prices in paise),
    told in a sentence naming no goods: "> … mustard oil ₹134/L, refined oil ₹116/L" then "Sarson tel ₹134 bahut
    mehnga hai. ₹128 mein do to 2 peti lenge. Refined theek hai — 12 litre bhej do." (the ₹128 is the mustard
    oil's offer: the refined oil is accepted at the quoted ₹116, as the English reply reads; holdout126 k8027)."""
    start = getattr(reader, "context_chars", 0)
    own = [f for f in reader.figs if f.kind == "price" and reader.tokens[f.pos].start >= start]
    if not own:
        return False
    named: dict[int, set] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    return any(sku in named[f.clause] if f.clause in named else _paise_of(f) not in others for f in own)


def _paise_of(f) -> int | None:
    """The figure's value in paise (a price as written), or None when it is no whole number of paise."""
    paise = f.value * 100
    return int(paise) if paise == int(paise) else None


def _unnamed_rate(reader) -> bool:
    """A price of the quoted lines follows no goods named in its clause and is a rate (per a unit, or beside a
    quantity): whose it is the quote does not say."""
    them = reader._quoted_reader()
    if them is None:
        return False
    named: dict[int, int] = {}
    for m in them.mentions:
        named.setdefault(them.clause_of[m.first], m.first)
    counted = {f.clause for f in them.figs if f.kind == "qty"}
    return any(f.kind in ("price", "bare") and not (f.clause in named and named[f.clause] < f.pos) and (
        f.mark == "unit" or f.unit or f.clause in counted) for f in them.figs)


def _priced_once(reader) -> set:
    """The goods the quoted lines give one price, as written, whatever it is for (a rate, a lot's total, a bare
    number), leaving out prices told as the past: "> Toor dal ₹138/kg, ₹135 for 50 kg or more" gives toor two."""
    them = reader._quoted_reader()
    seen: dict[str, set] = {}
    for f in them.figs if them is not None else ():
        if f.kind not in ("price", "bare") or reader._told_as_past(them, f):
            continue
        named = [m for m in them.mentions if m.sku and m.first < f.pos and them.clause_of[m.first] == f.clause]
        if named:
            seen.setdefault(named[-1].sku, set()).add(f.value)
    return {sku for sku, values in seen.items() if len(values) == 1}


def _likely(reader, sku: str, paise: int) -> bool:
    """A price per selling unit a supplier could ask (a fifth of the MRP to twice it): a quoted figure converted to
    the selling unit wrongly is carried onto no deal."""
    mrp = reader.cat.by_sku(sku).mrp_paise
    return mrp // 5 <= paise <= 2 * mrp


def carried_prices(reader, intents: list) -> list:
    """``intents`` with each bare acceptance priced at the quoted lines' one price for its goods, and each refusal's
    price dropped when it is only the quote's (read again with the quote before the reply); module docstring.
    ``reader``: the MessageReader settling its intents (figs, mentions, clause_of, tokens, context_chars)."""
    quoted_first = getattr(reader, "context_chars", 0) > 0
    accepts = any(i.kind == "accept" and i.sku and _bare(i) for _, i in intents)
    rejects = quoted_first and any(i.kind == "reject" and i.unit_price_paise is not None for _, i in intents)
    if not (accepts or rejects):
        return intents
    prices = reader._quoted_selling_prices() if accepts and not _unnamed_rate(reader) else {}
    if prices:
        once = _priced_once(reader)
        prices = {sku: paise for sku, paise in prices.items() if sku in once and _likely(reader, sku, paise)}
    priced = {i.sku for _, i in intents if i.kind != "reject" and not _bare(i)}
    out = []
    for p, i in intents:
        if i.kind == "accept" and _bare(i) and i.sku in prices and i.sku not in priced and \
                not _own_priced(reader, i.sku, frozenset(o.unit_price_paise for _, o in intents if o.sku not in (
                    i.sku, None) and o.unit_price_paise is not None and o.kind in ("offer", "accept", "order"))):
            i = i.model_copy(update={"unit_price_paise": prices[i.sku]})
        elif rejects and i.kind == "reject" and i.unit_price_paise is not None and i.total_paise is None and \
                not _own_priced(reader, i.sku):
            i = i.model_copy(update={"unit_price_paise": None})
        out.append((p, i))
    return out
