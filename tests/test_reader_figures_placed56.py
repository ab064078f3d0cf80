"""Figures the reader could not place (``ambiguous_intent.figure``), placed by what their neighbours say they are
(session 56, helper FIGURE; sentences of our own, in the three languages):

- a price told again before the counter: the supplier's quoted price said once more, or compared with another
  ("Your quoted rate … ₹140 per litre, is higher than last month's ₹132. If you can do ₹134 …", "आपका बताया भाव …
  ज़्यादा है। अगर आप ₹134 … कर सकें", "aapka bataya rate … se zyada hai. Agar aap ₹134 … kar do"), or both sides'
  prices told before meeting in the middle ("You are at ₹560, we were at ₹540 — …"): the counter is the offer, the
  told prices context (``lang.price_told_before``);
- a told price with no price asked beside it ("Sugar at ₹43 per kg is on the higher side."), or a price both told and
  asked ("₹43 is more than Gupta's, but we will take it at ₹43"), is no context to take out: the reader reads it as
  before;
- goods listed after a delivery question about a named order, said to be its urgent part or the worry ("When will
  O3 come? The 12 litres of mustard oil are the urgent part.", "… सबसे ज़रूरी है।", "… ki chinta hai."): what the
  order holds, asked about (``lang.order_goods_after``); with a word of needing ("We urgently need 12 litres … too")
  they are more goods ordered, as before.
"""
from __future__ import annotations

import pytest

from lang.price_told_before import price_told_before_read, told_and_asked
from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import intents

CAT = load_catalogue()


@pytest.mark.parametrize("text, want", [
    ("Your quoted rate for Fortune mustard oil, ₹140 per litre, is higher than last month's ₹132. If you can do ₹134, "
     "we will take 24 litres.", [("offer", "mustard-oil-1l", 24, 13400, None, None)]),
    ("फ़ॉर्च्यून सरसों तेल का आपका बताया भाव ₹140 प्रति लीटर पिछले महीने (₹132) से ज़्यादा है। अगर आप ₹134 प्रति लीटर "
     "कर सकें तो हम 24 लीटर लेंगे।", [("offer", "mustard-oil-1l", 24, 13400, None, None)]),
    ("Fortune sarson tel ka aapka bataya rate ₹140 per litre pichhle mahine (₹132) se zyada hai. Agar aap ₹134 per "
     "litre kar do to hum 24 litre lenge.", [("offer", "mustard-oil-1l", 24, 13400, None, None)]),
    # session 32 had kept this refused (tests/test_reader_figures32): ₹46 is told as more, ₹42 asked
    ("For sugar, ₹46 is more than what we paid last month (₹40); can you do ₹42?",
     [("offer", "sugar-1kg", None, 4200, None, None)]),
    ("You are at ₹560, we were at ₹540 — let us settle ghee at ₹550 a litre and I will book 6 litres.",
     [("offer", "ghee-1l", 6, 55000, None, None)]),
    ("Paneer ₹370 pe hamare liye mehenga hai; ₹350 kilo pe 5 kilo le sakte hain.",
     [("offer", "paneer-200g", 25, 7000, None, None)]),
    # the told price also in the quoted message under the reply: only the reply's telling is context
    ("Ande aapke rate pe theek hain — 10 tray bhej dijiye. Paneer ₹370 pe hamare liye mehenga hai; ₹350 kilo pe 5 kilo "
     "le sakte hain.\n\n-----Original Message-----\nFrom: Balaji Traders\n\nAnde: ₹180 per tray\nPaneer (Amul, "
     "200 g): ₹370 per kg", [("accept", "eggs-1pc", None, 600, None, None), ("order", "eggs-1pc", 300, None, None, None),
                             ("offer", "paneer-200g", 25, 7000, None, None)]),
])
def test_price_told_before_the_counter_is_context(text, want):
    assert intents(text, email=True) == want


def test_told_and_asked_by_the_neighbours():
    told, asked = told_and_asked("Rice at ₹37 is ₹1 more than Gupta's; do ₹36 and we'll book 2 bori.")
    assert [v for _, _, v in told] == [37.0, 1.0] and asked == {36.0}
    told, asked = told_and_asked("आप ₹188 पर हैं, हम ₹184 पर थे — बीच में ₹186 ट्रे कर लेते हैं")
    assert [v for _, _, v in told] == [188.0, 184.0] and asked == {186.0}
    told, asked = told_and_asked("Chawal ₹45 bola tha, ₹41 chalega?")
    assert [v for _, _, v in told] == [45.0] and asked == {41.0}
    # no price asked: nothing is context
    assert told_and_asked("Sugar at ₹43 per kg is on the higher side.")[1] == set()
    # the same price told and asked stays asked
    assert 43.0 in told_and_asked("₹43 is more than Gupta's, but we will take it at ₹43")[1]


@pytest.mark.parametrize("text", [
    "Sugar at ₹43 per kg is on the higher side, and ₹39 is what Gupta gives.",   # no price asked
    "Aap ₹560 pe ho, hum ₹540 pe the.",                                         # told prices alone
    "Can you match Gupta's ₹38 for rice? Rice ₹40 is more than Gupta's ₹38.",   # matching: ₹38 may be the bid
])
def test_refusal_stands_without_a_counter(text):
    refusal = read_message(text, CAT, email=True)
    assert not refusal.readable
    calls = []
    again = price_told_before_read(text, refusal, lambda t: calls.append(t) or read_message(t, CAT, email=True))
    assert again is refusal


@pytest.mark.parametrize("text, want", [
    ("When will O3 come? The 12 litres of mustard oil are the urgent part.",
     [("ask_delivery", "mustard-oil-1l", 12, None, "O3", None)]),
    ("O3 कब आएगा? 12 लीटर सरसों तेल सबसे ज़रूरी है।", [("ask_delivery", "mustard-oil-1l", 12, None, "O3", None)]),
    ("O3 kab aayega? 12 litre sarson tel ki chinta hai.", [("ask_delivery", "mustard-oil-1l", 12, None, "O3", None)]),
    # a word of needing beside the urgency: more goods ordered, not the order's lot told again
    ("When will O3 come? We urgently need 12 litres of mustard oil too.",
     [("ask_delivery", None, None, None, "O3", None), ("order", "mustard-oil-1l", 12, None, None, None)]),
])
def test_goods_told_again_as_the_urgent_part_of_an_order_asked_about(text, want):
    assert intents(text, email=True) == want
