"""Defects a new user's README walk found (session 54, helper WALKFIX; sentences of our own, in the three languages):

- a Hindi / Hinglish ledger of bills paid ("बिल B1 ₹3,000 (2 दिसंबर को चुकाया)", "bill B1 ₹3,000 (2 Dec ko
  chukaya)") beside an order was read as the order priced by a bill's amount (₹5,500 ÷ 10 kg, refused against the
  MRP): "को चुकाया" / "ko chukaya" (paid on a day) is a word of paying (``lang.cues``), and the ledger reads as its
  English twin does — the payments and the order. A bare "चुकाया" is left as it was: "हर बिल समय पर चुकाया है" is
  background (holdout171 hi-v2045), "सार: B11 चुकाया" a recap (holdout63 hi-f025);
- a price asked lower with no figure beside "kal tak" (by tomorrow) is no earlier rate (``lang.earlier_rate``), and
  the refusal ``no_price.how_much_lower`` shows an example in the goods' selling unit (``lang.lower_asked``);
- an order priced by another seller's price in a sentence of its own, the supplier asked to match it in another, is
  refused naming the price as the other seller's (``lang.rival_matched``); said in one sentence it is an offer at it.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message


def _read(text: str) -> list[tuple]:
    """(kind, sku, quantity, unit price paise, total paise, bill id) of each intent of ``text``, asserting it is read."""
    r = read_message(text, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise, i.bill_id) for i in r.intents]


_LEDGER = [("pay", None, None, None, 300000, "B1"), ("pay", None, None, None, 550000, "B2"),
           ("order", "chana-dal-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "हिसाब: बिल B1 ₹3,000 (2 दिसंबर को चुकाया), बिल B2 ₹5,500 (4 दिसंबर को चुकाया)। 10 किलो चना दाल भेजिए।",
    "Hisaab: bill B1 ₹3,000 (2 Dec ko chukaya), bill B2 ₹5,500 (4 Dec ko chukaya). 10 kilo chana dal bhej dijiye.",
    "Paid so far: B1 ₹3,000 (paid 2 Dec), B2 ₹5,500 (paid 4 Dec). Please send 10 kg chana dal.",
])
def test_ledger_of_bills_paid_is_no_price(text):
    assert _read(text) == _LEDGER


@pytest.mark.parametrize("text", ["बिल B1 ₹3,000 2 दिसंबर को चुकाया।", "Bill B1 ka ₹3,000 2 Dec ko chukaya."])
def test_chukaya_pays(text):
    assert _read(text) == [("pay", None, None, None, 300000, "B1")]


@pytest.mark.parametrize("text, language, said", [
    ("Namaste bhaiya, 20 packet Maggi noodles bhej do kal tak, rate thoda kam kar do please.", "hinglish",
     "maggi ka rate kitna kam? apna rate likhiye, jaise '₹12 per packet'"),
    ("Please send 20 packets Maggi noodles by tomorrow, and lower the rate a little please.", "en",
     "how much lower for instant noodles? write the price you ask, e.g. '₹12 a packet'"),
    ("कल तक 20 पैकेट मैगी नूडल्स भेज दीजिए, भाव थोड़ा कम कर दीजिए।", "hi",
     "मैगी का भाव कितना कम? अपना भाव लिखिए, जैसे '₹12 प्रति पैकेट'"),
])
def test_lower_without_figure_shows_price_per_selling_unit(text, language, said):
    """"kal tak" (by tomorrow) is no earlier rate (``lang.earlier_rate``); the refusal's example is per packet."""
    from lang.reasons import word
    r = read_message(text, email=True)
    assert (r.readable, r.reason_key, r.language) == (False, "no_price.how_much_lower", language)
    assert r.reason == "no_price: how much lower for instant noodles? write the price you ask, e.g. '₹12 a packet'"
    assert word(r.reason_key, r.reason_args, language, {"instant noodles": "maggi" if language == "hinglish"
                                                        else "मैगी"}) == said


def test_earlier_rate_still_refused():
    r = read_message("Chawal kal wale rate pe theek hai.", email=True)
    assert (r.readable, r.reason_key) == (False, "no_price.earlier_rate")


@pytest.mark.parametrize("text", [
    "Sharma Traders down the road gives sugar at ₹41 per kg. Can you match it? We need 40 kg.",
    "The shop opposite gives sugar at ₹41 per kg. Can you match that? We need 40 kg.",
])
def test_rivals_price_asked_matched_is_named_the_rivals(text):
    """An order priced by another seller's sentence, matching asked in another (``lang.rival_matched``)."""
    r = read_message(text, email=True)
    assert (r.readable, r.reason_key, r.reason_args) == (False, "ambiguous_intent.rival_matched",
                                                         {"figure": "₹41 per kg"})


@pytest.mark.parametrize("text, want", [
    ("Saamne wala dukaan ₹41 kilo mein cheeni de raha hai, aap match karoge? Humein 40 kg chahiye.",
     [("offer", "sugar-1kg", 40, 4100, None, None)]),
    ("Sharma Traders gives sugar at ₹41 per kg, can you match it? We need 40 kg.",
     [("offer", "sugar-1kg", 40, 4100, None, None)]),
])
def test_rivals_price_matched_in_its_sentence_is_offered(text, want):
    assert _read(text) == want

