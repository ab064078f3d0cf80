"""Trial 36's language ablation: three kinds the supplier acted on wrongly or refused in one language only.

- A deal's price said in a sentence of its own ("Deal. ₹39.5 it is. Please dispatch 40 kg of rice."): accept at
  that price and order (``lang.deal_price``); the desk had refused its own counter.
- Two bills paid in one e-mail, each with its amount, and a total after them ("Paying bills B2 (₹1,570) and B3
  (₹562.5) today, total ₹2,132.5."): each bill its own amount (``lang.pay_amounts``); a total that is not their
  sum is refused. The desk then pays both.
- A ghost bill disputed in English ("Bill B1 is for goods we never ordered or received. Please cancel it."): a
  dispute of B1 (``lang.either_guard``: "or" after a negation is "nor"); the desk cancels the bill.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.reader import read_message
from lang.reasons import word
from roles.supplier_mail import answer_email
from scenarios import load_scenario


def _read(text: str) -> list[tuple]:
    r = read_message(text, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.bill_id, i.total_paise) for i in r.intents]


# --- 1. "Deal. ₹X it is." -------------------------------------------------------------------------------------

_RICE_DEAL = [("accept", "rice-1kg", None, 3950, None, None), ("order", "rice-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "Deal. ₹39.5 it is.\n\nPlease dispatch 40 kg of rice by tomorrow's van.\n\nThanks & regards,\nManager",  # trial 36
    "सौदा पक्का। ₹39.5 ही सही। 40 किलो चावल कल की गाड़ी से भेज दीजिए।",
    "Deal pakki. ₹39.5 hi sahi. 40 kilo chawal kal ki gaadi se bhej dijiye.",
    "Done! ₹39.5 it is then. Send 40 kg rice.",  # probes of my own
    "Agreed. ₹39.5/kg it is. Kindly send 40 kg of rice.",
    "OK. ₹39.5. Send 40 kg rice.",
    "Deal! At ₹39.5. Send 40 kg rice.",
    "Theek hai, deal. ₹39.5 pe done. 40 kilo chawal bhejo.",
    "₹39.5 it is. Send 40 kg rice.",
    "ठीक है। ₹39.5 ही सही। 40 किलो चावल भेजिए।",
    "Theek hai. ₹39.5 hi sahi. 40 kilo chawal bhejiye.",
])
def test_a_deals_price_said_apart_is_agreed_and_the_goods_ordered(text):
    assert _read(text) == _RICE_DEAL


@pytest.mark.parametrize("text,expected", [
    ("Deal, ₹39.5 it is. Send 40 kg rice.", _RICE_DEAL),  # with a comma, as before
    ("सौदा पक्का, ₹39.5 ही सही। 40 किलो चावल भेज दीजिए।", _RICE_DEAL),
    ("Send 40 kg rice. ₹39.5.", [("order", "rice-1kg", 40, 3950, None, None)]),  # no deal words: the order's price
])
def test_near_sentences_read_as_before(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text", ["Deal. ₹39.5 it is.", "सौदा पक्का। ₹39.5 ही सही।", "Deal pakki. ₹39.5 hi sahi."])
def test_a_deals_price_without_goods_or_context_is_still_asked(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key.startswith(("no_item", "ambiguous_intent.figure")), r.reason


def test_a_deals_price_under_the_quote_it_answers_is_that_items():
    assert _read("> Rice ₹39.50/kg is our last price.\n\nDeal. ₹39.5 it is.") == [
        ("accept", "rice-1kg", None, 3950, None, None)]


# --- 2. Two bills paid, each with its amount, and the total ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Paying bills B2 (₹1,570) and B3 (₹562.5) today, total ₹2,132.5.",  # trial 36
    "आज बिल B2 (₹1,570) और B3 (₹562.5) का भुगतान कर रहे हैं, कुल ₹2,132.5।",
    "Aaj bills B2 (₹1,570) aur B3 (₹562.5) ka payment kar rahe hain, total ₹2,132.5.",
    "Paid B2 ₹1,570 and B3 ₹562.50, ₹2,132.50 in total.",  # probes of my own
    "B2 के ₹1,570 और B3 के ₹562.50 भेज दिए, कुल ₹2,132.50।",
    "B2 ke ₹1,570 aur B3 ke ₹562.50 bhej diye, kul ₹2,132.50.",
])
def test_each_bill_paid_takes_its_own_amount_and_the_total_checks_them(text):
    assert _read(text) == [("pay", None, None, None, "B2", 157000), ("pay", None, None, None, "B3", 56250)]


@pytest.mark.parametrize("text,lang", [
    ("Paying bills B2 (₹1,570) and B3 (₹562.5) today, total ₹2,100.", "en"),
    ("आज बिल B2 (₹1,570) और B3 (₹562.5) का भुगतान कर रहे हैं, कुल ₹2,100।", "hi"),
    ("B2 ke ₹1,570 aur B3 ke ₹562.50 bhej diye, kul ₹2,000.", "hinglish"),
])
def test_a_total_that_is_not_the_bills_sum_is_refused_saying_what_to_write(text, lang):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "contradictory.pay_total", r.reason
    told = word(r.reason_key, r.reason_args, lang)
    assert "₹2,132.50" in told and ("B2" in told)


def test_one_amount_for_two_bills_still_travels_with_both():
    r = read_message("Paid ₹4,500 against B7 and B8.", email=True)
    assert [(i.bill_id, i.total_paise, i.note) for i in r.intents] == [
        ("B7", None, "paid together, paise: 450000"), ("B8", None, "paid together, paise: 450000")]


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def _bills(shop: Shop, *amounts: tuple[str, int], fraud: str | None = None) -> None:
    from market.state import Bill
    for bill_id, amount in amounts:
        shop.state.bills.append(Bill(bill_id=bill_id, supplier_id="S2", order_id="O" + bill_id[1:],
                                     amount_paise=amount, issued_day=shop.state.day, due_day=shop.state.day + 7,
                                     honest_amount_paise=0 if fraud else amount, fraud=fraud))


@pytest.mark.parametrize("text", [
    "Paying bills B92 (₹1,570) and B93 (₹562.5) today, total ₹2,132.5.",
    "आज बिल B92 (₹1,570) और B93 (₹562.5) का भुगतान कर रहे हैं, कुल ₹2,132.5।",
    "Aaj bills B92 (₹1,570) aur B93 (₹562.5) ka payment kar rahe hain, total ₹2,132.5.",
])
def test_the_desk_pays_both_bills_at_their_own_amounts(text):
    shop = _shop()
    bank = shop.state.bank_paise
    _bills(shop, ("B92", 157000), ("B93", 56250))
    answer = answer_email(shop, "S2", text)
    assert [(d["kind"], d["bill_id"], d["amount_paise"]) for d in answer["decisions"]] == [
        ("paid", "B92", 157000), ("paid", "B93", 56250)]
    assert shop.state.bank_paise == bank - 213250
    sup = shop.suppliers["S2"]
    reply = shop.renderer.email(answer["decisions"], sup.language, sup.name, shop.pick("S2"))
    assert "B92" in reply and "B93" in reply and "2,132" not in reply, reply  # (no sum said as one bill's)


# --- 3. A ghost bill disputed in English -----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Bill B1 is for goods we never ordered or received. Please cancel it.",  # trial 36
    "Bill B1 is for goods we never ordered or received.",
    "बिल B1 उस माल का है जो हमने कभी मँगाया ही नहीं, न मिला। इसे रद्द कीजिए।",
    "Bill B1 us maal ka hai jo humne kabhi mangwaya hi nahi, na mila. Isse cancel kijiye.",
    "We have not ordered or received anything billed on B1. Kindly cancel it.",  # probes of my own
    "B1: goods never ordered nor received — please cancel it.",
])
def test_a_bill_for_goods_never_ordered_or_received_is_disputed(text):
    assert [(k, b) for k, _, _, _, b, _ in _read(text)] == [("dispute", "B1")]


@pytest.mark.parametrize("text", [
    "B1 is wrong. Please cancel it.", "B1 का हिसाब गलत है। इसे रद्द कीजिए।", "B1 ka hisaab galat hai. Isse cancel kijiye.",
    "We got bill B1 today. Please cancel it.",
])
def test_cancel_it_after_one_bill_named_disputes_that_bill(text):
    assert [(k, b) for k, _, _, _, b, _ in _read(text)] == [("dispute", "B1")]


def test_a_cancel_of_goods_or_of_an_order_reads_as_before():
    assert _read("Cancel O3.") == [("cancel", None, None, None, None, None)]
    assert [(k, s, q) for k, s, q, _, _, _ in _read("B1 paid. Cancel 5 kg sugar from it.")] == [
        ("pay", None, None), ("cancel", "sugar-1kg", 5)]


def test_a_real_choice_with_or_is_still_asked_in_plain_words():
    r = read_message("O553 atta — 10 packets more or cancel 10, I'll confirm", email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.either"
    r = read_message("Send 10 kg rice or 10 kg sugar, whichever is fresher.", email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.choice"
    assert "write only the one you want" in word(r.reason_key, r.reason_args, "en")


@pytest.mark.parametrize("text", [
    "Bill B94 is for goods we never ordered or received. Please cancel it.",
    "बिल B94 उस माल का है जो हमने कभी मँगाया ही नहीं, न मिला। इसे रद्द कीजिए।",
    "Bill B94 us maal ka hai jo humne kabhi mangwaya hi nahi, na mila. Isse cancel kijiye.",
])
def test_the_desk_cancels_a_ghost_bill_disputed_in_each_language(text):
    shop = _shop()
    _bills(shop, ("B94", 120000), fraud="ghost_bill")
    answer = answer_email(shop, "S2", text)
    bill = next(b for b in shop.state.bills if b.bill_id == "B94")
    assert bill.status == "cancelled", answer["decisions"]


# --- 4. "… and send the invoice" beside an order ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Kindly book 30 kg of onions and send the invoice.",  # trial 36
    "30 किलो प्याज़ बुक कीजिए और बिल भेज दीजिए।",
    "30 kilo pyaaz book kar dijiye aur invoice bhej dijiye.",
    "Please book 30 kg onions. Send the invoice too.",  # a probe of my own
])
def test_the_invoice_asked_beside_an_order_is_that_orders_and_asks_nothing_now(text):
    assert _read(text) == [("order", "onion-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text,asked", [
    ("Send 30 kg onions and send the pending bills.", True),
    ("30 किलो प्याज़ भेजिए और पिछले बिल भी भेजिए।", True),
    ("Please send us the bill.", True),
    ("Send 30 kg onions and the bill.", False),  # (as before)
])
def test_other_bills_asked_beside_an_order_are_still_asked(text, asked):
    assert ("ask_bill" in [k for k, *_ in _read(text)]) == asked


def test_the_desk_books_the_order_and_recites_no_open_bill():
    shop = _shop()
    _bills(shop, ("B95", 120000))
    answer = answer_email(shop, "S2", "Kindly book 20 packets of milk and send the invoice.")
    assert [d["kind"] for d in answer["decisions"]] in (["order_confirmed"], ["advance_required"]), answer
