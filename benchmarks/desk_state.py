"""One synthetic supplier's desk state for a corpus row, the same for its gold and for a reading of it.

``benchmarks/desk_outcome.py`` runs the desk (``negotiation_kernel.desk.decide``) on a row's gold intents and on
a reading's, each on a fresh copy of the state built here, and compares what it did. The state is chosen so that
every reference either reading makes is there to act on, and nothing else differs:

- **the supplier**: S1 of the two-day default scenario (honest: no fraud, a van the next day), carrying every item
  either reading names, on the terms of the first honest scenario supplier that sells it (else any that does, else
  terms drawn from the catalogue: list ~10 % over wholesale, never above MRP). Each item's hidden floor is lowered
  below every price either reading names for it, so no named price is lifted to the floor (which would hide a
  difference between 36 and 35) — the terms are otherwise the scenario's.
- **a standing quote** (today's open thread, the supplier's last price) per item the gold or the reading prices or
  bargains on: at the price the gold accepts, rejects or orders at (the price it takes the supplier to stand at);
  else, when the gold offers (a price or "₹2 less"), at the list price, raised one trader's step above the gold's
  highest offer when the list is not above it (an offer is made below a quote: the gold decides, so an accept
  read from an offer meets a quote above it); else the same from the reading (the price it read is the message's
  quote); else, for "your rate" accepted or rejected, the list. An item only ordered or asked about at no price
  has none: the list stands.
- **an open order per order id named** (confirmed, its van due tomorrow), holding the goods the intents naming that
  id name (an order naming it adds goods: a new order, not held), each at the largest quantity either reading names
  for it there (whole trade units; 10 when none is named), or, when no goods are named with it, 10 of the row's
  first item (rice when it names none). Goods a
  cancel names without an order id, and that no named order holds, go in one more open order of their own.
- **an open goods bill per bill id named** (and one per order id a payment or dispute names, for that order), of
  10 of the row's first item at its list price, overcharged by 10 % (its honest amount is less), so a dispute of
  it is upheld (``dispute_corrected``) and a payment moves money.
- id counters start past every id named, so the desk's new orders, vans and bills never take a named id.

Readings are rows as ``tests/test_reader_chat_corpus.gold_rows`` gives them: (kind, sku, quantity in selling
units, unit price ₹, total ₹, price change ₹, order id, bill id, bill total ₹); money inside the desk is paise.
"""
from __future__ import annotations

import math
import re
from typing import Sequence

from engine.shop import Shop
from lang.intents import Intent
from market.state import Bill, BillLine
from market.trade_units import round_up
from negotiation_kernel import bargaining
from negotiation_kernel.suppliers import ItemTerms, Supplier, mrp_ceiling, price_step, to_step
from negotiation_kernel.trade import make_delivery, order_line, order_of
from scenarios import load_scenario

__all__ = ["Row", "intents_of", "unit_price", "desk_state", "DEFAULT_QTY"]

Row = tuple  # (kind, sku, qty, unit ₹, total ₹, change ₹, order id, bill id, bill total ₹)
DEFAULT_QTY = 10  # selling units of an item on a synthetic order or bill when no quantity is named
_PRICED = ("accept", "reject", "order")  # intents whose price is the supplier's standing one
_BARGAIN = ("accept", "reject", "offer")


def _paise(rupees) -> int | None:
    return None if rupees is None else int(round(float(rupees) * 100))


def _qty(q) -> int | None:
    """A quantity in whole selling units (a ghee kilo read as 0.93 litre is 1): the desk takes ints."""
    return None if q is None else max(1, int(math.floor(float(q) + 0.5))) if float(q) > 0 else 0


def unit_price(row: Row) -> int | None:
    """The row's unit price in paise: its own, else its total over its quantity (what the kernel bargains on)."""
    if row[3] is not None:
        return _paise(row[3])
    if row[4] is not None and row[2]:
        return int(round(float(row[4]) * 100 / float(row[2])))
    return None


def intents_of(rows: Sequence[Row]) -> list[Intent]:
    """``lang.intents.Intent`` per row, prices in paise per selling unit, quantities whole selling units; a pay's
    stated amount from the bill-total column (the gold states it there)."""
    out = []
    for r in rows:
        kind, sku = r[0], r[1]
        out.append(Intent(kind=kind, sku=sku, quantity=_qty(r[2]), unit_price_paise=unit_price(r),
                          total_paise=_paise(r[4]) if sku is not None else _paise(r[8]) if kind == "pay" else None,
                          price_change_paise=_paise(r[5]), order_id=r[6], bill_id=r[7]))
    return out


def _number(ident: str) -> int:
    m = re.search(r"(\d+)$", ident or "")
    return int(m.group(1)) if m else 0


def _terms(shop: Shop, sku: str, prices: list[int]) -> ItemTerms:
    """The scenario's terms for ``sku`` (honest supplier first), its floor below every price in ``prices``."""
    sups = sorted(shop.suppliers.values(), key=lambda s: (s.fraud_scheme is not None, _number(s.supplier_id)))
    base = next((s.terms[sku] for s in sups if sku in s.terms), None)
    if base is None:
        item = shop.catalogue.by_sku(sku)
        w = item.wholesale_paise
        lst = min(to_step(w * 1.1), mrp_ceiling(item.mrp_paise))
        base = ItemTerms(sku=sku, list_paise=lst, floor_paise=min(int(w * 0.95), lst - 1), beta=1.0, max_rounds=6)
    floor = base.floor_paise
    if prices:
        low = min(prices)
        floor = max(1, min(floor, low - price_step(low) - 1))  # floor_price (a step above) is at most ``low``
    return ItemTerms(sku=sku, list_paise=base.list_paise, floor_paise=floor, beta=base.beta,
                     max_rounds=base.max_rounds)


def _quote(gold: Sequence[Row], got: Sequence[Row], sku: str, list_paise: int) -> int | None:
    """The standing quote (paise) for ``sku``, or None when neither reading prices nor bargains on it: the price
    the gold accepts, rejects or orders at; else, when the gold offers (a price or a change), the list, or one
    step above the gold's highest offer when the list is not above it; else the same two from the reading; else,
    for "your rate" accepted or rejected, the list."""
    for rows in (gold, got):
        mine = [r for r in rows if r[1] == sku]
        ref = [p for r in mine if r[0] in _PRICED and (p := unit_price(r)) is not None]
        if ref:
            return ref[-1]
        if any(r[0] == "offer" for r in mine):
            top = max((p for r in mine if r[0] == "offer" and (p := unit_price(r)) is not None), default=0)
            return list_paise if list_paise > top else top + price_step(top)
    return list_paise if any(r[1] == sku and r[0] in _BARGAIN for r in list(gold) + list(got)) else None


def desk_state(gold: Sequence[Row], got: Sequence[Row]) -> tuple[Shop, Supplier]:
    """A fresh shop on day 1 (the manager's turn) holding the state the module docstring describes, and its
    supplier. Deterministic: the same rows give the same state. Raises ``KeyError`` for an sku not in the
    catalogue."""
    shop = Shop(load_scenario(days=2))
    shop.next_turn()
    state, rows = shop.state, list(gold) + list(got)
    skus = list(dict.fromkeys(r[1] for r in rows if r[1]))
    named = {sku: [p for r in rows if r[1] == sku and (p := unit_price(r)) is not None] for sku in skus}
    terms = {sku: _terms(shop, sku, named[sku]) for sku in skus}
    base = shop.suppliers["S1"]
    first = skus[0] if skus else "rice-1kg"
    if first not in terms:
        terms[first] = _terms(shop, first, [])
    sup = Supplier(**{**{k: getattr(base, k) for k in ("supplier_id", "name", "language", "kind", "lead_days",
                                                       "credit_days", "arrives_minute_of_day", "reply_minutes",
                                                       "temperament")}, "fraud_scheme": None, "terms": terms})
    order_ids = list(dict.fromkeys(r[6] for r in rows if r[6]))
    bill_ids = list(dict.fromkeys(r[7] for r in rows if r[7]))
    for prefix, ids in (("O", order_ids + ["O0"]), ("B", bill_ids), ("D", []), ("T", []), ("A", bill_ids)):
        state.counters[prefix] = max([state.counters.get(prefix, 0)] + [_number(i) for i in ids]) + 100
    for sku in skus:
        price = _quote(gold, got, sku, terms[sku].list_paise)
        if price is not None:
            quoted = ItemTerms(sku=sku, list_paise=price, floor_paise=terms[sku].floor_paise, beta=1.0, max_rounds=6)
            thread, _ = bargaining.quote(state.next_id("T"), sup.supplier_id, quoted, state.day)
            shop.kernel.threads[thread.thread_id] = thread
            shop.kernel.current[f"{sup.supplier_id}:{sku}"] = thread.thread_id
    held: set[str] = set()
    for oid in order_ids:
        goods = _goods([r for r in rows if r[6] == oid and r[1] and r[0] != "order"]) or {first: DEFAULT_QTY}
        held |= set(goods)
        _open_order(shop, sup, oid, goods)
    loose = _goods([r for r in rows if r[0] == "cancel" and r[1] and not r[6] and r[1] not in held])
    if loose:
        _open_order(shop, sup, state.next_id("O"), loose)
    for bid in bill_ids:
        _bill(shop, sup, bid, "O0", first)
    for oid in dict.fromkeys(r[6] for r in rows if r[6] and r[0] in ("pay", "dispute")):
        _bill(shop, sup, state.next_id("B"), oid, first)
    return shop, sup


def _goods(rows: Sequence[Row]) -> dict[str, int]:
    """{sku: the largest quantity named for it in ``rows`` (whole trade units), ``DEFAULT_QTY`` when none}."""
    out: dict[str, int] = {}
    for r in rows:
        q = _qty(r[2]) or 0
        out[r[1]] = max(out.get(r[1], 0), round_up(r[1], q) if q else 0)
    return {s: q or round_up(s, DEFAULT_QTY) for s, q in out.items()}


def _open_order(shop: Shop, sup: Supplier, order_id: str, goods: dict[str, int]) -> None:
    """A confirmed order ``order_id`` of ``goods`` at the list prices, its van due after ``lead_days``."""
    state = shop.state
    lines = [order_line(sku=s, qty=q, unit_price_paise=sup.terms[s].list_paise) for s, q in goods.items()]
    order = order_of(order_id=order_id, supplier_id=sup.supplier_id, day=state.day, lines=lines)
    delivery = make_delivery(order, sup, shop.catalogue, state.next_id("D"), state.day + sup.lead_days, 0.0)
    order.delivery_id = delivery.delivery_id
    shop.kernel.orders[order_id] = order
    state.deliveries.append(delivery)


def _bill(shop: Shop, sup: Supplier, bill_id: str, order_id: str, sku: str) -> None:
    """An open goods bill ``bill_id`` for ``order_id``: ``DEFAULT_QTY`` of ``sku`` at its list price, the honest
    amount 10 % less (a dispute of it is upheld)."""
    price = sup.terms[sku].list_paise
    amount = DEFAULT_QTY * price
    shop.state.bills.append(Bill(bill_id=bill_id, supplier_id=sup.supplier_id, order_id=order_id,
                                 lines=[BillLine(sku=sku, qty=DEFAULT_QTY, unit_price_paise=price)],
                                 amount_paise=amount, issued_day=1, due_day=1 + sup.credit_days,
                                 honest_amount_paise=amount * 9 // 10))
