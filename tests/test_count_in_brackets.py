"""The verify stage (lang.verify): an order's count said again inside brackets, after the pack's size ("50 किलो आटा
(5 किलो के 10 पैकेट)", "Besan — 10 kilo (500 g wale 20 packet)"), is the order's count in selling units — no figure
left unexplained (fixer R, s28). A count in brackets that is not the order's stays asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please send 50 kg atta (5 kg packs, 10 packets) at ₹225 per packet by Friday.",
    "कृपया शुक्रवार तक 50 किलो आटा (5 किलो के 10 पैकेट) ₹225 प्रति पैकेट पर भेज दीजिए।",
    "Friday tak 50 kilo atta (5 kg ke 10 packet) ₹225 per packet pe bhej dijiye.",
])
def test_the_count_in_packs_said_again(text):
    assert _read(text) == (True, "", [("order", "atta-5kg", 10, 22500)])


def test_another_count_in_brackets_is_still_asked():
    ok, reason, _ = _read("Send 50 kg atta (5 kg ke 12 packet).")
    assert not ok and "12" in reason
