"""Kinds of misreading that held-out corpora 27 (follow-ups late in a month: earlier orders and bills, repeat orders,
payments beside questions) and 28 (numbers, units and structure written oddly), and the last silent rows of 19, 21
and 22, showed (issue 10); each read in the three languages where the kind is not tied to one script.

Written again in our own words (other items, figures and ids than the corpora's rows); each asserts the exact intents
(kind, sku, quantity in selling units, unit price in paise, order id, bill id), the refusal's key, or the counter's
bill in paise. Several had been acted on: a whole order cancelled for one line ("drop the almonds from O156
entirely; keep the poha"), goods ordered on a promise to order if the rate came down ("rate kam karo, tabhi 20 bag
lenge"), an offer at a price that was only a bound ("if you can do better than ₹34/kg"), the old balance billed at
the counter, an order's price lost after "for the winter".
"""
from __future__ import annotations

import pytest

from reader_intents import counter_bill, intents as _intents, refused


def test_the_after_a_price_is_an_article_unless_the_clause_ends():
    assert _intents("Please send 15 kg sugar at ₹41/kg and 8 kg jaggery at ₹58/kg for the festival.") == [
        ("order", "sugar-1kg", 15, 4100, None, None), ("order", "jaggery-1kg", 8, 5800, None, None)]
    assert _intents("Chawal pehle ₹40 the. Ab ₹38 kar do.") == [("offer", "rice-1kg", None, 3800, None, None)]


def test_at_the_quoted_price_is_the_price_ordered_at():
    assert _intents("Send 300 packets of Parle-G at the quoted ₹4.10.") == [
        ("order", "biscuits-65g", 300, 410, None, None)]


def test_a_price_said_as_a_bound_asks_how_much_lower():
    assert refused("We'll take 40 kg onions if you can do better than ₹33/kg.") == "no_price.how_much_lower"
    assert refused("Can you do potatoes for less than ₹24/kg?") == "no_price.what_price"
    assert refused("₹33 से कम में दो तो 40 किलो प्याज़ लेंगे") == "no_price.what_price"
    assert refused("Pyaz 33 se kam mein do toh 40 kilo lenge") == "no_price.what_price"


@pytest.mark.parametrize("text", ["Please drop the jaggery from O212 entirely; keep the rice.",
                                  "गुड़ O212 से पूरी तरह हटा दो, चावल रहने दो।",
                                  "Gud O212 se poori tarah hata do, chawal rehne do."])
def test_goods_dropped_entirely_from_an_order_cancel_those_goods(text):
    assert _intents(text) == [("cancel", "jaggery-1kg", None, None, "O212", None)]


@pytest.mark.parametrize("text", [
    'You wrote: "bill for O77 will follow". Still waiting — please send the bill for O77.',
    'आपने कहा था "O77 का बिल कल भेज देंगे" — अभी तक नहीं आया। कृपया O77 का बिल भेजें।',
    'Aapne bola tha "O77 ka bill kal bhej denge" — abhi tak nahi aaya. O77 ka bill bhejiye.'])
def test_a_bill_not_come_asks_for_the_bill_only(text):
    assert _intents(text) == [("ask_bill", None, None, None, "O77", None)]


@pytest.mark.parametrize("text", [
    "> Your order O318 (10 kg sugar) will reach by noon.\n\nIt's 3 pm, nothing yet. Is the van coming?",
    "> आपका ऑर्डर O318 (10 किलो चीनी) दोपहर तक पहुँच जाएगा।\n\n3 बज गए, अभी तक कुछ नहीं आया। गाड़ी कहाँ है?",
    "> Aapka order O318 (10 kilo cheeni) dopahar tak pahunch jayega.\n\n3 baj gaye, abhi tak kuch nahi aaya. "
    "Gaadi kahan hai?"])
def test_a_delivery_question_under_a_quoted_order_is_about_that_order(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O318", None)]


@pytest.mark.parametrize("text", ["Chawal ka rate kam karo, tabhi 30 kilo lenge.",
                                  "चावल का रेट कम करो, तभी 30 किलो लेंगे।"])
def test_goods_taken_only_if_the_rate_comes_down_are_no_order(text):
    assert refused(text) == "no_price.how_much_lower"


@pytest.mark.parametrize("text", ["O90 में आटा आ गया, चीनी कहाँ है?", "O90 mein aata aa gaya, cheeni kahan hai?",
                                  "The atta in O90 came, but where is the sugar?"])
def test_goods_that_came_are_not_asked_after(text):
    assert _intents(text) == [("ask_delivery", "sugar-1kg", None, None, "O90", None)]


@pytest.mark.parametrize("text", ["Same as last Friday pls — 15 kg rice, 5 kg sugar, same rate.",
                                  "वही 15 किलो चावल और 5 किलो चीनी, पिछली बार वाले रेट पर।",
                                  "Bhaiya, same as last week — 15 kilo chawal aur 5 kilo cheeni."])
def test_a_repeat_order_orders_the_goods_listed(text):
    assert _intents(text) == [("order", "rice-1kg", 15, None, None, None), ("order", "sugar-1kg", 5, None, None, None)]


@pytest.mark.parametrize("text", ["Paid B61 by UPI. What's the total on B64?", "B61 का भुगतान UPI से कर दिया। B64 कितने का है?",
                                  "B61 ka payment UPI se kar diya. B64 ka total kitna hai?"])
def test_a_bill_sum_asked_by_id_beside_a_payment_of_another_bill(text):
    assert _intents(text) == [("pay", None, None, None, None, "B61"), ("ask_bill", None, None, None, None, "B64")]


@pytest.mark.parametrize("text", ["B72 paid ✅ ₹3,150", "B72 का भुगतान हो गया ✅ ₹3,150", "B72 clear ✅ ₹3,150 PhonePe kiya"])
def test_the_amount_after_a_payments_tick_is_paid(text):
    from lang.reader import read_message
    r = read_message(text)
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B72", 315000)]


@pytest.mark.parametrize("text", ["O55 ke 50 sabun mein se 10 kam kar do.", "O55 के 50 साबुन में से 10 कम कर दीजिए।"])
def test_so_many_fewer_out_of_an_orders_line_cancels_them(text):
    assert _intents(text) == [("cancel", "bath-soap-75g", 10, None, "O55", None)]


@pytest.mark.parametrize("text", ["अगर सोमवार तक पहुँचा सकें तो 2 पेटी कोल्ड ड्रिंक भेज दीजिए।",
                                  "Agar Monday tak pahuncha sako toh 2 peti cold drink bhej dena.",
                                  "If you can deliver by Monday, send 2 cases of cold drink."])
def test_a_condition_only_on_delivery_orders_the_goods(text):
    assert _intents(text) == [("order", "soft-drink-750ml", 24, None, None, None)]


def test_a_condition_on_the_rate_still_orders_nothing():
    assert refused("Agar rate sahi ho toh 10 kilo cheeni bhej dena.") == "ambiguous_intent.unknown_word"


@pytest.mark.parametrize("text", ["Sugar went from ₹40 to ₹46 a kg. Can you do ₹42?",
                                  "चीनी ₹40 से सीधा ₹46 कर दी? ₹42 में दे दो।"])
def test_a_rise_told_then_a_counter_offers_the_counter(text):
    assert _intents(text) == [("offer", "sugar-1kg", None, 4200, None, None)]


@pytest.mark.parametrize("text,paise", [
    ("Total comes to ₹1,830 with last month's ₹500 balance added.", 133000),
    ("Pichla ₹200 baaki + aaj ka ₹450 = ₹650 total.", 45000),
    ("पिछला ₹300 बाकी था, आज का ₹640 — कुल ₹940।", 64000),
    ("Aapne 1 doodh wapas kiya, 28 minus — toh 390 - 28 = 362 dena hai.", 36200),
    ("That's ₹980 in all — it was ₹995, I've taken ₹15 off.", 98000),
])
def test_the_counter_bills_todays_goods(text, paise):
    assert counter_bill(text) == paise


@pytest.mark.parametrize("text", ["**Order**\n- Sugar: 10 kg @ ₹42/kg\n- Salt: 20 packets @ ₹22\n\nTotal approx ₹860.",
                                  "**ऑर्डर**\n- चीनी: 10 किलो @ ₹42/किलो\n- नमक: 20 पैकेट @ ₹22\n\nकुल लगभग ₹860"])
def test_a_total_that_is_the_lines_sum_is_context(text):
    assert _intents(text) == [("order", "sugar-1kg", 10, 4200, None, None), ("order", "salt-1kg", 20, 2200, None, None)]


@pytest.mark.parametrize("text", ["Send 2 cases of Coke: 24 × ₹35 = ₹840.", "कोल्ड ड्रिंक 2 पेटी भेजो: 24 × ₹35 = ₹840।"])
def test_the_arithmetic_of_a_line_written_out_is_that_line(text):
    assert _intents(text) == [("order", "soft-drink-750ml", 24, 3500, None, None)]


@pytest.mark.parametrize("text", ["Chana dal 80 nahi, 72 rupaye kilo pe 30 kilo lenge.",
                                  "चना दाल ₹८० नहीं, ₹७२ किलो पर ३० किलो लेंगे।"])
def test_a_price_refused_then_corrected_offers_the_correction(text):
    assert _intents(text) == [("offer", "chana-dal-1kg", 30, 7200, None, None)]


def test_a_transport_charge_and_taxes_are_no_price_of_goods():
    assert _intents("Send 1 quintal onion @ ₹30/kg, transport ₹300 extra.") == [
        ("order", "onion-1kg", 100, 3000, None, None)]
    assert _intents("Tata Salt 1 kg @ ₹24 incl. GST, 30 packets") == [("order", "salt-1kg", 30, 2400, None, None)]


def test_a_dates_year_is_no_figure():
    assert _intents("Please supply against our PO dated 03/12/2026:\n1. Rice — 20 kg @ ₹36/kg") == [
        ("order", "rice-1kg", 20, 3600, None, None)]


def test_we_will_pay_that_accepts():
    assert _intents("Rice at ₹37 — we'll pay that. Send 25 kg.") == [
        ("accept", "rice-1kg", None, 3700, None, None), ("order", "rice-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text,line", [("300 ande bhej do, 6.20 per anda.", ("order", "eggs-1pc", 300, 620, None, None)),
                                       ("15 kg chawal bhejo, 37 per kg.", ("order", "rice-1kg", 15, 3700, None, None))])
def test_a_number_per_unit_is_a_price_without_the_rupee_sign(text, line):
    assert _intents(text) == [line]


def test_a_count_per_case_is_no_price():
    assert refused("Coke 2 cases, 12 per case") == "ambiguous_intent.figure"


def test_a_price_from_the_mandi_and_one_too_high_are_context():
    assert _intents("The chana dal price of ₹80 per kg is on the higher side, as we get it at ₹74 from the mandi. "
                    "We can offer ₹72 per kg for chana dal.") == [("offer", "chana-dal-1kg", None, 7200, None, None)]


def test_a_price_we_could_consider_is_offered_not_ordered():
    """Seen once the sealed holdout26 was measured (a misreading this session's reader had added: the price called
    beyond our budget had become context, leaving "for an order of 10 litres" to order)."""
    assert _intents("Unfortunately, ₹520 per litre for ghee is beyond our budget this month. We could consider ₹490 "
                    "per litre for an order of 10 litres.") == [("offer", "ghee-1l", 10, 49000, None, None)]
    assert _intents("Please place an order of 10 kg rice at ₹36.") == [("order", "rice-1kg", 10, 3600, None, None)]
