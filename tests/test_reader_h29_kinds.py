"""Kinds of misreading that held-out corpora 29 (order and bill ids written many ways, payments, disputes) and 30
(the cashier's words at the counter only) showed (issue 10), and the last silent rows of holdouts 19 and 23; each
read in the three languages where the kind is not tied to one script.

Written again in our own words (other items, figures and ids than the corpora's rows). Several had been acted on:
"Cancel the 10 kg from O-63" and "O-197 में से 5 किलो कम कर दो" cancelled the whole order; the counter billed the
change handed back ("Here's your ₹37 change") or the khata's standing balance ("Aapke khate mein ₹1,780 baaki
hain") as today's goods, billed the old balance added in ("पुराने ₹1,200 मिलाकर कुल ₹1,630"), billed one of two
prices offered as a choice, and billed the amount before a return worked out ("दही ₹40 घटा दिया, आज का ₹260 − ₹40
= ₹220").
"""
from __future__ import annotations

import pytest

from reader_intents import counter_bill, intents as _intents, refused


@pytest.mark.parametrize("text", ["Cancel the 10 kg from O-63.", "O-197 में से 5 किलो कम कर दो।",
                                  "O-316 mein se 2 peti kam kar do."])
def test_a_quantity_cut_from_an_order_without_its_goods_is_refused(text):
    assert refused(text) == "no_item.of_what"


@pytest.mark.parametrize("text", ["Kindly cancel Order No. 52 in full.", "Cancel order #52.", "ऑर्डर नं. 52 रद्द कर दीजिए।"])
def test_an_order_numbered_in_words_is_cancelled(text):
    assert _intents(text) == [("cancel", None, None, None, "O52", None)]


@pytest.mark.parametrize("text", ["B95 चुका दिया।", "Bill 95 chuka diya.", "B95 clear kar diya bhaiya."])
def test_a_bill_settled_is_paid(text):
    assert _intents(text) == [("pay", None, None, None, None, "B95")]


@pytest.mark.parametrize("text", ["### Paid today\n- **B12** — ₹1,150 — UPI ref 4410\n- **B14** — ₹640 — cash to driver",
                                  "| बिल | रकम | तरीका |\n|---|---|---|\n| B12 | ₹1,150 | UPI |\n| B14 | ₹640 | नकद |"])
def test_payments_listed_with_their_ways_pay_each_bill(text):
    from lang.reader import read_message
    assert [(i.kind, i.bill_id, i.total_paise) for i in read_message(text).intents] == [
        ("pay", "B12", 115000), ("pay", "B14", 64000)]


@pytest.mark.parametrize("text", ["Invoice 210 is a duplicate of invoice 209. Please withdraw 210.",
                                  "You have billed us twice: B209 and B210 carry the same goods. We will pay B209; please withdraw B210."])
def test_the_duplicate_bill_is_the_one_disputed(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B210")]


def test_two_bills_disputed_each_stay_disputed():
    assert _intents("B71 is wrong and B72 is wrong too") == [
        ("dispute", None, None, None, None, "B71"), ("dispute", None, None, None, None, "B72")]


@pytest.mark.parametrize("text", ["-----Original Message-----\nFrom: Jain Traders\nEggs ₹175 per tray.\n-----\n\n"
                                  "Confirmed. Send 4 trays.",
                                  "-----मूल संदेश-----\nप्रेषक: जैन ट्रेडर्स\nअंडे ₹175 प्रति ट्रे।\n-----\n\nमंज़ूर है। 4 ट्रे भेज दीजिए।",
                                  "> Ande ₹175 per tray.\n\nPakka. 4 tray bhejo."])
def test_a_bare_agreement_under_a_quote_then_an_order_accepts_the_quote(text):
    # (at the quoted ₹175 a tray, ₹5.8333 an egg: lang.quoted_accept, the 27th session's convention)
    assert _intents(text) == [("accept", "eggs-1pc", None, 583, None, None), ("order", "eggs-1pc", 120, None, None, None)]


def test_instead_after_a_cancel_is_the_cancelled_orders_place():
    assert _intents("Cancel O84, send 10 kg poha at ₹30/kg instead.") == [
        ("cancel", None, None, None, "O84", None), ("order", "poha-500g", 20, 1500, None, None)]
    assert _intents("We'll take moong dal at ₹96 per kg instead.") == [("offer", "moong-dal-1kg", None, 9600, None, None)]


@pytest.mark.parametrize("text", ["Sugar at 41 maybe? or 43?", "Chini 41? ya 43?"])
def test_two_prices_asked_one_after_the_other_are_asked_which(text):
    assert refused(text) == "ambiguous_intent.conflict"


@pytest.mark.parametrize("text", ["paneer 390 kilo zyada hai, 360 kar do", "पनीर 390 किलो ज़्यादा है, 360 कर दो"])
def test_a_price_per_kilo_called_too_much_is_no_quantity(text):
    assert _intents(text) == [("offer", "paneer-200g", None, 7200, None, None)]


def test_too_much_of_a_quantity_stays_a_quantity():
    assert refused("Chawal 20 kilo zyada hai, 10 kilo bhejo") == "contradictory.two_counts"  # (same unit: which count)


def test_do_a_number_after_a_price_called_too_high_offers_it():
    assert _intents("atta 215 too high. do 205 n we r good") == [("offer", "atta-5kg", None, 20500, None, None)]


@pytest.mark.parametrize("text,paise", [
    ("Today it's ₹410; with the ₹500 from last week on the khata, you owe ₹910 in all.", 41000),
    ("आज के ₹380, पुराने ₹900 मिलाकर कुल ₹1,280 बकाया है।", 38000),
    ("Aaj ke ₹275, pichhle ₹600 milake total ₹875 baaki hai.", 27500),
    ("Thought: today 2 soaps = 60 + oil 150 = 210. Old khata 300, remind only.\nSay: Today's ₹210, ma'am. And ₹300 is "
     "pending on your khata.", 21000),
    ("सोच: आज 250।\nबोलो: आज के ₹250 हुए। और ₹400 पुराने बाकी हैं।", 25000),
    ("You paid ₹150 by UPI; the bill was ₹420, so ₹270 goes on the khata.", 42000),
    ("₹300 UPI se aaye, bill ₹520 ka tha, to ₹220 udhaar mein.", 52000),
    ("लौटाया हुआ दही ₹35 घटा दिया, आज का ₹290 − ₹35 = ₹255।", 25500),
    ("₹620 हुए — ₹300 अभी दे दीजिए, बाकी खाते में", 62000),
])
def test_the_counter_bills_todays_goods(text, paise):
    assert counter_bill(text) == paise


@pytest.mark.parametrize("text", ["Here's your ₹42 change, thank you!", "ये लीजिए आपके ₹१६ छुट्टे।",
                                  "Your khata balance is ₹1,120 — please clear it when you can.",
                                  "Aapke khate mein ₹960 baaki hain.",
                                  "If you take the butter too it's ₹640, otherwise ₹280.",
                                  "Dahi bhi loge to ₹330, warna ₹190."])
def test_the_counter_bills_nothing_when_no_bill_for_todays_goods_is_said(text):
    from lang.counter_words import read_at_counter
    r = read_at_counter(text)
    assert not r.readable and r.reason_key == "no_intent.counter", (text, r.intents)


@pytest.mark.parametrize("text", ["Paid B-40 in full, ₹3,200 — out of the ₹5,100 bill.", "B40 ke ₹5,100 mein se ₹3,200 bhej diye."])
def test_an_amount_paid_out_of_a_larger_bill_is_a_part_payment(text):
    assert refused(text) == "ambiguous_intent.partial_pay"


@pytest.mark.parametrize("text", ["Paid B-60 in full, but the sugar in it was short by 2 kg — please send the missing packet.",
                                  "B-60 poora pay kar diya, par usme 1 peti Parle-G kam aayi — woh bhej dena."])
def test_goods_short_on_a_bill_just_paid_order_nothing(text):
    """Paid and short in one breath: the missing goods are the bill's dispute, not a new order billed again (refused:
    pay it or dispute it, as the desk settles one at a time)."""
    assert refused(text) == "contradictory.paid_and_disputed"


@pytest.mark.parametrize("text", ["B226 ke 10 Surf packet mein se 2 phate hue the.", "B226 के 10 सर्फ़ पैकेट में से 2 फटे हुए थे।",
                                  "B226 mein 2 kilo chawal kam aaya."])
def test_goods_that_came_damaged_or_short_dispute_the_bill(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B226")]


@pytest.mark.parametrize("text,order", [("Transferred the money for order #31 just now — GPay txn 40119822.", "O31"),
                                        ("ऑर्डर नं. 34 के पैसे भेज दिए हैं 🙏", "O34"),
                                        ("Order no. 208 ke paise bhej diye bhaiya", "O208")])
def test_the_money_for_an_order_pays_its_bill(text, order):
    """The desk finds the order's bill (negotiation_kernel.desk._order_bill); no amount need be said."""
    assert _intents(text) == [("pay", None, None, None, order, None)]


def test_a_bill_asked_under_an_order_so_as_to_pay_pays_nothing():
    assert _intents("Please share the bill under order O40, so that we may process payment.") == [
        ("ask_bill", None, None, None, "O40", None)]


@pytest.mark.parametrize("text,paise", [
    ("| Item | Qty | Price |\n|---|---|---|\n| Sugar | 2 kg | ₹94 |\n| Tea | 1 | ₹140 |\n| **Total** | | **₹234** |", 23400),
    ("| सामान | मात्रा | दाम |\n|---|---|---|\n| चीनी | 2 किलो | ₹94 |\n| चाय | 1 | ₹140 |\n| **कुल** | | **₹234** |", 23400),
    ("₹380 — sorry, I misread, it's ₹830.", 83000),
    ("₹270 — arre sorry, galat bola, ₹720 hue.", 72000),
])
def test_the_counter_bills_a_tables_total_and_an_amount_corrected(text, paise):
    assert counter_bill(text) == paise


@pytest.mark.parametrize("text", ["Cancel bill B1.", "Bill B1 fake hai bhai, cancel karo.", "बिल B1 रद्द कीजिए, यह माल हमने कभी नहीं मँगाया।",
                                  "We never ordered anything for bill B1, please cancel it.", "B1 फ़र्ज़ी बिल है।",
                                  "Bill B1 fake hai."])
def test_a_bill_cancelled_or_called_fake_is_disputed(text):
    """Found by a new-user trial: "Cancel bill B1." was refused as naming no order (a false reason), so a model that
    wrote it caught no ghost bill while one that wrote "ग़लत" caught them all."""
    assert _intents(text) == [("dispute", None, None, None, None, "B1")]


def test_an_order_cancelled_beside_a_bill_paid_stays_a_cancel():
    assert _intents("Cancel O3 and pay B1") == [("cancel", None, None, None, "O3", None), ("pay", None, None, None, None, "B1")]


@pytest.mark.parametrize("text", ["Order: 1. Rice - 50 kg 2. Moong dal - 15 kg", "Kal ke liye order: 1) Chawal 50 kg, 2) Moong dal 15 kg",
                                  "ऑर्डर: 1. चावल - 50 किलो 2. मूंग दाल - 15 किलो"])
def test_a_numbered_list_on_one_line_is_its_items_not_order_one(text):
    assert _intents(text) == [("order", "rice-1kg", 50, None, None, None), ("order", "moong-dal-1kg", 15, None, None, None)]


@pytest.mark.parametrize("text,paise", [("That'll be two fifty.", 25000), ("Total is three twenty, madam.", 32000),
                                        ("It comes to one eighty-five.", 18500),
                                        ("Atta two hundred, poha forty — two forty in all.", 24000)])
def test_an_amount_said_with_its_hundreds_left_out_is_hundreds(text, paise):
    """"Two fifty" is ₹250 the Indian way; the counter had billed ₹2 ("That'll be two fifty") and ₹90 ("two ninety
    in all"), a silent loss holdout30 showed."""
    assert counter_bill(text) == paise


def test_a_count_before_a_pack_size_stays_a_count():
    assert refused("Send two twenty kg bags of rice") == "ambiguous_intent.figure"


@pytest.mark.parametrize("text,paise", [("Aunty, two fifty ho gaya. Paytm kar do.", 25000), ("Bhaiya, three twenty hue.", 32000)])
def test_an_amount_said_short_before_a_hinglish_verb_is_hundreds(text, paise):
    """Found by a helper trying to break the counter at the session's end (it had billed ₹50 and ₹20)."""
    assert counter_bill(text) == paise


def test_stock_told_beside_no_need_to_send_orders_nothing():
    """Found the same way: "We still have 40 kg rice in the godown, so no need to send rice" had ordered 40 kg."""
    assert refused("We still have 40 kg rice in the godown, so no need to send rice this week.") == "no_intent.nothing"
    assert _intents("We still have 40 kg rice in the godown, so send only 10 kg rice.") == [
        ("order", "rice-1kg", 10, None, None, None)]
