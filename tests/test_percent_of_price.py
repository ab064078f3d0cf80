"""lang.percent_of_price: a percentage asked off the supplier's own price named beside it is a cut in rupees of that
price (5% of "your ₹120 a packet" is ₹6 off), in all three languages; with no such price (none, the MRP, the
writer's own) the percentage stays unexplained and the message refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.price_change_paise) for i in r.intents]


@pytest.mark.parametrize("text, read", [
    ("Your ₹120 per packet for tea — knock 5% off and it's a deal.", [("offer", "tea-250g", None, None, -600)]),
    ("चाय पत्ती का आपका ₹120 पैकेट — 5% कम कीजिए, सौदा पक्का।", [("offer", "tea-250g", None, None, -600)]),
    ("Chai patti ka aapka ₹120 packet — 5% kam karo, deal pakki.", [("offer", "tea-250g", None, None, -600)]),
    ("Your detergent at ₹90 a packet — give 10% off and we'll take 24 packets.",
     [("offer", "detergent-1kg", 24, None, -900)]),
    ("आपका सर्फ़ ₹90 पैकेट — 10% छूट दीजिए तो 24 पैकेट लेंगे।", [("offer", "detergent-1kg", 24, None, -900)]),
    ("Aapka pyaz ka rate ₹40 kilo hai; 5% kam karo toh 50 kilo le lunga.", [("offer", "onion-1kg", 50, None, -200)]),
    ("मूंग दाल — आपने ₹110 किलो बताया। उस पर 10% कम कर दीजिए।", [("offer", "moong-dal-1kg", None, None, -1100)]),
])
def test_a_percentage_of_their_price_is_a_cut_in_rupees(text, read):
    assert _read(text) == (True, read)


@pytest.mark.parametrize("text", [
    "Ghee: ₹520 a litre or 10% off your rate, whichever is lower.",  # the ₹520 is the writer's own
    "घी: ₹520 लीटर या आपके भाव पर 10% कम, जो भी कम हो।",
    "MRP ₹60 hai butter ka, aapka rate zyada, 10% kam karo",  # the MRP is no price of theirs
    "Can you give 5% off on 50 kg rice?",  # no price to take it from
    "50 किलो चावल पर 5% की छूट मिल सकती है?",
    "Your rate ₹44 for sugar, Gupta gives ₹42. Knock 5% off.",  # two prices: which one?
])
def test_no_price_of_theirs_to_take_it_from_stays_refused(text):
    assert _read(text)[0] is False
