"""An acceptance with no price and one naming the desk's current price are answered alike (27th session).

The reader's convention (``lang.quoted_accept``): "> Rice ₹52/kg ⏎ Rice is fine, send 40 kg" carries the quoted
₹52 on the accept. The desk answers an accept with no price by accepting its own last price (``desk_bargain.bargain``:
``bargaining.accept(thread, thread.seller_last_paise)``), so when the quoted price is the desk's current quote the
two readings get the same decision, the same thread and the same order. Where they part, the priced one is the
safer: a stale quoted price is refused as the wrong price instead of closing at a price the shop never saw, and
with no quote open today the priced accept closes at the list price it names where the priceless one only
gets the quote.
"""
from __future__ import annotations

from engine.shop import Shop
from lang.intents import Intent
from negotiation_kernel import desk
from scenarios import load_scenario

SKU = "rice-1kg"


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def _state(shop: Shop) -> tuple:
    threads = sorted((t.thread_id, t.status, t.agreed_paise, t.seller_last_paise) for t in shop.kernel.threads.values())
    orders = sorted((o.order_id, o.status, [(l.sku, l.qty, l.unit_price_paise) for l in o.lines])
                    for o in shop.kernel.orders.values())
    return threads, orders


def _both(prepare, price_of) -> tuple:
    """Run ``prepare`` on two fresh shops, then an accept with no price on one and one at ``price_of(lines)``
    (the price the desk last quoted) on the other, each with an order of 40 in the same e-mail."""
    out = []
    for priced in (False, True):
        shop = _shop()
        sup = shop.suppliers["S1"]
        before = prepare(shop, sup)
        price = price_of(shop, before) if priced else None
        lines = desk.decide(shop, sup, [Intent(kind="accept", sku=SKU, unit_price_paise=price),
                                        Intent(kind="order", sku=SKU, quantity=40)])
        out.append((lines, _state(shop)))
    return out


def _quote(shop, sup):
    return desk.decide(shop, sup, [Intent(kind="ask_quote", sku=SKU)])


def _counter(shop, sup):
    (quote,) = _quote(shop, sup)
    return desk.decide(shop, sup, [Intent(kind="offer", sku=SKU, unit_price_paise=quote["price_paise"] * 9 // 10)])


def _last(shop, lines):
    (line,) = lines
    return line["price_paise"]


def test_accept_of_the_open_quote_is_answered_alike_with_or_without_its_price():
    (plain, s1), (priced, s2) = _both(_quote, _last)
    assert plain == priced and s1 == s2
    assert [l["kind"] for l in plain][0] == "accept"


def test_accept_of_a_counter_is_answered_alike_with_or_without_its_price():
    def counter_price(shop, lines):
        (line,) = lines
        assert line["kind"] == "counter"
        return line["price_paise"]
    (plain, s1), (priced, s2) = _both(_counter, counter_price)
    assert plain == priced and s1 == s2
    assert plain[0]["kind"] == "accept" and plain[0]["price_paise"] == s1[1][0][2][0][2]


def test_a_stale_quoted_price_is_refused_where_the_priceless_accept_closes_at_the_desks_price():
    (plain, _), (priced, _) = _both(_quote, lambda shop, lines: _last(shop, lines) - 200)
    assert plain[0]["kind"] == "accept" and priced[0]["kind"] == "refuse_accept"
