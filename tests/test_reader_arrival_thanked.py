"""An order thanked for arriving is not the disputed bill's order: the dispute carries the bill alone
(``lang.arrival_thanked``; holdout138 j7023, holdout137 i7010, holdout124 v8045 had given the dispute the order too,
silently). An order spoken of otherwise ("Thank you for delivering O6 …", "The soaps of order O19 were expired") is
still the bill's, but since the forty-fourth session a dispute that names its bill carries the bill id alone
(``lang.bill_id_alone``), so both read as the bill alone."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.order_id, i.bill_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Sen-babu, O4 reached, thank you. But only 27 packets of besan came while B4 charges for 30. Please correct B4 — we "
    "are not paying for the 3 missing packets.",
    "सेन-बाबू, O4 मिल गया, धन्यवाद। पर बेसन सिर्फ़ 27 पैकेट आया जबकि B4 में 30 का पैसा लगा है। कृपया B4 ठीक कीजिए — गायब 3 "
    "पैकेट का पैसा हम नहीं देंगे।",
    "Sen-babu, O4 mil gaya, thank you. Par besan sirf 27 packet aaya jabki B4 mein 30 ka paisa laga hai. Please B4 theek "
    "kijiye — gaayab 3 packet ka paisa hum nahi denge.",
])
def test_an_order_thanked_for_arriving_leaves_the_dispute_to_the_bill(text):
    assert _read(text) == [("dispute", None, "B4")]


@pytest.mark.parametrize("text", [
    "Thank you, O9 arrived this morning. However, B9 charges almonds at ₹96 a packet, not ₹90. Please correct B9.",
    "धन्यवाद, O9 आज सुबह आ गया। पर B9 में बादाम ₹96 पैकेट लगाया है, ₹90 नहीं। कृपया B9 ठीक कीजिए।",
    "Thanks, O9 aaj subah aa gaya. Par B9 mein badam ₹96 packet lagaya hai, ₹90 nahi. Please B9 theek kijiye.",
])
def test_thanks_before_the_arrival_too(text):
    assert _read(text) == [("dispute", None, "B9")]


@pytest.mark.parametrize("text, order, bill", [
    ("Thank you for delivering O6. The onion weighed only 42 kg, so we dispute B6.", "O6", "B6"),
    ("The soaps of order O19 were expired. We dispute B23.", "O19", "B23"),
])
def test_an_order_spoken_of_otherwise_stays_the_bills(text, order, bill):
    # the dispute still names the bill; since the forty-fourth session's convention (lang.bill_id_alone) no dispute
    # that names its bill carries the order beside it, so the order is in the text only
    assert _read(text) == [("dispute", None, bill)] and order in text
