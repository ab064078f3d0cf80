"""Kinds a new user's trial (trial49, findings 1, 1b, 3 and 4) found the reader misreading or refusing differently by
language, fixed by session 49's helper TR, as parallel triples (en / hi / hinglish): each asserts the intents read
(kind, sku, quantity in selling units, unit price in paise, order id, bill id) or the refusal's key, as the supplier's
desk reads an e-mail. The probes beside them: tests/corpus_probes49_tr.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import intents, refused

CAT = load_catalogue()


# ---- finding 1: a count said "not" as last time's (or the usual) is context; the order is the count asked ----
@pytest.mark.parametrize("text", [
    "Send 30 kg rice, not 50 kg as last time. Will it come by 7 am?",
    "Send 30 kg rice, not 50 kg like last week.",
    "Send 30 kg rice instead of the usual 50 kg.",
    "इस बार 30 किलो चावल भेजिए, पिछली बार की तरह 50 किलो नहीं। क्या सुबह 7 बजे तक आ जाएगा?",
    "30 किलो चावल भेजिए, पिछले हफ़्ते की तरह 50 किलो नहीं।",
    "Is baar 30 kilo chawal bhejo, pichhli baar ki tarah 50 kilo nahi. Kya subah 7 baje tak aa jayega?",
    "30 kilo chawal bhejo, hamesha ki tarah 50 kilo nahi.",
])
def test_a_count_denied_as_last_times_leaves_the_order_at_the_count_asked(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", ["Send 12 packets of Maggi this time, not 24 like last time.",
                                  "इस बार 12 पैकेट मैगी भेजिए, पिछली बार की तरह 24 पैकेट नहीं।",
                                  "Is baar 12 packet Maggi bhejo, pichhli baar ki tarah 24 packet nahi."])
def test_a_count_of_packets_denied_as_last_times(text):
    assert intents(text, email=True) == [("order", "noodles-70g", 12, None, None, None)]


def test_a_count_not_said_as_last_times_is_read_as_before():
    assert intents("Send 30 kg rice, not 50 kg.", email=True) == [("order", "rice-1kg", 30, None, None, None)]
    assert refused("Send 30 kg rice (not 50 kg like last time).", email=True).startswith("contradictory")


# ---- finding 1b: goods asked beside an explicit "not an order yet" are not ordered (refused as put off) ----
@pytest.mark.parametrize("text", [
    "Can you send 50 kg sugar tomorrow? Just checking availability, will confirm.",
    "Could you send 50 kg sugar tomorrow? Just asking, not ordering yet.",
    "क्या आप कल 50 किलो चीनी भेज सकते हैं? बस उपलब्धता पूछ रहे हैं, पक्का बाद में करेंगे।",
    "क्या आप कल 50 किलो चीनी भेज सकते हैं? बस पूछ रहे हैं, अभी ऑर्डर नहीं कर रहे।",
    "Kal 50 kilo cheeni bhej sakte ho? Bas availability check kar rahe hain, confirm baad mein karenge.",
    "Kal 50 kilo cheeni bhej sakte ho? Bas pooch rahe hain, abhi order nahi kar rahe.",
])
def test_goods_asked_beside_not_ordering_yet_order_nothing(text):
    assert refused(text, email=True) == "ambiguous_intent.tentative"


@pytest.mark.parametrize("text", ["Can you send 50 kg sugar tomorrow? Please confirm.",
                                  "Send 20 kg rice. Just asking, is the rate the same?"])
def test_a_request_asking_the_supplier_to_confirm_still_orders(text):
    assert ("order", "sugar-1kg" if "sugar" in text else "rice-1kg", 50 if "sugar" in text else 20, None, None,
            None) in intents(text, email=True)


# ---- finding 3: a note that asks nothing is refused saying so, the same in every language ----
@pytest.mark.parametrize("text", [
    "Thanks, yesterday's milk was received in good condition.",
    "धन्यवाद, कल का दूध ठीक हालत में मिल गया।",
    "Shukriya, kal ka doodh theek haalat mein mil gaya.",
    "Last time's rice was good quality, 50 kg sold out fast.",
    "पिछली बार का चावल अच्छा था, 50 किलो जल्दी बिक गया।",
    "Pichhli baar ka chawal accha tha, 50 kilo jaldi bik gaya.",
])
def test_a_note_of_thanks_or_news_is_refused_as_asking_nothing(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "no_intent.note", (text, r.reason)


def test_thanks_beside_an_order_still_orders():
    assert intents("Shukriya, doodh theek se aa gaya. Kal 40 packet aur bhejiye.", email=True) == [
        ("order", "milk-500ml", 40, None, None, None)]


# ---- finding 4: an "OK" and an order above a quote naming no price reads as the order in every language ----
@pytest.mark.parametrize("text", [
    "OK, send 10 packets of atta 5kg.\n\n> Thanks",
    "ठीक है, आटा 5kg के 10 पैकेट भेज दीजिए।\n\n> धन्यवाद",
    "Theek hai, aata 5kg ke 10 packet bhej do.\n\n> Dhanyavaad",
    "ठीक है, आटा 5kg के 10 पैकेट भेज दीजिए।\n\n> पहले दिन मेहता होलसेल मार्ट ने लिखा:\n> हमारे पास आटा, चावल, दाल और "
    "चीनी का स्टॉक है। रेट पूछ लीजिए।",
    "Theek hai, aata 5kg ke 10 packet bhej do.\n\n> Day 1 ko Mehta Wholesale Mart ne likha:\n> Hamare paas aata, "
    "chawal, daal aur cheeni stock mein hai. Rate pooch lijiye.",
])
def test_an_ok_and_an_order_above_a_quote_with_no_price_is_the_order(text):
    assert intents(text, email=True) == [("order", "atta-5kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Milk rate is okay but curd is too costly. Send only milk, 40 packets — no curd this time.",
    "दूध का रेट ठीक है पर दही बहुत महँगा है। सिर्फ़ दूध भेजिए, 40 पैकेट — इस बार दही नहीं।",
    "Doodh ka rate theek hai par dahi bahut mehenga hai. Sirf doodh bhejo, 40 packet — is baar dahi nahi.",
])
def test_a_rate_agreed_beside_another_goods_refused_accepts_it_and_orders(text):
    assert sorted(intents(text, email=True)) == [("accept", "milk-500ml", None, None, None, None),
                                                 ("order", "milk-500ml", 40, None, None, None),
                                                 ("reject", "curd-400g", None, None, None, None)]
