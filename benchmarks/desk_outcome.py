"""Whether a silent misreading makes the supplier's desk act differently from the gold reading.

``benchmarks/reader_scores.py`` calls a readable result that differs from its row's gold *silent*. Many such rows
are conventions the desk acts on alike (an accept beside an order at the same price; a price per piece or per bundle
of the same money); others make it order another quantity, close at another price, cancel the wrong order, pay
another bill. ``compare`` tells them apart: it builds one synthetic desk state for the row
(``benchmarks/desk_state.py``: a standing quote per item priced, an open order per order id named, a bill per bill
id), runs ``negotiation_kernel.desk.decide`` on the gold's intents and on the reading's, each on a fresh copy of
that state, and compares

- **what the desk did** (``acts``): the orders it placed (each line's sku, quantity in selling units, unit price in
  paise), every order of the state afterwards (status and lines: a cut, a cancel), every bill (status, amount:
  payments, disputes upheld), the bank balance (paise), and, per item either reading names, the unit price an order
  placed now would get (``trade.price_for_order``: the price agreed, the counter standing, else the list) — so an
  accept beside an order at that price and the order alone act alike; and
- **what it answered** (``replies``): the decision lines, each reduced to its kind and what it is about (sku,
  quantity, price, order or bill id, amount, the reason's code) — a quote given, a bill sent, a refusal — never the
  wording.

The desk *acts differently* when the acts differ; a row whose acts agree but whose replies differ (a dispute with
the bill asked for again answers one more ``bill`` line) is counted the same and shown with the reply that differs.
An unreadable gold read as readable always differs: the desk acted on what it should have refused. Counter rows
(``style: counter``) are the cashier's, not the desk's: ``compare`` returns None for them.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from benchmarks.desk_state import Row, desk_state, intents_of
from negotiation_kernel import desk
from negotiation_kernel.desk_bargain import todays_thread
from negotiation_kernel.trade import price_for_order

__all__ = ["Outcome", "Verdict", "run", "compare", "gold_of"]


@dataclass(frozen=True)
class Outcome:
    """What the desk did with one reading: ``acts`` (a dict of hashable summaries, see the module docstring) and
    ``replies`` (the decision lines as sorted tuples: kind first)."""
    acts: dict
    replies: tuple


@dataclass(frozen=True)
class Verdict:
    """``differs``: the desk acts differently; ``what``: the first act that differs, gold's then the reading's (""
    when none); ``reply``: how the replies differ when they do ("" when not)."""
    differs: bool
    what: str
    reply: str


def gold_of(row: dict) -> list[Row] | None:
    """A corpus row's gold as reading rows (``tests/test_reader_chat_corpus.gold_rows``), None when unreadable."""
    from test_reader_chat_corpus import gold_rows
    return gold_rows(row) if row["readable"] else None


def run(rows: Sequence[Row], gold: Sequence[Row], got: Sequence[Row]) -> Outcome:
    """The desk on ``rows`` (gold's or a reading's) in the state built for the pair (``desk_state(gold, got)``)."""
    shop, sup = desk_state(gold, got)
    before = set(shop.kernel.orders)
    lines = desk.decide(shop, sup, intents_of(rows))
    orders = shop.kernel.orders
    placed = sorted(_lines(o) for oid, o in orders.items() if oid not in before)
    skus = sorted({r[1] for r in list(gold) + list(got) if r[1] and r[1] in sup.terms})
    prices = tuple((s, price_for_order(sup, s, todays_thread(shop, sup, s), shop.state.day)) for s in skus)
    acts = {"placed": tuple(placed),
            "orders": tuple((oid, orders[oid].status, _lines(orders[oid])) for oid in sorted(before)),
            "bills": tuple((b.bill_id, b.status, b.amount_paise) for b in shop.state.bills),
            "bank": shop.state.bank_paise, "prices": prices}
    return Outcome(acts=acts, replies=tuple(sorted(map(_reply, lines), key=repr)))


def _lines(order) -> tuple:
    return tuple(sorted((l.sku, l.qty, l.unit_price_paise) for l in order.lines))


_ABOUT = ("sku", "order_id", "bill_id", "qty", "qty_left", "price_paise", "amount_paise", "refund_paise")


def _reply(line: dict) -> tuple:
    """A decision line as (kind, its fields about what, the reason's code): ids the desk just made are left out
    (an order placed is its lines; ``acts`` holds them)."""
    kind = line["kind"]
    about = tuple((k, line[k]) for k in _ABOUT if k in line and not (kind == "order_confirmed" and k == "order_id"))
    if kind == "order_confirmed":
        about += (("lines", tuple((l["sku"], l["qty"], l["unit_price_paise"]) for l in line["lines"])),)
    if kind == "accept":  # a price agreed, by whatever route (named, "your rate", a bid at or above it)
        about = tuple(kv for kv in about if kv[0] != "qty")
    reason = line.get("reason")
    code = getattr(reason, "code", None) or getattr(reason, "reader_key", None) or type(reason).__name__
    return (kind, about, code if reason is not None and kind != "accept" else None)


def compare(row: dict, got: Sequence[Sequence]) -> Verdict | None:
    """The desk on ``row``'s gold (a corpus row dict) beside ``got`` (a readable reading, as ``reader_scores``
    saves it: lists as ``gold_rows`` tuples). None for a counter row (no desk)."""
    if row.get("style") == "counter":
        return None
    got = [tuple(r) for r in got]
    mine = run(got, [], got) if row["readable"] is False else None
    if mine is not None:  # the desk should have refused the e-mail
        kinds = ", ".join(_said(r) for r in mine.replies)
        return Verdict(True, f"gold refused ({row.get('reason', '')}); reading acted: {kinds}", "")
    gold = gold_of(row)
    a, b = run(gold, gold, got), run(got, gold, got)
    reply = _reply_diff(a.replies, b.replies)
    for key in ("placed", "orders", "bills", "bank", "prices"):
        if a.acts[key] != b.acts[key]:
            return Verdict(True, _act_diff(key, a.acts[key], b.acts[key]), reply)
    return Verdict(False, "", reply)


def _said(reply: tuple) -> str:
    kind, about, code = reply
    names = ("bill_id",) if kind == "bill" else ("sku", "order_id", "bill_id", "qty")  # a bill: by its id alone
    fields = " ".join(str(v) for k, v in about if k in names and v is not None)
    fields += " ".join(f"{s}×{q}" for k, v in about if k == "lines" for s, q, _ in v)  # an order placed: its goods
    return " ".join(x for x in (kind, fields, f"({code})" if code else "") if x)


def _reply_diff(a: tuple, b: tuple) -> str:
    """The reply lines only gold's answer has ("-") and only the reading's has ("+"), "" when the same."""
    ca, cb = Counter(a), Counter(b)
    parts = [f"-{_said(r)}" for r in (ca - cb).elements()] + [f"+{_said(r)}" for r in (cb - ca).elements()]
    return "; ".join(parts)


def _rupees(p: int) -> str:
    return f"₹{p / 100:,.2f}"


def _act_diff(key: str, a, b) -> str:
    """One line naming what differs in ``acts[key]``: gold's, then the reading's."""
    if key == "placed":
        show = lambda placed: " + ".join("[" + ", ".join(f"{s}×{q} @{_rupees(p)}" for s, q, p in o) + "]"
                                         for o in placed) or "nothing"
        return f"order placed: gold {show(a)}; reading {show(b)}"
    if key == "bank":
        return f"bank: gold {_rupees(a)}; reading {_rupees(b)}"
    pairs = [(x, y) for x, y in zip(a, b) if x != y]
    x, y = pairs[0]
    if key == "orders":
        line = lambda o: f"{o[1]} " + ", ".join(f"{s}×{q}" for s, q, _ in o[2])
        return f"order {x[0]}: gold {line(x)}; reading {line(y)}"
    if key == "bills":
        return f"bill {x[0]}: gold {x[1]} {_rupees(x[2])}; reading {y[1]} {_rupees(y[2])}"
    return f"price standing for {x[0]}: gold {_rupees(x[1])}; reading {_rupees(y[1])}"
