"""``lang.rest_with_bill``: "correct the bill to ₹1,140 and send the remaining 20 kg" disputes the bill and asks
after the rest of the short delivery, in every language — never an order of the bill's full count at its total;
goods sent for themselves beside the correction are still ordered, and a message naming no bill is left as it was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import read_as

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.total_paise, i.order_id, i.bill_id) for i in r.intents]


TRIAL_30 = ("Dear Sir,\n\nThe van for order O13 came today but brought only 30 kg of rice instead of 50 kg. Your bill "
            "B18 charges us for the full 50 kg (₹1,900). Please correct the bill to 30 kg, ₹1,140, and send the "
            "remaining 20 kg by tomorrow.\n\n> Your earlier mail: \"O13 confirmed: 50 kg rice at ₹38/kg, delivery "
            "d6.\"\n\nRegards,\nKiran Stores")
READ = [("dispute", None, None, None, None, "B18"), ("ask_delivery", "rice-1kg", 20, None, "O13", None)]


@pytest.mark.parametrize("text", [
    TRIAL_30,
    "Your bill B18 charges the full 50 kg (₹1,900) but only 30 kg of rice came with O13. Please correct the bill "
    "to ₹1,140 and send the remaining 20 kg by tomorrow.",
    "आपके बिल B18 में पूरे 50 किलो (₹1,900) का पैसा लगा है पर O13 में सिर्फ़ 30 किलो चावल आया। कृपया बिल ठीक करके "
    "₹1,140 कीजिए और बाकी 20 किलो कल तक भेज दीजिए।",
    "Aapke bill B18 mein poore 50 kilo (₹1,900) ka paisa laga hai par O13 mein sirf 30 kilo chawal aaya. Kripya bill "
    "theek karke ₹1,140 kijiye aur baaki 20 kilo kal tak bhej dijiye.",
])
def test_the_rest_beside_the_bill_corrected_is_asked_after(text):
    assert _read(text) == (True, READ)


def test_goods_sent_for_themselves_are_still_ordered():
    readable, intents = _read("Your bill B18 charges the full 50 kg (₹1,900) but only 30 kg of rice came with O13. "
                              "Please correct the bill to ₹1,140 and send 10 kg sugar.")
    assert not readable or ("ask_delivery", "sugar-1kg", 10, None, None, None) not in intents


@pytest.mark.parametrize("text", [
    "ऑर्डर O13 की गाड़ी आज आई, पर 50 किलो की जगह सिर्फ़ 30 किलो चावल लाई। आपके बिल B18 में पूरे 50 किलो (₹1,900) "
    "का पैसा लगा है। कृपया बिल ठीक करके 30 किलो, ₹1,140 कर दीजिए, और बाकी 20 किलो कल तक भेज दीजिए।",
    "Order O13 ki gaadi aaj aayi, par 50 kilo ki jagah sirf 30 kilo chawal laayi. Aapke bill B18 mein poore 50 kilo "
    "(₹1,900) ka paisa laga hai. Kripya bill theek karke 30 kilo, ₹1,140 kar dijiye, aur baaki 20 kilo kal tak bhej "
    "dijiye.",
])
def test_never_an_order_of_the_full_count(text):
    """The bill's count and total told again ("30 kilo, ₹1,140 kar dijiye") stay refused: never ordered."""
    readable, intents = _read(text)
    assert not readable or not any(i[0] == "order" for i in intents)


def test_the_bills_amount_is_no_price_of_goods_sent_beside_it():
    """"correct the bill to ₹1,140 and send …": the ₹1,140 is the bill's; no goods take it as their total."""
    readable, intents = _read("B18 charges 50 kg rice but only 30 kg came with O13. Please correct the bill to ₹1,140 "
                              "and send the remaining 20 kg rice and 10 kg sugar.")
    assert not readable or all(i[3] is None for i in intents)


@pytest.mark.parametrize("text", [
    "Please correct B18 to ₹1,140 and send the remaining 20 kg rice.",
    "B18 ko ₹1,140 theek karo aur baaki 20 kilo chawal bhejo.",
    "B18 को ₹1,140 ठीक करो और बाकी 20 किलो चावल भेजो।",
])
def test_a_bill_named_by_its_id_keeps_its_amount(text):
    """The bill named by its id, not the word "bill" (the thirtieth session's review): rice 20 kg had been ordered
    at ₹57 with the bill's ₹1,140 as its total. (The rest is then read as "correct B18 and send the remaining 20 kg
    rice" always was: the dispute alone.)"""
    assert read_as(text) == [("dispute", None, None, None, None, "B18")]
