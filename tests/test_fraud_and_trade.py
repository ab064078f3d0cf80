"""Fraudulent suppliers through the desk and the door of a real shop, and order prices vs the floor.

One six-day shop with ``fraud_rate`` 1.0 (so every fraudulent supplier cheats), the
default suppliers plus S11 (duplicate bills) and S12 (substituted goods), which the
default month does not have. On day 1 the manager's turn orders 50 units from each
fraudulent supplier and from an honest one, and pays the advance-bait request; the
helper takes every van in; on day 5 (after the duplicate bill lands) every goods bill
is disputed.
"""
from __future__ import annotations

import math

import pytest

from lang.english import block
from market.catalogue import load_catalogue
from engine.shop import Shop
from negotiation_kernel.bargaining import Thread
from roles.supplier_mail import answer_email
from negotiation_kernel.suppliers import build_suppliers, floor_price, price_step
from negotiation_kernel.trade import price_for_order
from record_checks import net_worth_mismatches, stock_walk
from roles.toolbox import ToolBox
from scenarios import load_scenario

ORDERS = {"S1": "atta-5kg", "S7": "rice-1kg", "S8": "noodles-70g", "S9": "sugar-1kg", "S10": "milk-500ml",
          "S11": "toor-dal-1kg", "S12": "moong-dal-1kg"}
QTY = 50
DISPUTE_DAY = 5


def fraud_scenario(days: int = 6):
    base = load_scenario()
    neg = base.negotiation.model_dump()
    neg["fraud_rate"] = 1.0
    neg["ghost_bills_per_day"] = 0.0  # ghost bills have their own test (test_fraud_costs.py)
    sups = [s.model_dump() for s in base.suppliers]
    template = next(s for s in sups if s["id"] == "S7")
    sups.append({**template, "id": "S11", "name": "Duplicate Traders", "fraud_scheme": "duplicate_bill"})
    sups.append({**template, "id": "S12", "name": "Swap Traders", "fraud_scheme": "substituted_goods"})
    return load_scenario(days=days, negotiation=neg, suppliers=sups)


@pytest.fixture(scope="module")
def run():
    shop = Shop(fraud_scenario())
    box = ToolBox(shop)
    out = {"shop": shop, "orders": {}, "bank_before_pay": None, "pay": None, "disputes": {}, "bills_before": {}}
    acted: set[int] = set()
    while (turn := shop.next_turn()) is not None:
        if turn.kind == "door":
            assert box.call("helper", "take_delivery", {"delivery_id": turn.subject["delivery_id"]}).ok
        elif turn.role == "manager" and turn.day == 1 and 1 not in acted:
            acted.add(1)
            for sid, sku in ORDERS.items():
                answer = answer_email(shop, sid, "Namaste\n" + block("order", {"items": [{"sku": sku, "quantity": QTY}]}))
                assert answer["readable"], answer
                out["orders"][sid] = answer["decisions"]
            advance = out["orders"]["S9"][0]
            out["bank_before_pay"] = shop.state.bank_paise
            out["pay"] = answer_email(shop, "S9", block("pay", {"bill_id": advance["bill_id"]}))
            out["bank_after_pay"] = shop.state.bank_paise
        elif turn.role == "manager" and turn.day == DISPUTE_DAY and DISPUTE_DAY not in acted:
            acted.add(DISPUTE_DAY)
            for bill in [b for b in shop.state.bills if b.kind == "goods"]:
                out["bills_before"][bill.bill_id] = bill.model_copy(deep=True)
                answer = answer_email(shop, bill.supplier_id, block("dispute", {"bill_id": bill.bill_id, "reason": "check"}))
                out["disputes"][bill.bill_id] = answer["decisions"][0]
        shop.end_turn()
    assert acted == {1, DISPUTE_DAY}
    return out


def _events(run, kind, **match):
    return [e for e in run["shop"].record.events if e["kind"] == kind and all(e.get(k) == v for k, v in match.items())]


def _one(run, kind, **match):
    found = _events(run, kind, **match)
    assert len(found) == 1, (kind, match, found)
    return found[0]


def _confirmed(run, sid):
    decisions = run["orders"][sid]
    assert [d["kind"] for d in decisions] == ["order_confirmed"], decisions
    return decisions[0]


def _goods_bills(run, sid):
    return [b for b in run["shop"].state.bills if b.supplier_id == sid and b.kind == "goods"]


def test_every_fraudulent_supplier_cheats_at_rate_one_and_the_honest_one_does_not(run):
    schemes = {e["supplier_id"]: e["scheme"] for e in _events(run, "fraud_attempt")}
    assert schemes == {"S7": "short_delivery", "S8": "inflated_bill", "S9": "advance_bait",
                       "S10": "expired_goods", "S11": "duplicate_bill", "S12": "substituted_goods"}
    view = _one(run, "van_arrived", supplier_id="S1")["view"]
    assert view["note"][0]["qty"] == view["unloaded"][0]["qty"] == QTY
    assert view["unloaded"][0]["sku"] == "atta-5kg" and view["unloaded"][0]["expires_day"] >= view["today"]
    (bill,) = _goods_bills(run, "S1")
    assert bill.fraud is None and bill.honest_amount_paise == bill.amount_paise == _confirmed(run, "S1")["amount_paise"]


def test_short_delivery(run):
    order = _confirmed(run, "S7")
    price = order["lines"][0]["unit_price_paise"]
    short = QTY - math.ceil(QTY * 0.2)
    view = _one(run, "van_arrived", supplier_id="S7")["view"]
    assert view["note"][0]["qty"] == QTY
    assert view["unloaded"][0]["qty"] == short < QTY
    taken = _one(run, "delivery_taken", supplier_id="S7")
    assert taken["received"] == [{"sku": "rice-1kg", "qty": short, "expires_day": view["unloaded"][0]["expires_day"]}]
    assert taken["amount_paise"] == QTY * price                   # billed for the note
    bill = run["bills_before"][taken["bill_id"]]
    assert bill.honest_amount_paise == short * price
    d = run["disputes"][taken["bill_id"]]
    assert (d["kind"], d["amount_paise"]) == ("dispute_corrected", short * price)


def test_expired_goods(run):
    view = _one(run, "van_arrived", supplier_id="S10")["view"]
    assert view["unloaded"][0]["expires_day"] < view["today"]
    taken = _one(run, "delivery_taken", supplier_id="S10")
    # the expired batch is thrown out at that day's close, at its full cost
    spoiled = [e for e in _events(run, "spoiled", sku="milk-500ml", day=taken["day"]) if e["batch_id"].startswith("B-")]
    assert sum(e["qty"] for e in spoiled) == QTY
    assert sum(e["cost_paise"] for e in spoiled) == taken["stock_value_paise"]
    bill = run["bills_before"][taken["bill_id"]]
    assert bill.honest_amount_paise == 0 and bill.amount_paise == _confirmed(run, "S10")["amount_paise"]
    assert run["disputes"][taken["bill_id"]]["kind"] == "dispute_cancelled"


def test_inflated_bill_and_its_dispute(run):
    order = _confirmed(run, "S8")
    price = order["lines"][0]["unit_price_paise"]
    view = _one(run, "van_arrived", supplier_id="S8")["view"]
    assert view["unloaded"][0]["qty"] == view["note"][0]["qty"] == QTY      # the goods are right
    taken = _one(run, "delivery_taken", supplier_id="S8")
    bill = run["bills_before"][taken["bill_id"]]
    honest = QTY * price
    assert bill.honest_amount_paise == honest == order["amount_paise"]
    assert bill.amount_paise == QTY * round(price * 1.2) > honest
    assert bill.lines[0].unit_price_paise > price
    d = run["disputes"][bill.bill_id]
    assert (d["kind"], d["amount_paise"]) == ("dispute_corrected", honest)
    after = next(b for b in run["shop"].state.bills if b.bill_id == bill.bill_id)
    assert after.amount_paise == honest and after.status == "open"
    flow = _one(run, "bill_disputed", bill_id=bill.bill_id)
    assert flow["verdict"] == "corrected"
    assert flow["net_worth_effect_paise"] == bill.amount_paise + bill.penalty_paise - honest > 0


def test_duplicate_bill_three_days_later(run):
    taken = _one(run, "delivery_taken", supplier_id="S11")
    bills = sorted(_goods_bills(run, "S11"), key=lambda b: b.issued_day)
    assert len(bills) == 2
    first, copy = (run["bills_before"][b.bill_id] for b in bills)   # as they stood before the disputes
    assert first.bill_id == taken["bill_id"] and first.issued_day == taken["day"]
    assert copy.delivery_id == first.delivery_id == taken["delivery_id"]
    assert copy.issued_day == first.issued_day + 3
    assert copy.amount_paise == first.amount_paise and copy.lines == first.lines
    flow = _one(run, "duplicate_bill", copy_of=first.bill_id)
    assert flow["bill_id"] == copy.bill_id and flow["day"] == first.issued_day + 3
    assert flow["net_worth_effect_paise"] == -copy.amount_paise
    # the manager is e-mailed the copy, like any bill
    assert any(copy.bill_id in m.text for m in run["shop"].state.inbox["manager"])
    # disputes: the copy is cancelled, the real bill stands
    assert run["disputes"][copy.bill_id]["kind"] == "dispute_cancelled"
    assert run["disputes"][first.bill_id] == {"kind": "dispute_stands", "bill_id": first.bill_id,
                                              "amount_paise": first.amount_paise}
    after = {b.bill_id: b for b in bills}
    assert after[copy.bill_id].status == "cancelled" and after[first.bill_id].status == "open"
    assert after[first.bill_id].amount_paise == first.amount_paise
    assert _one(run, "bill_disputed", bill_id=first.bill_id)["net_worth_effect_paise"] == 0
    assert _one(run, "bill_disputed", bill_id=copy.bill_id)["net_worth_effect_paise"] == copy.amount_paise


def test_correct_bills_stand(run):
    (bill,) = _goods_bills(run, "S1")
    before = run["bills_before"][bill.bill_id]
    assert run["disputes"][bill.bill_id]["kind"] == "dispute_stands"
    assert bill.amount_paise == before.amount_paise and bill.status == "open"


def test_substituted_goods(run):
    shop = run["shop"]
    view = _one(run, "van_arrived", supplier_id="S12")["view"]
    got, noted = view["unloaded"][0]["sku"], view["note"][0]["sku"]
    assert noted == "moong-dal-1kg" and got != noted
    assert shop.catalogue.by_sku(got).wholesale_paise < shop.catalogue.by_sku(noted).wholesale_paise
    taken = _one(run, "delivery_taken", supplier_id="S12")
    assert taken["received"][0]["sku"] == got
    bill = run["bills_before"][taken["bill_id"]]
    assert bill.lines[0].sku == noted
    assert bill.honest_amount_paise == QTY * shop.catalogue.by_sku(got).wholesale_paise < bill.amount_paise


def test_advance_bait(run):
    shop = run["shop"]
    (decision,) = run["orders"]["S9"]
    assert decision["kind"] == "advance_required"
    order = shop.kernel.orders[decision["order_id"]]
    assert order.delivery_id is None
    bill = next(b for b in shop.state.bills if b.bill_id == decision["bill_id"])
    assert bill.kind == "advance" and bill.honest_amount_paise == 0 and bill.amount_paise == decision["amount_paise"] > 0
    # paying it: money leaves the bank and net worth falls by exactly the amount
    assert run["pay"]["decisions"] == [{"kind": "paid", "bill_id": bill.bill_id, "amount_paise": bill.amount_paise}]
    paid = _one(run, "bill_paid", bill_id=bill.bill_id)
    assert paid["bill_kind"] == "advance"
    assert paid["net_worth_effect_paise"] == -bill.amount_paise
    assert run["bank_before_pay"] - run["bank_after_pay"] == bill.amount_paise
    assert any(e.amount_paise == -bill.amount_paise and e.account == "bank" and e.day == 1 for e in shop.state.cash_book)
    assert bill.status == "paid" and order.status == "advance_paid"
    # ... and nothing ever comes: no delivery, no van from S9, in the whole run (lead time is 2 days)
    assert not [d for d in shop.state.deliveries if d.supplier_id == "S9"]
    assert not _events(run, "van_arrived", supplier_id="S9")
    assert not _events(run, "advance_lapsed", supplier_id="S9")


def test_the_fraud_month_still_conserves_money_and_stock(run):
    events = run["shop"].record.events
    assert net_worth_mismatches(events) == []
    assert all(mine == closed for _, mine, closed in stock_walk(events))


# --- order prices and the floor ---------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1])
def test_price_for_order_is_never_below_the_floor(seed):
    scenario = load_scenario(seed=seed)
    catalogue = load_catalogue()
    suppliers = build_suppliers(scenario, catalogue, catalogue.skus())
    checked = 0
    for sup in suppliers.values():
        for sku, t in sup.terms.items():
            floor = floor_price(t)
            step = price_step(t.floor_paise)  # the first trader's step strictly above the hidden floor
            assert t.floor_paise < floor <= t.floor_paise + step and floor % step == 0
            assert t.list_paise >= floor
            assert price_for_order(sup, sku, None, 4) == t.list_paise

            def agreed(price, day=4):
                return Thread(thread_id="T", supplier_id=sup.supplier_id, sku=sku, day=day, seller_last_paise=price,
                              status="agreed", agreed_paise=price)
            assert price_for_order(sup, sku, agreed(floor - 1), 4) == floor
            assert price_for_order(sup, sku, agreed(1), 4) == floor
            assert price_for_order(sup, sku, agreed(floor + 7), 4) == floor + 7
            assert price_for_order(sup, sku, agreed(floor + 7, day=3), 4) == t.list_paise   # yesterday's deal
            def open_thread(price, day=4, status="open"):  # a counter standing today: an order's price (session 43)
                return Thread(thread_id="T", supplier_id=sup.supplier_id, sku=sku, day=day, seller_last_paise=price,
                              status=status)
            assert price_for_order(sup, sku, open_thread(floor), 4) == floor
            assert price_for_order(sup, sku, open_thread(floor + 7), 4) == floor + 7
            assert price_for_order(sup, sku, open_thread(floor + 7, day=3), 4) == t.list_paise   # yesterday's counter
            assert price_for_order(sup, sku, open_thread(floor + 7, status="walked_away"), 4) == t.list_paise
            checked += 1
    assert checked == sum(len(s.terms) for s in suppliers.values()) > 50


def test_desk_refuses_an_order_priced_under_its_price_and_confirms_at_the_bargained_one():
    shop = Shop(load_scenario(days=2))
    turn = shop.next_turn()
    assert turn.role == "manager"
    t = shop.suppliers["S1"].terms["rice-1kg"]
    low = (floor_price(t) - 100) / 100
    answer = answer_email(shop, "S1", block("order", {"items": [{"sku": "rice-1kg", "quantity": 5,
                                                                  "unit_price_inr": low}]}))
    assert [d["kind"] for d in answer["decisions"]] == ["order_refused"]
    assert answer["decisions"][0]["price_paise"] == t.list_paise
    assert not shop.state.deliveries
    # bargain: offer at the floor, then accept the seller's counter; the order gets that price
    d = answer_email(shop, "S1", block("negotiate", {"items": [{"sku": "rice-1kg", "action": "offer",
                                                                 "unit_price_inr": floor_price(t) / 100}]}))
    (counter,) = d["decisions"]
    assert counter["kind"] == "counter" and floor_price(t) <= counter["price_paise"] < t.list_paise
    d = answer_email(shop, "S1", block("negotiate", {"items": [{"sku": "rice-1kg", "action": "accept",
                                                                 "unit_price_inr": counter["price_paise"] / 100}]}))
    assert [x["kind"] for x in d["decisions"]] == ["accept"]
    agreed = d["decisions"][0]["price_paise"]
    assert agreed == counter["price_paise"]
    answer = answer_email(shop, "S1", block("order", {"items": [{"sku": "rice-1kg", "quantity": 5}]}))
    (confirmed,) = answer["decisions"]
    assert confirmed["kind"] == "order_confirmed"
    assert confirmed["lines"] == [{"sku": "rice-1kg", "qty": 5, "unit_price_paise": agreed}]
    priced = [e for e in shop.record.events if e["kind"] == "supplier_decision" and e["decision"].get("sku")]
    assert len(priced) == 3 and all(e["hidden_floor_paise"] == floor_price(t) for e in priced)


def test_a_payment_named_by_its_order_pays_that_orders_one_open_bill():
    """"Advance for order O1 sent" (no bill id): the desk pays the order's one open bill; an order with no open
    bill is refused as no such bill, and nothing is paid."""
    shop = Shop(fraud_scenario(days=2))
    while (turn := shop.next_turn()) is not None and not (turn.role == "manager" and turn.day == 1):
        shop.end_turn()
    (decision,) = answer_email(shop, "S9", block("order", {"items": [{"sku": ORDERS["S9"], "quantity": QTY}]}))[
        "decisions"]
    assert decision["kind"] == "advance_required"
    bank = shop.state.bank_paise
    paid = answer_email(shop, "S9", f"Advance for order {decision['order_id']} sent.")
    assert paid["decisions"] == [{"kind": "paid", "bill_id": decision["bill_id"], "amount_paise": decision["amount_paise"]}]
    assert bank - shop.state.bank_paise == decision["amount_paise"]
    again = answer_email(shop, "S9", f"Paid ₹500 for {decision['order_id']} by UPI.")  # its bill is paid now
    assert [d["kind"] for d in again["decisions"]] == ["pay_refused"]
    assert shop.state.bank_paise == bank - decision["amount_paise"]
