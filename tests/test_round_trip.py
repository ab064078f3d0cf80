"""read_reply(render(decision)) == view(decision), for every kind × language × phrasing.

Phrasings are enumerated from the renderer's own table (``render.phrases``,
``render.slots_of``), so a phrasing added to a YAML file is covered here
without touching this file. Cases cover every catalogue item, ₹1,20,000.50-size
amounts, 1-paisa differences, whole-rupee amounts, quantities 1 and 1,000 (and
1,00,000), every kernel and reader reason, and ids that are missing ("?").
"""
from __future__ import annotations

import itertools

import pytest

from lang.render import (CUSTOMER_FIELDS, LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, phrases, phrasing,
                         slots_of, view)
from lang.replies import matches, read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import (BillNotOpen, CouldNotRead, DeliveryDone, NotSold, OrderNotOpen, Plain,
                                        PriceBelowOurs, QuantityAbove, ThreadClosed, LotPriceBelowOurs)

CAT = load_catalogue()
R = TemplateRenderer(CAT)
SKUS = CAT.skus()
PRICES = [4120, 4121, 12000050, 12000000, 1, 99, 100, 3850, 12000051]
QTYS = [1, 1000, 2, 12, 100000, 7]
NAME = "Agarwal Grain Traders"


def _could_not_read(key: str, **args: str) -> CouldNotRead:
    return CouldNotRead(reader_key=key, reader_args=args, text="(the reader's English, for the record only)")


REASONS = {
    "closed": [Plain(code="walked_away_today"), *[ThreadClosed(status=s) for s in ("agreed", "walked_away", "rejected")],
               NotSold(name=NAME)],
    "order_refused": [QuantityAbove(limit=10_000), NotSold(name=NAME), PriceBelowOurs(ours_paise=4121, yours_paise=4000),
                      QuantityAbove(limit=10_000_000)],
    "pay_refused": [Plain(code="no_such_bill"), BillNotOpen(status="paid"), BillNotOpen(status="cancelled"),
                    Plain(code="bank_balance_short")],
    "cancel_refused": [Plain(code="no_such_order"), *[OrderNotOpen(status=s) for s in
                                                      ("advance_paid", "cancelled", "dispatched", "lapsed")]],
    "cancel_item_refused": [Plain(code="item_in_no_open_order"), Plain(code="item_in_several_orders")],
    "delivery_not_due": [Plain(code="no_such_order"), OrderNotOpen(status="cancelled"), DeliveryDone(status="taken"),
                         OrderNotOpen(status="advance_paid"), Plain(code="no_delivery_due"),
                         DeliveryDone(status="refused")],
    "bill_not_due": [Plain(code="no_such_bill"), BillNotOpen(status="paid"), BillNotOpen(status="cancelled"),
                     Plain(code="no_bill_open")],
    "unreadable": [_could_not_read("empty.nothing"), _could_not_read("no_item.none"),
                   _could_not_read("ambiguous_item.which", text="dal", items="toor dal, moong dal"),
                   _could_not_read("no_quantity.not_whole", n="750", unit="g", size="500 g", packs="packets"),
                   _could_not_read("no_price.what_price", item="sugar"), _could_not_read("no_id.order"),
                   _could_not_read("contradictory.product", money="₹40", unit="kg", n="3", money2="₹120", money3="₹100"),
                   _could_not_read("no_intent.nothing"), _could_not_read("no_intent.block", block="no intent found"),
                   _could_not_read("no_intent.block", block="the order block is not valid JSON: Expecting value"),
                   _could_not_read("no_item"), Plain(code="counter_bill")],
}


def _lines(j: int, priced: bool) -> list[dict]:
    n = 1 + j % 4
    out = [{"sku": SKUS[(j * 7 + k * 5) % len(SKUS)], "qty": QTYS[(j + k) % len(QTYS)]} for k in range(n)]
    return [{**l, "unit_price_paise": PRICES[(j + k) % len(PRICES)]} for k, l in enumerate(out)] if priced else out


def supplier_cases(kind: str) -> list[dict]:
    """Several decisions of one supplier kind, shaped as the desk makes them (extra keys included)."""
    out = []
    for j in range(6):
        sku, price, amount = SKUS[(j * 11 + 3) % len(SKUS)], PRICES[j % len(PRICES)], PRICES[(j + 2) % len(PRICES)]
        ids = {"order_id": f"O{j * 37 + 1}", "bill_id": ["B12", "A3", "B1000", None][j % 4], "delivery_id": f"D{j + 1}"}
        d = {"kind": kind, "sku": sku, "price_paise": price, "thread_id": f"T{j}", "round": j, "amount_paise": amount,
             "refund_paise": PRICES[(j + 4) % len(PRICES)], "day": j + 1, "due_day": j + 8, "days_overdue": [1, 2, 30][j % 3], **ids}
        if kind in REASONS:
            d["reason"] = REASONS[kind][j % len(REASONS[kind])]
        if kind in ("order_confirmed", "bill", "delivery_notice"):
            d["lines"] = _lines(j, priced=kind != "delivery_notice")
        if kind == "item_cancelled":  # a part cut: every other case drops the item's whole line (qty_left 0)
            d["qty"], d["qty_left"] = QTYS[j % len(QTYS)], QTYS[(j + 1) % len(QTYS)] if j % 2 else 0
        out.append(d)
    if kind == "item_cancelled":  # eggs go by the tray only when both the cut and what is left are whole trays
        out += [{"kind": kind, "order_id": "O9", "sku": "eggs-1pc", "qty": q, "qty_left": left}
                for q, left in ((60, 30), (30, 0), (6, 24), (30, 45), (1, 1))]
    if kind == "order_refused":
        out.append({"kind": kind, "sku": "rice-1kg", "reason": PriceBelowOurs(ours_paise=12000051, yours_paise=12000050)})
        out.append({"kind": kind, "sku": "salt-1kg", "reason": PriceBelowOurs(ours_paise=2500, yours_paise=2499)})
        for sku, unit, ours, yours in (("eggs-1pc", "tray", 19500, 18000), ("matchbox-1pc", "bundle", 2000, 1750)):
            out.append({"kind": kind, "sku": sku, "price_paise": ours // (30 if unit == "tray" else 10),
                        "reason": LotPriceBelowOurs(status=unit, ours_paise=ours, yours_paise=yours)})
    if kind == "unreadable":
        out += [{"kind": kind, "reason": r} for r in REASONS[kind]]
    if kind == "order_refused":  # the desk states our price beside an order refused for its price, and only then
        out = [{k: v for k, v in d.items() if k != "price_paise"} | (
            {"price_paise": d["reason"].ours_paise} if isinstance(d["reason"], PriceBelowOurs) else
            {"price_paise": d["price_paise"]} if isinstance(d["reason"], LotPriceBelowOurs) else {}) for d in out]
    return out


def customer_cases(kind: str) -> list[dict]:
    base = {"request": [{"lines": _lines(j, priced=False)} for j in range(6)],
            "agree": [{"asks_credit": True, "reason": "price acceptable"}, {"asks_credit": False}],
            "counter": [{"offer_paise": p, "reason": r} for p, r in zip(PRICES, ["too expensive", "above MRP"] * 5)],
            "walk_out": [{"reason": "too expensive"}, {"reason": "above MRP"}]}.get(kind, [{}])
    return [{"answer": kind, **d} for d in base]


def indices(kind: str, language: str, customer: bool) -> range:
    """Every phrasing index of every slot the kind uses (the widest slot decides)."""
    slots = phrases(language)["slots"]
    return range(max(len(slots[s]) for s in slots_of(kind, customer)))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(SUPPLIER_FIELDS))
def test_supplier_kind_round_trips(kind, language):
    for d in supplier_cases(kind):
        for i in indices(kind, language, customer=False):
            text = R.email([d], language, NAME, i)
            assert read_reply(text, CAT) == [view(d, language=language)], text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(CUSTOMER_FIELDS))
def test_customer_kind_round_trips(kind, language):
    for d in customer_cases(kind):
        for i in indices(kind, language, customer=True):
            for name in ("Sunita Sharma", None):
                text = R.speech(d, language, name, i)
                assert read_reply(text, CAT) == [view(d, customer=True)], text


@pytest.mark.parametrize("language", LANGUAGES)
def test_mixed_emails_with_drawn_phrasings_round_trip(language):
    every = [d for kind in sorted(SUPPLIER_FIELDS) for d in supplier_cases(kind)]
    for n in range(60):
        lines = every[n % len(every):][:1 + n % 7]
        text = R.email(lines, language, NAME, phrasing(n, f"S{n % 10}", 1 + n % 30, n))
        assert read_reply(text, CAT) == [view(d, language=language) for d in lines], text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rendered_line_reads_one_way(language):
    seen = set()
    for kind in sorted(SUPPLIER_FIELDS):
        for d, i in itertools.product(supplier_cases(kind)[:3], indices(kind, language, False)):
            seen.update(R.email([d], language, NAME, i).splitlines()[:-1])
    for kind in sorted(CUSTOMER_FIELDS):
        for d, i in itertools.product(customer_cases(kind), indices(kind, language, True)):
            seen.add(R.speech(d, language, None, i))
    for line in seen:
        hits = matches(line, CAT)
        assert len({(slot, repr(fields)) for _, slot, fields in hits}) == 1, (line, hits)
        assert [lang for lang, _, _ in hits].count(language) == 1, (line, hits)


def test_real_desk_decisions_round_trip(month):
    """Every supplier decision of a scripted month reads back from all three languages."""
    shop = month()
    decisions = [e["decision"] for e in shop.record.events if e["kind"] == "supplier_decision"]
    assert decisions
    for n, d in enumerate(decisions[:400]):
        language = LANGUAGES[n % 3]
        assert read_reply(R.email([d], language, "S1", n), CAT) == [view(d, language=language)]
