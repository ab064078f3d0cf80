"""Side talk beside the real request, read wrong or refused by the reader and fixed by session 52's helper TALK, as
parallel triples (en / hi / hinglish) of this file's own sentences: each asserts the intents read (kind, sku, quantity
in selling units, unit price in paise, order id, bill id) or the refusal's key, as the supplier's desk reads an e-mail.
The probes they came from: tests/corpus_probes52_pt (written by a helper who never read lang/).
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


# ---- a later order promised with "we'll take" beside a payment or a complaint (lang.later_counts) ----
@pytest.mark.parametrize("text", [
    "Paid B7 by UPI this morning. Next month we'll take 20 packets of besan for Holi.",
    "B7 का पेमेंट आज सुबह UPI से कर दिया। अगले महीने होली के लिए 20 पैकेट बेसन लेंगे।",
    "B7 ka payment aaj subah UPI se kar diya. Agle mahine Holi ke liye 20 packet besan lenge.",
])
def test_a_later_take_beside_a_payment_orders_nothing(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [
    "The sugar in B9 was wet, please check it. Next week we'll take 30 kg more.",
    "B9 की चीनी गीली थी, कृपया देख लीजिए। अगले हफ़्ते 30 किलो और लेंगे।",
    "B9 ki cheeni kharab thi, please dekh lijiye. Agle hafte 30 kilo aur lenge.",
])
def test_a_later_take_beside_a_complaint_orders_nothing(text):  # (main had ordered 30 kg sugar in Hindi, silently)
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B9")]


@pytest.mark.parametrize("text", [
    "Send 2 trays of eggs today. Next week we'll surely take 4 more trays.",
    "आज 2 ट्रे अंडे भेज दीजिए। अगले हफ़्ते 4 ट्रे और पक्का लेंगे।",
    "Aaj 2 tray ande bhej dijiye. Agle hafte 4 tray aur pakka lenge.",
])
def test_pakka_before_a_later_take_is_surely_not_an_agreement(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 60, None, None, None)]


@pytest.mark.parametrize("text", [
    "Next month we'll take 20 packets of besan.",
    "अगले महीने 20 पैकेट बेसन लेंगे।",
    "Agle mahine 20 packet besan lenge.",
])
def test_a_later_take_alone_is_put_off(text):
    assert refused(text, email=True) == "ambiguous_intent.tentative"


def test_a_take_with_a_delivery_day_is_an_order_now():
    assert intents("We'll take 30 kg sugar, send it tomorrow.", email=True) == [
        ("order", "sugar-1kg", 30, None, None, None)]


def test_a_rate_asked_for_a_later_count_keeps_the_count():  # (probes33 q089)
    assert intents("अगले हफ़्ते 30 किलो आटा मँगाएँगे। आपका भाव क्या रहेगा?", email=True) == [
        ("ask_quote", "atta-5kg", 6, None, None, None)]


# ---- the shop's own sales told (lang.acts: a report), and its totals (lang.totals_told) ----
@pytest.mark.parametrize("text", [
    "Our sales this week: atta 60 packets, oil 40 litres. Please send 15 kg of moong dal.",
    "इस हफ़्ते हमारी बिक्री: आटा 60 पैकेट, तेल 40 लीटर। 15 किलो मूँग दाल भेज दीजिए।",
    "Is hafte hamari bikri: aata 60 packet, tel 40 litre. 15 kilo moong dal bhej dijiye.",
])
def test_our_sales_of_a_span_are_no_order(text):
    assert intents(text, email=True) == [("order", "moong-dal-1kg", 15, None, None, None)]


@pytest.mark.parametrize("text", [
    "This week we've done about ₹1.5 lakh of sales. What is your rate for besan?",
    "इस हफ़्ते लगभग ₹1.5 लाख की बिक्री हुई। बेसन का आपका क्या रेट है?",
    "Is hafte lagbhag ₹1.5 lakh ki sale hui. Besan ka aapka kya rate hai?",
])
def test_a_sales_total_agrees_to_no_price(text):
    assert intents(text, email=True) == [("ask_quote", "besan-500g", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Our figures: this month about ₹1.8 lakh of sales, and we paid Gupta Traders ₹9,000 for October's rice. What is "
    "your rate for poha?",
    "हमारे आँकड़े: इस महीने लगभग ₹1.8 लाख की बिक्री हुई, और गुप्ता ट्रेडर्स को अक्टूबर के चावल के ₹9,000 दिए। पोहा का "
    "आपका क्या रेट है?",
    "Hamare figures: is mahine lagbhag ₹1.8 lakh ki sale hui, aur Gupta Traders ko October ke chawal ke ₹9,000 diye. "
    "Poha ka aapka kya rate hai?",
])
def test_payments_told_with_the_sales_pay_nothing(text):
    assert intents(text, email=True) == [("ask_quote", "poha-500g", None, None, None, None)]


def test_a_years_payment_told_in_thanks_pays_no_bill():
    assert intents("Thanks for a good year. In 2025 we paid you about ₹90,000. Please quote for 40 kg of poha.",
                   email=True) == [("ask_quote", "poha-500g", 80, None, None, None)]


def test_a_payment_so_far_beside_an_order_is_still_refused():  # (a payment with no year: not set aside)
    assert refused("Paid ₹3,000 so far. Send 10 kg rice.", email=True) == "no_price.far_from_mrp"


# ---- a promised cheque beside a request names an id that asks nothing (lang.verify) ----
@pytest.mark.parametrize("text", [
    "Send 10 kg of sugar. The cheque for B6 will come on Friday with my brother.",
    "10 किलो चीनी भेज दीजिए। B6 का चेक शुक्रवार को भाई लेकर आएगा।",
    "10 kilo cheeni bhej dijiye. B6 ka cheque Friday ko bhai lekar aayega.",
])
def test_a_cheque_promised_for_a_bill_beside_an_order(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 10, None, None, None)]


# ---- terms of payment beside an offer (lang.terms_of_payment) ----
@pytest.mark.parametrize("text", [
    "Give us refined oil at ₹112 and we'll take 10 litres. Payment within 7 days.",
    "रिफाइंड तेल ₹112 में दीजिए तो 10 लीटर लेंगे। पेमेंट 7 दिन में।",
    "Refined tel ₹112 me do to 10 litre le lenge. Payment 7 din me.",
])
def test_payment_days_beside_an_offer_pay_no_bill(text):
    assert intents(text, email=True) == [("offer", "refined-oil-1l", 10, 11200, None, None)]


@pytest.mark.parametrize("text", [
    "If you can do ₹40 a kg for rice, we'll take 50 kg. Cash on delivery.",
    "चावल ₹40 किलो दें तो 50 किलो लेंगे। पेमेंट डिलीवरी पर नकद।",
    "Chawal ₹40 kilo do to 50 kilo lenge. Payment delivery pe cash.",
])
def test_cash_on_delivery_beside_an_offer_pays_no_bill(text):
    assert intents(text, email=True) == [("offer", "rice-1kg", 50, 4000, None, None)]


def test_a_payment_term_with_a_bill_is_still_put_off():
    assert refused("B5 ka payment 15 din me karenge.", email=True) == "ambiguous_intent.pay_later"


@pytest.mark.parametrize("text", [
    "Send 20 kg of sugar. Payment on delivery — half cash, half UPI.",
    "20 किलो चीनी भेज दीजिए। पेमेंट डिलीवरी पर — आधा नकद, आधा UPI।",
    "20 kilo cheeni bhej dijiye. Payment delivery pe — aadha cash, aadha UPI.",
])
def test_a_payment_split_in_half_works_no_count_out(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 20, None, None, None)]


# ---- free goods of a company scheme (lang.free_goods) ----
@pytest.mark.parametrize("text", [
    "Send 5 peti of Maggi. If the company gives 1 peti free on the scheme, good; otherwise fine.",
    "मैगी की 5 पेटी भेज दीजिए। कंपनी की स्कीम में 1 पेटी फ़्री मिले तो अच्छा, वरना कोई बात नहीं।",
    "Maggi ki 5 peti bhej dijiye. Company scheme me 1 peti free mile to achha, warna koi baat nahi.",
])
def test_a_schemes_free_case_is_no_second_count(text):
    assert intents(text, email=True) == [("order", "noodles-70g", 60, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 10 litres of ghee. The company is giving 2 packets of butter free with every 10 litres.",
    "10 लीटर घी भेज दीजिए। कंपनी हर 10 लीटर पर 2 पैकेट मक्खन फ़्री दे रही है।",
    "10 litre ghee bhej dijiye. Company har 10 litre pe 2 packet makkhan free de rahi hai.",
])
def test_free_goods_with_every_lot_are_no_goods_asked(text):
    assert intents(text, email=True) == [("order", "ghee-1l", 10, None, None, None)]


def test_a_free_case_asked_for_is_still_the_writers_ask():
    assert refused("Send 10 peti Parle-G and give 1 peti free.", email=True) == "contradictory.two_counts"


# ---- another's buying price told (lang.anothers_price, lang.rival_at) ----
@pytest.mark.parametrize("text", [
    "Send 10 litres of refined oil at ₹112. Gupta ji bought it from a Kanpur dealer at ₹108.",
    "रिफाइंड तेल 10 लीटर ₹112 में भेजिए। गुप्ता जी ने कानपुर के एक डीलर से ₹108 में लिया है।",
    "Refined tel 10 litre ₹112 me bhejna. Gupta ji ne Kanpur ke ek dealer se ₹108 me liya hai.",
])
def test_anothers_buying_price_is_news(text):
    assert intents(text, email=True) == [("order", "refined-oil-1l", 10, 11200, None, None)]


def test_anothers_payment_at_the_market_rate_is_news():
    assert intents("Eggs at ₹170 a tray and we'll take 4 trays. Verma ji is paying ₹168 at the mandi rate, so don't "
                   "say it's too low.", email=True) == [("offer", "eggs-1pc", 120, 567, None, None)]


@pytest.mark.parametrize("text", [
    "मनोज जी, हमारी तरफ़ से update: गुप्ता जी retail में चीनी ₹46 में बेच रहे हैं, हम ₹47 पर हैं। 10 पैकेट पोहा भेज दीजिए।",
    "Manoj ji, hamari taraf se update: Gupta ji retail me cheeni ₹46 me bech rahe hain, hum ₹47 pe hain. 10 packet "
    "poha bhej dijiye.",
])
def test_our_shelf_price_beside_a_rivals_is_no_offer(text):
    assert intents(text, email=True) == [("order", "poha-500g", 10, None, None, None)]


def test_our_offer_from_our_side_still_offers():
    assert intents("Hamari taraf se ₹43 final, 20 kilo chawal bhej do.", email=True) == [
        ("offer", "rice-1kg", 20, 4300, None, None)]


# ---- a year named is no figure (lang.label_numbers) ----
@pytest.mark.parametrize("text", [
    "Since 2019 we have bought from you. Please quote for 20 kg of toor dal.",
    "2019 से हम आपसे ही माल लेते हैं। 20 किलो तूर दाल का रेट बताइए।",
    "2019 se hum aapse hi maal lete hain. 20 kilo toor dal ka rate bataiye.",
])
def test_a_year_is_no_price(text):
    assert intents(text, email=True) == [("ask_quote", "toor-dal-1kg", 20, None, None, None)]
