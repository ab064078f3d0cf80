"""Two silent misreadings of blind text (session 44, helper RS), as parallel triples with the readings they give:

- booking early wished beside a rate request orders nothing (``lang.booked_early``; sealed112 e2029): the list under
  "Please quote your best rates for:" is asked for rates item by item, and "so we want to book early" / "इसलिए जल्दी
  बुक करना चाहते हैं" / "isliye jaldi book karna chahte hain" had ordered the gur it names at the list's 30 kg;
- a count the supplier names as the threshold of free delivery is none of ours (``lang.delivery_threshold``;
  sealed113 f2035): "> Masoor ₹78/kg, free delivery above 25 kg" then "Ok 👍" accepts masoor at ₹78 and orders
  nothing (it had ordered 25 kg beside the acceptance, or offered 25 kg at ₹78 in Hindi).
"""
from __future__ import annotations

import pytest

from reader_intents import reading

_LIST_EN = ("Subject: Quotation request – Lohri / Sankranti stock\n\nDear Ramesh ji,\n\nPlease quote your best rates "
            "for:\n\n- **Jaggery (gur)** – 30 kg\n- **Almonds** – 2 kg (100 g packets)\n- **Desi ghee** – 5 litres\n"
            "- **Suji** – 10 kg (500 g packets)\n\nLast year we sold out of gur two days before Lohri, so we want to "
            "book early. Rates by Friday please.\n\nWarm regards,\nPriya Verma")
_LIST_HI = ("विषय: भाव का अनुरोध – लोहड़ी / संक्रांति का स्टॉक\n\nआदरणीय रमेश जी,\n\nकृपया इनके सबसे अच्छे भाव बताइए:\n\n"
            "- **गुड़** – 30 किलो\n- **बादाम** – 2 किलो (100 ग्राम के पैकेट)\n- **देसी घी** – 5 लीटर\n"
            "- **सूजी** – 10 किलो (500 ग्राम के पैकेट)\n\nपिछले साल लोहड़ी से दो दिन पहले हमारा गुड़ ख़त्म हो गया था, "
            "इसलिए जल्दी बुक करना चाहते हैं। शुक्रवार तक भाव भेज दीजिए।\n\nसादर,\nप्रिया वर्मा")
_LIST_HL = ("Subject: Rate ki request – Lohri / Sankranti stock\n\nAdarniya Ramesh ji,\n\nPlease inke best rate "
            "bataiye:\n\n- **Gud** – 30 kilo\n- **Badam** – 2 kilo (100 g ke packet)\n- **Desi ghee** – 5 litre\n"
            "- **Suji** – 10 kilo (500 g ke packet)\n\nPichhle saal Lohri se do din pehle hamara gud khatam ho gaya "
            "tha, isliye jaldi book karna chahte hain. Shukravaar tak rate bhej dijiye.\n\nDhanyavaad,\nPriya Verma")
_ASKED = [("ask_quote", "jaggery-1kg", 30, None, None, None), ("ask_quote", "almonds-100g", 20, None, None, None),
          ("ask_quote", "ghee-1l", 5, None, None, None), ("ask_quote", "suji-500g", 20, None, None, None)]


@pytest.mark.parametrize("text", [_LIST_EN, _LIST_HI, _LIST_HL])
def test_a_list_under_a_rate_request_is_asked_for_rates_and_booking_early_orders_nothing(text):
    assert reading(text) == _ASKED


@pytest.mark.parametrize("text", [
    "Please quote rates for gur 30 kg and almonds 2 kg. We want to book gur early.",
    "गुड़ 30 किलो और बादाम 2 किलो का भाव बताइए। हम गुड़ जल्दी बुक करना चाहते हैं।",
    "Gud 30 kilo aur badam 2 kilo ka rate bataiye. Hum gud jaldi book karna chahte hain."])
def test_booking_early_wished_for_goods_named_asks_their_rate(text):
    assert reading(text) == [("ask_quote", "jaggery-1kg", 30, None, None, None),
                             ("ask_quote", "almonds-100g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "We want to book early. Please send 30 kg gur.",
    "हम जल्दी बुक करना चाहते हैं। 30 किलो गुड़ भेज दीजिए।",
    "Hum jaldi book karna chahte hain. 30 kilo gud bhej dijiye."])
def test_booking_early_beside_an_order_with_no_rate_asked_still_orders(text):
    assert reading(text) == [("order", "jaggery-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Masoor ₹78/kg, free delivery above 25 kg\n\nOk 👍",
    "> मसूर ₹78/किलो, 25 किलो से ऊपर हो तो फ़्री डिलीवरी\n\nठीक 👍",
    "> Masoor ₹78/kg, 25 kg se upar ho toh free delivery\n\nOk 👍"])
def test_a_free_delivery_threshold_in_the_quote_is_no_order(text):
    assert reading(text) == [("accept", "masoor-dal-1kg", None, 7800, None, None)]


@pytest.mark.parametrize("text", [
    "> Masoor ₹78/kg, free delivery above 25 kg\n\nOk, send 30 kg.",
    "> मसूर ₹78/किलो, 25 किलो से ऊपर हो तो फ़्री डिलीवरी\n\nठीक है, 30 किलो भेज दीजिए।",
    "> Masoor ₹78/kg, 25 kg se upar ho toh free delivery\n\nTheek hai, 30 kilo bhej dijiye."])
def test_an_order_under_a_free_delivery_threshold_keeps_its_own_count(text):
    assert reading(text) == [("accept", "masoor-dal-1kg", None, 7800, None, None),
                             ("order", "masoor-dal-1kg", 30, None, None, None)]
