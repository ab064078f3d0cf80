"""Stage 6 of the reader, verify before acting (``lang.verify``), and the kinds it made readable (issue 10).

A reading acts only when it accounts for the message: every figure and id has a
role, no item is asked twice differently, no figure rides on the wrong intent,
and a line with no intent words is a plain list. What it cannot account for is
refused (a model's failure), never guessed (the benchmark's defect).
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    r = read_message(text, CAT)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text,key", [
    # a figure no intent uses
    ("Ghee ₹560 per litre is too high. Our neighbour pays ₹510 per litre for 12 litres.",
     "ambiguous_intent.quantity"),  # ₹560 refused, the neighbour's ₹510 context: the 12 litres beside a refusal
    ("Send 10 kg rice and 10 kg more next week.", "ambiguous_intent.figure"),
    ("माचिस के 10 पैकेट भेज दो (हर पैकेट में 10 डिब्बी) और 5 ज़्यादा।", "ambiguous_intent.figure"),
    # an id no intent carries
    ("B15 में 30 पैकेट दूध लिखा है, 24 हैं।", "ambiguous_intent.unknown_word"),  # (with "आए सिर्फ़ 24": a dispute)
    # one item asked twice, differently
    ("Rice 10 kg bhejo. Rice 20 kg bhejo.", "ambiguous_intent.twice"),
    # a figure on the wrong intent
    ("Hello, could you confirm the rice price is still ₹38? If so please send 30 kg.",
     "ambiguous_intent.price_asked"),
    ("Ghee ₹540 no thanks, 5 litres.", "ambiguous_intent.quantity"),  # a count with a refusal: send it, or not?
    # accept and offer of one item in one clause
    ("Theek hai, sarson ka tel ₹132 litre final offer. 20 litre bhej do.", "ambiguous_intent.agreed_and_offered"),
    # no intent words and a word the reader does not know: not a plain list
    ("Isme se 2 tray ande hata ke rakhna.", "ambiguous_intent.unknown_word"),
    ("Bhai 20 kilo chawal, 10 kilo cheeni aur 5 kilo toor dal, sab kal subah tak.", "ambiguous_intent.unknown_word"),
    # a generic name asked about on its own
    ("Send rice 10kg, sugar 5kg, and let me know the dal rate.", "ambiguous_item.which"),
    ("Masoor 80 ya 85?", "ambiguous_intent.conflict"),
    # nothing dropped beside another intent: a cancel naming no order, goods beside a payment (a payment promised
    # for later beside an order asks nothing and is read beside it: tests/test_reader_h22_kinds.py)
    ("Kal ka order cancel, aaj 20 kilo aloo bhejo.", "no_id.order"),
    ("Cheeni 20 kilo, aur haan B12 ka payment kar diya hai.", "ambiguous_intent.figure"),
    ("Rice 25 kg and the bill for last week please.", "ambiguous_intent.figure"),
    ("Please don't send onions this week; potatoes 20 kg as usual.", "ambiguous_intent.cancel_which"),
    ("Bhaiya ande 5 tray, 2 tray kal wale order se kam kar do.", "ambiguous_intent.figure"),
    # a correction, a discount term
    ("Sugar ₹45 is okay only if you give 2% discount.", "ambiguous_intent.figure"),
])
def test_what_the_reading_does_not_account_for_is_refused(text, key):
    r = read_message(text, CAT)
    assert not r.readable, (text, r.intents)
    assert r.reason_key == key, (text, r.reason)


@pytest.mark.parametrize("text,rows", [
    # containers with their contents stated
    ("Parle-G: 5 cartons of 48 packets, ₹4.10 a packet.", [("order", "biscuits-65g", 240, 410, None)]),
    ("Send Maggi – 2 boxes (96 packets each) @ ₹11.50/packet", [("order", "noodles-70g", 192, 1150, None)]),
    ("मैगी के 4 डिब्बे भेजो, एक डिब्बे में 96 पैकेट।", [("order", "noodles-70g", 384, None, None)]),
    ("10 cartons of Parle-G please, 24 packets per carton.", [("order", "biscuits-65g", 240, None, None)]),
    ("We'd like 2 cases of soft drinks (24 bottles) delivered today.", [("order", "soft-drink-750ml", 24, None, None)]),
    # partial cancels
    ("Please reduce the paneer in order O22 from 20 packets to 12.", [("cancel", "paneer-200g", 8, None, "O22")]),
    ("ऑर्डर O18 में से पनीर के 10 पैकेट कम कर दीजिए।", [("cancel", "paneer-200g", 10, None, "O18")]),
    ("> Aapka order O12: ande 6 tray, doodh 40 packet\n\nIsme se 2 tray ande kam kar dena, baaki same.",
     [("cancel", "eggs-1pc", 60, None, "O12")]),
    # background sales are context; their goods stay referents
    ("कल 60 पैकेट दूध बिक गया, सुबह 9 बजे तक सब ख़त्म! आज 80 पैकेट भेजना।", [("order", "milk-500ml", 80, None, None)]),
    ("Arre bhai kya haal! Kal match ke time 80 bottle cold drink nikal gayi 😂 aaj 36 bottle Pepsi bhej do pls",
     [("order", "soft-drink-750ml", 36, None, None)]),
    # the supplier's rate accepted without a figure; a negation stays in its chunk
    ("Your rates for haldi and lal mirch are acceptable.",
     [("accept", "turmeric-100g", None, None, None), ("accept", "chilli-powder-100g", None, None, None)]),
    ("Besan ka rate OK hai, suji ka nahi.", [("accept", "besan-500g", None, None, None),
                                             ("reject", "suji-500g", None, None, None)]),
    # prices made so, and prices referred to
    ("Aapne kaha tha: \"Detergent ₹92 per packet\"\n\nBhai detergent ₹85 kar do, 15 packet le lenge.",
     [("offer", "detergent-1kg", 15, 8500, None)]),
    ("Cheeni 44 mein nahi chalega bhai, 42 karo.", [("offer", "sugar-1kg", None, 4200, None)]),
    ("On Tue, Gupta Traders wrote:\n> Toor ₹135\n\nThanks, ₹130 pe kar do.", [("offer", "toor-dal-1kg", None, 13000, None)]),
    ("> Rice ₹40/kg, sugar ₹45/kg\nRice ok. Sugar nahi.", [("accept", "rice-1kg", None, 4000, None),
                                                          ("reject", "sugar-1kg", None, None, None)]),  # (its own: none)
    ("Cancel O7 and send 10 kg rice instead.", [("cancel", None, None, None, "O7"), ("order", "rice-1kg", 10, None, None)]),
    ("Chawal ka rate 38 se 36 kar do, 50 kilo lunga.", [("offer", "rice-1kg", 50, 3600, None)]),
    ("Dear Sir, thank you for your offer of ₹560 per litre for ghee. Unfortunately we cannot accept this price. "
     "We would be able to proceed at ₹510 per litre for 12 litres.", [("offer", "ghee-1l", 12, 51000, None)]),
    ("Dear Supplier, thank you for your quotation of ₹140 per kg for toor dal. We can offer ₹128 per kg for 30 kg.",
     [("offer", "toor-dal-1kg", 30, 12800, None)]),
    # order ids alone in a delivery or bill question; a verb that looks like an item
    ("Has order O14 left your godown yet? We need it before noon.", [("ask_delivery", None, None, None, "O14")]),
    ("O27 ka bill bhej dena please", [("ask_bill", None, None, None, "O27")]),
    ("Thanks a lot for the quick reply 🙏 ₹6.10 per egg works for us. Send 6 trays, we open at 8.",
     [("accept", "eggs-1pc", None, 610, None), ("order", "eggs-1pc", 180, None, None)]),
])
def test_whole_kinds_read_exactly(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Stock check karke batata hoon.", "स्टॉक देखकर बताता हूँ।"])
def test_a_verb_that_looks_like_an_item_names_nothing(text):
    r = read_message(text, CAT)
    assert not r.readable and r.reason_key == "no_intent.nothing"
