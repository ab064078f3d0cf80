"""Another party's rate asked for goods without its figure is refused, ``no_price.other_party``, worded in the
writer's language (``lang.other_party_rate``; holdout143 o7032: the Hindi and Hinglish had been read as the rate of
Maggi asked, silently). With the other's price said, the offer reads as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "मैगी के लिए दूसरी पार्टी वाला रेट कर सकते हो? बताओ",
    "maggi ke liye doosri party wala rate kar sakte ho? batao",
    "Can you give sugar at the other supplier's rate? We need 50 kg.",
    "दूसरे सप्लायर जितना भाव कर दो तो ५० किलो चावल ले लेंगे।",
    "Chawal doosre supplier wale rate pe de do, 50 kilo lenge.",
])
def test_another_partys_rate_unsaid_is_refused(text):
    assert _read(text) == "no_price.other_party"


def test_the_english_match_is_still_refused():
    assert _read("can u match other party rate for maggi? tell") == "no_price.how_much_lower"


@pytest.mark.parametrize("text", [
    "Doosri party maggi ₹11 mein de rahi hai, aap ₹11.50 kar do",
    "दूसरी पार्टी ₹11 में मैगी दे रही है, आप ₹11.50 कर दो",
    "The other party gives Maggi at ₹11, can you do ₹11.50?",
])
def test_with_the_price_said_our_offer_reads(text):
    assert _read(text) == [("offer", "noodles-70g", 1150)]


def test_the_reason_is_worded_in_the_writers_language():
    r = read_message("मैगी के लिए दूसरी पार्टी वाला रेट कर सकते हो? बताओ", CAT, email=True)
    assert "दूसरी पार्टी" in word(r.reason_key, r.reason_args, "hi")
    assert "doosri party" in word(r.reason_key, r.reason_args, "hinglish")
    assert "another party's rate" in word(r.reason_key, r.reason_args, "en")
