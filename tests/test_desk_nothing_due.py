"""Asking about a delivery or a bill when nothing is due gets one line saying why, never an empty reply.

A new user found that "When will order O1 arrive?" about a cancelled (or
delivered, or unknown) order, or "Is anything due on bill B3?" about a paid
bill, got a reply of greeting and sign-off only. The desk now answers
``delivery_not_due`` {order_id, reason} / ``bill_not_due`` {bill_id, reason}
(an order still waiting on its advance gets its ``advance_required`` line
again), worded in every language with the reason, read back exactly and
passing the meaning check.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.decision_reasons import word_reason
from lang.english import block
from lang.meaning import meaning_problem
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import BillNotOpen, DeliveredBilled, DeliveryDone, OrderNotOpen, Plain
from roles.supplier_mail import answer_email
from scenarios import load_scenario
from roles.toolbox import ToolBox

CAT = load_catalogue()
R = TemplateRenderer(CAT)


def _shop(**kw) -> Shop:
    shop = Shop(load_scenario(**kw))
    assert shop.next_turn().role == "manager"
    return shop


def _placed(answer: dict) -> dict:
    (d,) = [d for d in answer["decisions"] if d["kind"] in ("order_confirmed", "advance_required")]
    return d


def _last_reply(shop: Shop, supplier_id: str) -> str:
    """The text of the supplier's latest reply, as scheduled for delivery (``roles.supplier_mail``)."""
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id), key=lambda q: q[2])[4]["text"]


def test_asking_about_a_cancelled_order_says_it_is_cancelled():
    shop = _shop(days=2)
    oid = _placed(answer_email(shop, "S1", "Send 40 kg rice."))["order_id"]
    answer_email(shop, "S1", f"Please cancel order {oid}.")
    answer = answer_email(shop, "S1", f"When will order {oid} arrive?")
    assert answer["decisions"] == [{"kind": "delivery_not_due", "order_id": oid,
                                    "reason": OrderNotOpen(status="cancelled")}]
    reply = _last_reply(shop, "S1")
    language = shop.suppliers["S1"].language
    assert oid in reply and word_reason(OrderNotOpen(status="cancelled"), language) in reply, reply


def test_asking_about_an_unknown_order_or_bill_says_there_is_none():
    shop = _shop(days=2)
    assert answer_email(shop, "S1", "When will order O99 arrive?")["decisions"] == [
        {"kind": "delivery_not_due", "order_id": "O99", "reason": Plain(code="no_such_order")}]
    assert answer_email(shop, "S1", "Is anything due on bill B99?")["decisions"] == [
        {"kind": "bill_not_due", "bill_id": "B99", "reason": Plain(code="no_such_bill")}]


def test_asking_with_no_id_when_nothing_is_due_says_so():
    shop = _shop(days=2)
    assert answer_email(shop, "S1", "When will my goods come?")["decisions"] == [
        {"kind": "delivery_not_due", "order_id": None, "reason": Plain(code="no_delivery_due")}]
    assert answer_email(shop, "S1", "How much do I owe you?")["decisions"] == [
        {"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}]


def test_an_order_asked_about_by_another_supplier_is_no_order_of_theirs():
    shop = _shop(days=2)
    oid = _placed(answer_email(shop, "S1", "Send 40 kg rice."))["order_id"]
    other = next(s for s in shop.suppliers if s != "S1")
    assert answer_email(shop, other, f"When will order {oid} arrive?")["decisions"] == [
        {"kind": "delivery_not_due", "order_id": oid, "reason": Plain(code="no_such_order")}]


@pytest.fixture(scope="module")
def delivered():
    """A shop whose S1 order came and was taken at the door, its bill then paid: (shop, order id, bill id)."""
    shop = Shop(load_scenario(days=6))
    box = ToolBox(shop)
    oid = bill_id = None
    out = {}
    while (turn := shop.next_turn()) is not None:
        if turn.kind == "door":
            assert box.call("helper", "take_delivery", {"delivery_id": turn.subject["delivery_id"]}).ok
        elif turn.role == "manager" and oid is None:
            oid = _placed(answer_email(shop, "S1", "Send 40 kg rice."))["order_id"]
        elif turn.role == "manager" and bill_id is None and shop.kernel.orders[oid].delivery_id and any(
                b.order_id == oid and b.kind == "goods" for b in shop.state.bills):
            bill_id = next(b.bill_id for b in shop.state.bills if b.order_id == oid and b.kind == "goods")
            van = next(v for v in shop.state.deliveries if v.order_id == oid)
            out["van_day"] = van.arrives_minute // 1440 + 1  # the day its van was taken at the door
            out["delivery"] = answer_email(shop, "S1", f"When will order {oid} arrive?")
            out["delivery_reply"] = _last_reply(shop, "S1")
            out["unnamed"] = answer_email(shop, "S1", "When will our goods come?")
            assert answer_email(shop, "S1", f"Payment done for bill {bill_id}.")["decisions"][0]["kind"] == "paid"
            out["bill"] = answer_email(shop, "S1", f"Is anything due on bill {bill_id}?")
            out["bill_reply"] = _last_reply(shop, "S1")
        shop.end_turn()
    assert bill_id is not None, "the order's van never came and billed within six days"
    return {"shop": shop, "order_id": oid, "bill_id": bill_id, **out}


def test_asking_about_a_delivered_order_says_the_goods_came_the_day_and_the_bill(delivered):
    """Session 50, FIXA, kind 7: the reply said only "No delivery is due" (the goods are already delivered); it now
    gives the day the van was taken and the bill the order was billed as."""
    (d,) = delivered["delivery"]["decisions"]
    assert d == {"kind": "delivery_not_due", "order_id": delivered["order_id"],
                 "reason": DeliveredBilled(day=delivered["van_day"], bill_id=delivered["bill_id"])}
    language = delivered["shop"].suppliers["S1"].language
    said = word_reason(d["reason"], language)
    assert said in delivered["delivery_reply"] and delivered["bill_id"] in said and str(d["reason"].day) in said


def test_asking_with_no_order_named_after_the_last_came_names_it_with_its_day_and_bill(delivered):
    """Not "nothing has left our godown for you yet" (untrue once the order came): the latest order, its day and
    bill."""
    assert delivered["unnamed"]["decisions"] == [{"kind": "delivery_not_due", "order_id": delivered["order_id"],
                                                  "reason": DeliveredBilled(day=delivered["van_day"],
                                                                            bill_id=delivered["bill_id"])}]


def test_asking_about_a_paid_bill_says_it_is_paid(delivered):
    assert delivered["bill"]["decisions"] == [{"kind": "bill_not_due", "bill_id": delivered["bill_id"],
                                               "reason": BillNotOpen(status="paid")}]
    language = delivered["shop"].suppliers["S1"].language
    assert word_reason(BillNotOpen(status="paid"), language) in delivered["bill_reply"]


def _advance_scenario():
    """The default scenario with every fraudulent supplier cheating (S9 asks an advance and never ships)."""
    base = load_scenario(days=2)
    neg = {**base.negotiation.model_dump(), "fraud_rate": 1.0, "ghost_bills_per_day": 0.0}
    return load_scenario(days=2, negotiation=neg)


def test_asking_about_an_order_waiting_on_its_advance_asks_the_advance_again():
    shop = Shop(_advance_scenario())
    assert shop.next_turn().role == "manager"
    sku = next(iter(shop.suppliers["S9"].terms))
    advance = _placed(answer_email(shop, "S9", block("order", {"items": [{"sku": sku, "quantity": 10}]})))
    assert advance["kind"] == "advance_required"
    oid, aid = advance["order_id"], advance["bill_id"]
    again = {"kind": "advance_required", "order_id": oid, "bill_id": aid, "amount_paise": advance["amount_paise"]}
    assert answer_email(shop, "S9", f"When will order {oid} arrive?")["decisions"] == [again]
    assert answer_email(shop, "S9", f"Is anything due on bill {aid}?")["decisions"] == [again]
    assert answer_email(shop, "S9", "How much do I owe you?")["decisions"] == [again]
    assert answer_email(shop, "S9", f"Payment done for bill {aid}.")["decisions"][0]["kind"] == "paid"
    assert answer_email(shop, "S9", f"When will order {oid} arrive?")["decisions"] == [
        {"kind": "delivery_not_due", "order_id": oid, "reason": OrderNotOpen(status="advance_paid")}]


CASES = [{"kind": "delivery_not_due", "order_id": "O12", "reason": OrderNotOpen(status="cancelled")},
         {"kind": "delivery_not_due", "order_id": "O12", "reason": DeliveryDone(status="taken")},
         {"kind": "delivery_not_due", "order_id": "O99", "reason": Plain(code="no_such_order")},
         {"kind": "delivery_not_due", "order_id": "O12", "reason": OrderNotOpen(status="advance_paid")},
         {"kind": "delivery_not_due", "order_id": None, "reason": Plain(code="no_delivery_due")},
         {"kind": "bill_not_due", "bill_id": "B3", "reason": BillNotOpen(status="paid")},
         {"kind": "bill_not_due", "bill_id": "B99", "reason": Plain(code="no_such_bill")},
         {"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("decision", CASES, ids=lambda d: f"{d['kind']}-{d['reason'].key}")
def test_every_phrasing_names_the_reason_reads_back_and_passes_the_meaning_check(decision, language):
    n = len(phrases(language)["slots"][decision["kind"]])
    assert n == 8
    texts = [R.email([decision], language, None, i) for i in range(n)]
    reason = word_reason(decision["reason"], language)
    the_id = decision.get("order_id") or decision.get("bill_id")
    for text in texts:
        assert reason in text and (the_id is None or the_id in text), text
        assert read_reply(text, CAT) == [view(decision, language=language)], text
        line = "\n".join(R.email_parts([decision], language, texts.index(text))[1][0])
        assert meaning_problem(line, line, decision["kind"], language, CAT) == "", line
    # the meaning check tells the kinds apart: a wording of the order cancelled is not "no delivery due"
    if decision["kind"] == "delivery_not_due" and decision["order_id"]:
        cancelled = "\n".join(R.email_parts([{"kind": "cancelled", "order_id": decision["order_id"]}], language, 0)[1][0])
        assert meaning_problem(cancelled, line, "delivery_not_due", language, CAT) != ""
