"""The desk acts on what chat models write, as read by ``lang.reader`` (issue 10).

Free-text e-mails (no blocks): several intents in one message are each acted
on; a cancel that names goods cancels the one open order that has them (and
is refused when none or several do); a relative ask is an offer off the
supplier's last price; a Hindi supplier's "could not read" names the reason
in Hindi.
"""
from __future__ import annotations

import re

import pytest

from engine.shop import Shop
from lang.read_cache import read_cached
from roles.supplier_mail import answer_email
from negotiation_kernel.reasons import Plain
from scenarios import load_scenario


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def _kinds(answer: dict) -> list[str]:
    return [d["kind"] for d in answer["decisions"]]


def _placed(answer: dict) -> str:
    (d,) = [d for d in answer["decisions"] if d["kind"] in ("order_confirmed", "advance_required")]
    return d["order_id"]


def _inr(paise: int) -> str:
    return f"₹{paise // 100}.{paise % 100:02d}"


def test_accept_one_item_and_reject_another_in_one_message():
    shop = _shop()
    quotes = answer_email(shop, "S1", "What is your rate for rice and sugar?")["decisions"]
    assert [q["kind"] for q in quotes] == ["quote", "quote"]
    rice = next(q for q in quotes if q["sku"] == "rice-1kg")
    answer = answer_email(shop, "S1", f"OK for rice at {_inr(rice['price_paise'])}. Not interested in sugar.")
    assert _kinds(answer) == ["accept", "rejected"]
    assert answer["decisions"][0]["sku"] == "rice-1kg" and answer["decisions"][1]["sku"] == "sugar-1kg"


def test_accept_and_order_in_one_message_orders_at_the_agreed_price():
    shop = _shop()
    (quote,) = answer_email(shop, "S1", "Rice rate please?")["decisions"]
    answer = answer_email(shop, "S1", f"Fine, {_inr(quote['price_paise'])} per kg for rice works. Please book 40 kg.")
    assert _kinds(answer)[0] == "accept"
    placed = answer["decisions"][1]
    assert placed["kind"] in ("order_confirmed", "advance_required")
    order = shop.kernel.orders[placed["order_id"]]
    assert [(l.sku, l.qty, l.unit_price_paise) for l in order.lines] == [("rice-1kg", 40, quote["price_paise"])]


def test_cancel_by_item_cancels_the_one_matching_open_order():
    shop = _shop()
    rice = _placed(answer_email(shop, "S1", "Send 10 kg rice."))
    sugar = _placed(answer_email(shop, "S1", "Send 5 kg sugar."))
    answer = answer_email(shop, "S1", "Please cancel the 10 kg rice order we placed today.")
    assert answer["decisions"] == [{"kind": "cancelled", "order_id": rice}]
    assert shop.kernel.orders[rice].status == "cancelled" and shop.kernel.orders[sugar].status != "cancelled"


def test_cancel_by_item_is_refused_when_none_or_several_orders_match():
    shop = _shop()
    answer = answer_email(shop, "S1", "Kindly cancel the rice order.")
    assert answer["decisions"] == [{"kind": "cancel_item_refused", "sku": "rice-1kg",
                                    "reason": Plain(code="item_in_no_open_order")}]
    recorded = [e for e in shop.record.events if e["kind"] == "supplier_decision"][-1]["decision"]
    assert recorded == {"kind": "cancel_item_refused", "sku": "rice-1kg", "reason": "no open order has this item"}
    first = _placed(answer_email(shop, "S1", "Send 10 kg rice."))
    second = _placed(answer_email(shop, "S1", "Send 20 kg rice."))
    answer = answer_email(shop, "S1", "Kindly cancel the rice order.")
    assert _kinds(answer) == ["cancel_item_refused"]
    assert {shop.kernel.orders[o].status for o in (first, second)} <= {"confirmed", "awaiting_advance"}


def test_cancel_part_of_an_order_keeps_the_rest():
    shop = _shop()
    order_id = _placed(answer_email(shop, "S1", "Send 20 kg rice and 5 kg sugar."))
    answer = answer_email(shop, "S1", "कल वाले ऑर्डर से 10 किलो चावल हटा दीजिए।")
    assert answer["decisions"] == [{"kind": "item_cancelled", "order_id": order_id, "sku": "rice-1kg", "qty": 10,
                                    "qty_left": 10}]  # the part cut, not the order withdrawn
    order = shop.kernel.orders[order_id]
    assert [(l.sku, l.qty) for l in order.lines] == [("rice-1kg", 10), ("sugar-1kg", 5)]
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    if delivery is not None:
        assert [(l.sku, l.qty) for l in delivery.lines] == [("rice-1kg", 10), ("sugar-1kg", 5)]


def test_a_relative_ask_bids_the_last_price_less_the_change():
    shop = _shop()
    (quote,) = answer_email(shop, "S1", "Rice rate please?")["decisions"]
    answer = answer_email(shop, "S1", "Rice: can you reduce by ₹2/kg?")
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert received["intents"] == [{"kind": "offer", "sku": "rice-1kg", "price_change_paise": -200}]
    thread = shop.kernel.threads[quote["thread_id"]]
    assert thread.buyer_last_paise == quote["price_paise"] - 200
    assert _kinds(answer)[0] in ("counter", "accept", "walk_away")


def test_a_question_about_arrival_orders_nothing():
    shop = _shop()
    _placed(answer_email(shop, "S1", "Send 30 kg rice."))
    vans = len(shop.state.deliveries)
    answer = answer_email(shop, "S1", "Will the 30 kg rice come with tomorrow's van?")
    assert set(_kinds(answer)) <= {"delivery_notice"} and len(shop.state.deliveries) == vans


def test_hindi_supplier_gets_the_reason_in_hindi():
    shop = _shop()
    answer = answer_email(shop, "S2", "Send paneer.")
    assert answer["readable"] is False and answer["reason"].startswith("no_quantity")
    (line,) = answer["decisions"]
    assert line["reason"].reader_key == "no_quantity.how_many" and line["reason"].reader_args["item"] == "paneer"
    assert line["reason"].record_text() == answer["reason"]  # the record keeps the reader's English
    reply = shop.renderer.email(answer["decisions"], "hi", shop.suppliers["S2"].name, shop.pick("S2"))
    body = reply.replace(shop.suppliers["S2"].name, "")
    assert "पनीर" in body and not re.search(r"(?<![\w₹])[A-Za-z]{3,}", body), reply


def test_accepting_the_suppliers_rate_without_a_figure_closes_at_its_last_price():
    shop = _shop()
    first = answer_email(shop, "S1", "Your rate for rice is acceptable.")["decisions"]
    assert [d["kind"] for d in first] == ["quote"]  # no price of ours today: the quote, not a deal
    quoted = first[0]["price_paise"]
    (deal,) = answer_email(shop, "S1", "Your rate for rice is acceptable.")["decisions"]
    assert deal["kind"] == "accept" and deal["price_paise"] == quoted


def test_cancel_part_of_a_named_order_keeps_the_rest_of_it():
    """"Cancel 12 of the 48 Pepsi in O23" had cancelled the whole of O23: the desk took the id and dropped the
    item (a new user's trial, in words and in a ```cancel block with items)."""
    for text in ("Cancel 10 kg rice from {o}.", "{o} से 10 किलो चावल हटा दीजिए।",
                 '```cancel\n{{"order_id": "{o}", "items": [{{"item": "rice", "quantity": 10}}]}}\n```'):
        shop = _shop()
        order_id = _placed(answer_email(shop, "S1", "Send 20 kg rice and 5 kg sugar."))
        answer = answer_email(shop, "S1", text.format(o=order_id))
        assert answer["decisions"] == [{"kind": "item_cancelled", "order_id": order_id, "sku": "rice-1kg", "qty": 10,
                                        "qty_left": 10}], text
        order = shop.kernel.orders[order_id]
        assert order.status != "cancelled"
        assert [(l.sku, l.qty) for l in order.lines] == [("rice-1kg", 10), ("sugar-1kg", 5)], text


def test_cancel_an_item_of_a_named_order_that_is_not_open_is_refused():
    shop = _shop()
    answer = answer_email(shop, "S1", "Cancel 10 kg rice from O99.")
    assert answer["decisions"] == [{"kind": "cancel_refused", "order_id": "O99", "reason": Plain(code="no_such_order")}]


def _open_bill(shop: Shop, supplier_id: str, amount_paise: int, penalty_paise: int = 0) -> str:
    from market.state import Bill
    bill = Bill(bill_id="B77", supplier_id=supplier_id, order_id="O77", amount_paise=amount_paise,
                penalty_paise=penalty_paise, issued_day=shop.state.day, due_day=shop.state.day + 7,
                honest_amount_paise=amount_paise)
    shop.state.bills.append(bill)
    return bill.bill_id


def test_a_payment_naming_another_amount_is_refused_with_both_amounts_and_pays_nothing():
    """"Paid B77 ₹4,000" on a ₹4,320.50 bill had paid ₹4,320.50: the desk paid every bill whole whatever sum
    the message named. Now a stated amount more than a rupee off is refused, naming what the bill comes to
    (with its late fee) in the supplier's language; within a rupee, or with no amount, the bill is paid."""
    for text in ("Paid B77 ₹4,000 by UPI.", "B77 का ₹4,000 भुगतान कर दिया है।", "B77 ka ₹4,000 payment kar diya."):
        shop = _shop()
        bank = shop.state.bank_paise
        bill_id = _open_bill(shop, "S2", 420050, penalty_paise=12000)
        (line,) = answer_email(shop, "S2", text)["decisions"]
        assert line["kind"] == "pay_refused", text
        assert (line["reason"].code, line["reason"].ours_paise, line["reason"].yours_paise) == (
            "payment_not_due", 432050, 400000)
        assert shop.state.bank_paise == bank and next(b for b in shop.state.bills if b.bill_id == bill_id).status == "open"
        reply = shop.renderer.email([line], "hi", shop.suppliers["S2"].name, shop.pick("S2"))
        assert "₹4,320.50" in reply and "₹4,000" in reply and "पूरी रकम" in reply, reply
    for text in ("Paid B77 ₹4,320 by UPI.", "Paid B77 by UPI."):
        shop = _shop()
        bank = shop.state.bank_paise
        _open_bill(shop, "S2", 420050, penalty_paise=12000)
        (line,) = answer_email(shop, "S2", text)["decisions"]
        assert (line["kind"], line["amount_paise"]) == ("paid", 432050), text
        assert shop.state.bank_paise == bank - 432050


def test_an_order_whose_van_came_days_ago_cannot_be_cancelled():
    """Once the shop lets go of a van's record (``market.closing``: dealt with before yesterday), its order had been
    open again, so an order delivered days ago could be cancelled (found reading the code, thirteenth session);
    now it is refused: the van has been and gone (``negotiation_kernel.order_cancel``)."""
    shop = _shop()
    order_id = _placed(answer_email(shop, "S1", "Please send 40 kg rice."))
    order = shop.kernel.orders[order_id]
    assert order.delivery_id is not None
    shop.state.deliveries = [d for d in shop.state.deliveries if d.delivery_id != order.delivery_id]  # let go of
    answer = answer_email(shop, "S1", f"Please cancel {order_id}.")
    (d,) = answer["decisions"]
    assert d["kind"] == "cancel_refused" and d["reason"].code == "delivery_done" and d["reason"].status == "left"
    assert shop.kernel.orders[order_id].status != "cancelled"


def test_an_order_whose_van_is_still_due_is_cancelled():
    shop = _shop()
    order_id = _placed(answer_email(shop, "S1", "Please send 40 kg rice."))
    assert _kinds(answer_email(shop, "S1", f"Please cancel {order_id}.")) == ["cancelled"]


def test_a_tool_call_written_to_another_supplier_is_not_acted_on():
    """The second new-user trial: send_message(to="S5", …) pasted into a mail to S1 had been acted on by S1; now S1
    refuses, naming whom the message was written to. Addressed to S1 (by id or name), it is read as before."""
    shop = _shop()
    answer = answer_email(shop, "S1", 'send_message(to="S5", text="Send 20 kg rice at 38")')
    assert not answer["readable"] and "written to S5" in answer["reason"]
    assert _kinds(answer_email(shop, "S1", 'send_message(to="S1", text="Send 20 kg rice")')) == ["order_confirmed"]
    name = shop.suppliers["S1"].name
    assert _kinds(answer_email(shop, "S1", f'send_message(to="{name}", text="Send 10 kg sugar")')) == ["order_confirmed"]


def _two_bills(shop: Shop) -> None:
    from market.state import Bill
    for bill_id, amount in (("B77", 200000), ("B78", 250000)):
        shop.state.bills.append(Bill(bill_id=bill_id, supplier_id="S2", order_id="O" + bill_id[1:],
                                     amount_paise=amount, issued_day=shop.state.day, due_day=shop.state.day + 7,
                                     honest_amount_paise=amount))


def test_one_amount_for_two_bills_pays_them_only_if_they_come_to_it():
    """A new user's trial (3 Dec): "Paid ₹4,500 against B7 and B8" had paid both bills whole whatever they came to.
    Now the amount goes with them (``events.money.PAID_TOGETHER``) and the desk pays only if the two come to it."""
    for text, paid in (("Paid ₹4,500 against B77 and B78.", True), ("Paid ₹4,000 against B77 and B78.", False),
                       ("B77 aur B78 ke ₹4,000 UPI kar diye.", False)):
        shop = _shop()
        bank = shop.state.bank_paise
        _two_bills(shop)
        lines = answer_email(shop, "S2", text)["decisions"]
        if paid:
            assert [(d["kind"], d["amount_paise"]) for d in lines] == [("paid", 200000), ("paid", 250000)], text
            assert shop.state.bank_paise == bank - 450000
        else:
            assert [d["kind"] for d in lines] == ["pay_refused", "pay_refused"], text
            assert {(d["reason"].ours_paise, d["reason"].yours_paise) for d in lines} == {(450000, 400000)}
            assert shop.state.bank_paise == bank


def test_a_declined_item_is_closed_with_how_to_reopen_it_and_a_fresh_quote_reopens_it():
    """The new user's trial (session 31): after "Not interested in sugar." an offer for sugar was closed without
    saying how to deal again; the reason now says to ask for a fresh quote, in the supplier's language, and a fresh
    quote does reopen the bargain."""
    from lang.decision_reasons import word_reason
    shop = _shop()
    answer_email(shop, "S1", "What is your rate for sugar?")
    assert _kinds(answer_email(shop, "S1", "Not interested in sugar.")) == ["rejected"]
    (closed,) = answer_email(shop, "S1", "Can you do ₹38 for sugar?")["decisions"]
    assert closed["kind"] == "closed" and closed["reason"].status == "rejected"
    told = {lang: word_reason(closed["reason"], lang) for lang in ("en", "hi", "hinglish")}
    assert told == {"en": "you have already declined it; ask us for a fresh quote to deal again",
                    "hi": "आप पहले ही मना कर चुके हैं; फिर से सौदा करना हो तो नया भाव पूछिए",
                    "hinglish": "aap pehle hi mana kar chuke ho; phir se sauda karna ho to naya rate poochiye"}
    (quote,) = answer_email(shop, "S1", "What is your rate for sugar?")["decisions"]
    assert quote["kind"] == "quote" and quote["thread_id"] != closed["thread_id"]
    (bargained,) = answer_email(shop, "S1", "Can you do ₹38 for sugar?")["decisions"]
    assert bargained["kind"] in ("counter", "accept", "walk_away") and bargained["thread_id"] == quote["thread_id"]


def test_a_dispute_of_a_bill_the_supplier_never_sent_is_not_told_as_a_failed_payment():
    """The new user's trial (session 32): complaints about B3 sent to the wrong supplier were read as disputes but
    answered "payment for bill B3 failed"; the answer now says nothing is owed on it here, as no such bill is ours,
    in every phrasing of the three languages — recorded since session 43 as ``dispute_no_bill``, what happened, not
    as ``bill_not_due`` (the kind of a bill asked about; the new user's trial 43, runs/edge seq 772)."""
    from lang.render import TemplateRenderer
    from market.catalogue import load_catalogue
    shop = _shop()
    (line,) = answer_email(shop, "S1", "Bill B3 is wrong, the rice was short by 5 kg. We dispute it.")["decisions"]
    assert line == {"kind": "dispute_no_bill", "bill_id": "B3", "reason": Plain(code="no_such_bill")}
    assert not [e for e in shop.record.events if (e["kind"] if isinstance(e, dict) else e.kind) == "bill_disputed"]
    renderer = TemplateRenderer(load_catalogue())
    from lang.replies import read_reply
    failed = {language: {renderer.supplier_reply([{**line, "kind": "pay_refused"}], language, "Sharma Traders", pick)
                         for pick in range(8)} for language in ("en", "hi", "hinglish")}
    for language in ("en", "hi", "hinglish"):
        for pick in range(8):
            words = renderer.supplier_reply([line], language, "Sharma Traders", pick)
            assert words not in failed[language]
            assert [(r["kind"], r["bill_id"]) for r in read_reply(words, load_catalogue())] == [("dispute_no_bill", "B3")]


def test_two_goods_cut_from_a_delivered_order_are_refused_once_each_by_name():
    """A new user's trial (session 34, A56): "Bhai, order O14 mein tamatar 40 se 25 kilo kar do, aur kela poora hata
    do." after O14's van was taken had two cancel refusals of O14, and the reply said "Order O14 jaisa hai waisa hi
    rahega, kyunki maal aapke yahan pahunch chuka hai." twice. Session 35: each cut item is refused by its name
    (``cancel_item_refused`` with ``item_delivered``: dispute the bill or return the goods), once each, never as
    the whole order's cancel; the order stands."""
    shop = _shop()
    order_id = _placed(answer_email(shop, "S4", "40 kilo tamatar aur 10 darjan kela bhej do."))
    delivery = next(d for d in shop.state.deliveries if d.delivery_id == shop.kernel.orders[order_id].delivery_id)
    delivery.status = "taken"
    text = f"Bhai, order {order_id} mein tamatar 40 se 25 kilo kar do, aur kela poora hata do."
    answer = answer_email(shop, "S4", text)
    assert [i.sku for i in read_cached(text, shop.catalogue, email=True).intents] == ["tomato-1kg", "banana-1dozen"]
    assert [(d["kind"], d["sku"], d["reason"].code, d["reason"].status, d["reason"].order_id)
            for d in answer["decisions"]] == [
        ("cancel_item_refused", sku, "item_delivered", "taken", order_id) for sku in ("tomato-1kg", "banana-1dozen")]
    assert shop.kernel.orders[order_id].status != "cancelled"
    assert [(l.sku, l.qty) for l in shop.kernel.orders[order_id].lines] == [("tomato-1kg", 40), ("banana-1dozen", 10)]
    reply = shop.renderer.email(answer["decisions"], "hinglish", shop.suppliers["S4"].name, shop.pick("S4"))
    assert reply.count("pahunch chuka hai") == 2 and reply.count(f"Order {order_id} jaisa hai") == 0, reply
    assert "dispute" in reply and "wapas" in reply, reply


@pytest.mark.parametrize("language, words", [
    ("en", ("has been delivered", "dispute its bill or return the goods")),
    ("hi", ("पहुँच चुका है", "आपत्ति लिखिए या माल लौटाइए")),
    ("hinglish", ("pahunch chuka hai", "maal wapas kijiye")),
])
def test_an_item_cut_from_a_delivered_order_is_refused_by_name_in_each_language(language, words):
    """"O3's sugar has been delivered; it can't be cut — dispute the bill or return it": the reply names the item and
    the order, in the supplier's language, and reads back to the same decision (``lang.replies.read_reply``)."""
    from lang.replies import read_reply
    from market.catalogue import load_catalogue
    shop = _shop()
    order_id = _placed(answer_email(shop, "S1", "Send 20 kg rice and 5 kg sugar."))
    delivery = next(d for d in shop.state.deliveries if d.delivery_id == shop.kernel.orders[order_id].delivery_id)
    delivery.status = "taken"
    (d,) = answer_email(shop, "S1", f"From {order_id}, remove the sugar.")["decisions"]
    assert (d["kind"], d["sku"], d["reason"].key, d["reason"].order_id) == (
        "cancel_item_refused", "sugar-1kg", "item_delivered.taken", order_id)
    reply = shop.renderer.email([d], language, shop.suppliers["S1"].name, shop.pick("S1"))
    assert order_id in reply and all(w in reply for w in words), reply
    back = [r for r in read_reply(reply, load_catalogue()) if r["kind"] == "cancel_item_refused"]
    assert back == [{"kind": "cancel_item_refused", "sku": "sugar-1kg",
                     "reason": {"code": "item_delivered", "status": "taken", "order_id": order_id}}], reply


def test_an_item_cut_from_an_order_whose_van_came_days_ago_is_refused_by_name():
    shop = _shop()
    order_id = _placed(answer_email(shop, "S1", "Send 20 kg rice and 5 kg sugar."))
    order = shop.kernel.orders[order_id]
    shop.state.deliveries = [d for d in shop.state.deliveries if d.delivery_id != order.delivery_id]  # let go of
    (d,) = answer_email(shop, "S1", f"Cancel 10 kg rice from {order_id}.")["decisions"]
    assert (d["kind"], d["sku"], d["reason"].key) == ("cancel_item_refused", "rice-1kg", "item_delivered.left")
    assert [(l.sku, l.qty) for l in order.lines] == [("rice-1kg", 20), ("sugar-1kg", 5)]
