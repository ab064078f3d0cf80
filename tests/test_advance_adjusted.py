"""``lang.advance_adjusted``: an advance paid against an order and asked set off in the final bill pays the order and
disputes nothing, in English and Hinglish (the Hindi wording had no dispute word); a bill named wrong is not this."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

LETTER = ("Subject: Advance payment against O9\n\nDear Rohit ji,\n\nAs per Seth ji's instruction, we have transferred "
          "an advance of ₹2,000 against our Diwali order O9 by NEFT (UTR HDFCN52026102911). Kindly adjust it in the "
          "final bill and confirm receipt.\n\nRegards,\nDeepak Sinha")


@pytest.mark.parametrize("text", [
    LETTER,
    "O9 ke liye ₹2,000 advance bhej diya, final bill mein adjust kar lena",
    "विषय: O9 के लिए अग्रिम भुगतान\n\nहमने अपने दीवाली ऑर्डर O9 के लिए ₹2,000 एडवांस NEFT से भेज दिया है। कृपया इसे "
    "फ़ाइनल बिल में एडजस्ट कर लीजिए।",
])
def test_an_advance_set_off_in_the_bill_pays_and_disputes_nothing(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.order_id) for i in r.intents] == [("pay", "O9")]


def test_a_bill_named_wrong_beside_an_advance_is_not_read_as_a_set_off():
    r = read_message("Paid ₹2,000 advance for O9. B12 is wrong, please adjust the bill.", CAT, email=True)
    assert not r.readable or any(i.kind == "dispute" for i in r.intents)
