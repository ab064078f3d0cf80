"""Every row of issue 10's table ("inputs that fail today"), with the reading a shopkeeper gives it.

Each row is tested as a *kind*: the issue's sentence plus variants of the same
kind in other words or languages. An intent is (kind, sku, quantity in
selling units, unit price in paise per selling unit, total in paise,
price change in paise); ``None`` where the reading has none. A row whose
reading is ``"refuse"`` must be unreadable (never a silent misreading).
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _i(kind, sku=None, qty=None, price=None, total=None, change=None):
    return (kind, sku, qty, price, total, change)


ROWS = [
    # cancel names the goods: a cancel, never an order
    ("Please cancel the 8 kg paneer order we placed on Monday.", [_i("cancel", "paneer-200g", 40)]),
    ("Kindly cancel the 50 packets of incense sticks.", [_i("cancel", "incense-1pack", 50)]),
    ("कल वाले ऑर्डर से दस किलो प्याज़ हटा दीजिए।", [_i("cancel", "onion-1kg", 10)]),
    ("Kal wale order se 10 kilo pyaz hata dijiye.", [_i("cancel", "onion-1kg", 10)]),
    ("Agarbatti ka order cancel kar dijiye.", [_i("cancel", "incense-1pack")]),
    # a refusal is a reject, not an offer at the price it names
    ("No, we won't take moong dal at Rs 112 a kilo.", [_i("reject", "moong-dal-1kg", None, 11200)]),
    ("नहीं भाई, सरसों तेल ₹160 लीटर हमें नहीं जमता।", [_i("reject", "mustard-oil-1l", None, 16000)]),
    ("Nahi bhai, sarson tel ₹160 litre hume nahi jamta.", [_i("reject", "mustard-oil-1l", None, 16000)]),
    ("We will not buy sugar at ₹45.", [_i("reject", "sugar-1kg", None, 4500)]),
    # a question about arrival asks for the delivery; a bill request asks for the bill (naming the goods)
    ("Will the 30 kg rice come with tomorrow's van?", [_i("ask_delivery", "rice-1kg", 30)]),
    ("क्या 30 किलो चावल कल की गाड़ी से आएगा?", [_i("ask_delivery", "rice-1kg", 30)]),
    ("Kya 30 kilo chawal kal ki van se aayega?", [_i("ask_delivery", "rice-1kg", 30)]),
    ("When will the order arrive?", [_i("ask_delivery")]),
    ("Please send the bill for the 12 packets of bread.", [_i("ask_bill", "bread-400g", 12)]),
    ("12 पैकेट ब्रेड का बिल भेजिए।", [_i("ask_bill", "bread-400g", 12)]),
    # an accept asked as a question is a counter-offer
    ("Rice ₹36 per kg chalega?", [_i("offer", "rice-1kg", None, 3600)]),
    ("चावल 36 में चलेगा क्या?", [_i("offer", "rice-1kg", None, 3600)]),
    ("Rice: ₹36/kg. Deal?", [_i("offer", "rice-1kg", None, 3600)]),
    ("Sugar at ₹40 okay?", [_i("offer", "sugar-1kg", None, 4000)]),
    # a condition: the offer, not the promise after it
    ("If you can do ₹3,300 total for 15 kg besan, we'll confirm today.",
     [_i("offer", "besan-500g", 30, 11000, 330000)]),
    ("Agar aap 15 kilo besan ₹3,300 total mein de do, to aaj confirm karenge.",
     [_i("offer", "besan-500g", 30, 11000, 330000)]),
    # reasoning is not the message
    ("<think>The supplier quoted ₹45 for rice; I should offer 36.</think> Dear supplier, can you do ₹36/kg for rice?",
     [_i("offer", "rice-1kg", None, 3600)]),
    ("<think>Send 90 kg? no.</think>Send 50 kg rice.", [_i("order", "rice-1kg", 50)]),
    # quoted, earlier and competitors' prices are context
    ('On 3 June you wrote: "Rice ₹40.46/kg". We offer ₹37 for rice.', [_i("offer", "rice-1kg", None, 3700)]),
    ("Rice ₹36/kg (instead of ₹40.46) — can you do this?", [_i("offer", "rice-1kg", None, 3600)]),
    ("Sugar: we get it for ₹41 elsewhere, can you do ₹40?", [_i("offer", "sugar-1kg", None, 4000)]),
    ("Your price of ₹45 for rice is high; can you do ₹40?", [_i("offer", "rice-1kg", None, 4000)]),
    ("Chini pichli baar ₹41 thi, ab ₹40 mein de do.", [_i("offer", "sugar-1kg", None, 4000)]),
    # a negation does not spill onto the previous item
    ("OK for rice at ₹39.16. Not interested in sugar.",
     [_i("accept", "rice-1kg", None, 3916), _i("reject", "sugar-1kg")]),
    ("चावल ₹39.16 पर ठीक है। चीनी नहीं चाहिए।", [_i("accept", "rice-1kg", None, 3916), _i("reject", "sugar-1kg")]),
    # background facts are not orders
    ("Sold 40 kg rice yesterday. Send 50 kg rice.", [_i("order", "rice-1kg", 50)]),
    ("Kal 40 kilo chawal bik gaya. 50 kilo chawal bhejo.", [_i("order", "rice-1kg", 50)]),
    # trade units
    ("Send 2 quintal rice", [_i("order", "rice-1kg", 200)]),
    ("Send 1 ton sugar", [_i("order", "sugar-1kg", 1000)]),
    ("2 क्विंटल चावल भेजिए", [_i("order", "rice-1kg", 200)]),
    ("3 ट्रे अंडे, ₹180 प्रति ट्रे", [_i("order", "eggs-1pc", 90, 600)]),
    ("Send 2 dozen eggs, ₹6 per egg", [_i("order", "eggs-1pc", 24, 600)]),
    # a pack size is not the quantity
    ("Send 8 Colgate 150 g tubes at ₹88 each.", [_i("order", "toothpaste-100g", 8, 8800)]),
    ("aata 5 kg wale 12 packet bhejo", [_i("order", "atta-5kg", 12)]),
    # accept and order in one message
    ("Fine, ₹38.80 per kg for rice works. Please book 40 kg.",
     [_i("accept", "rice-1kg", None, 3880), _i("order", "rice-1kg", 40)]),
    # the stated quantity of each
    ("toor dal and moong dal at your rates. Send 25 kg of each.",
     [_i("order", "toor-dal-1kg", 25), _i("order", "moong-dal-1kg", 25)]),
    ("तूर दाल और मूंग दाल भेजिए, दोनों 20-20 किलो", [_i("order", "toor-dal-1kg", 20), _i("order", "moong-dal-1kg", 20)]),
    # relative asks
    ("Rice: can you reduce by ₹2/kg?", [_i("offer", "rice-1kg", change=-200)]),
    ("Chawal ₹2 kam kar do.", [_i("offer", "rice-1kg", change=-200)]),
    # figures written with markdown, paise and fractions
    ("**Counter-offer** — Rice: ₹**36**/kg", [_i("offer", "rice-1kg", None, 3600)]),
    ("Rice: ₹**36**/kg", "refuse"),  # a price with no word for what it is: offer, acceptance or a note?
    ("Send 50 kg rice. Actually, don't.", "refuse"),
    ("Send 5 packets of tea and 2.", "refuse"),
    ("Rice at 38 rupees 50 paise per kg, ok?", [_i("offer", "rice-1kg", None, 3850)]),
    ("Send 1½ kg rice? No: send 2½ kg sugar.", "refuse"),
    ("Send 2½ kg sugar.", "refuse"),
    ("Send 10½ quintal rice.", [_i("order", "rice-1kg", 1050)]),
    # Hindi oblique forms, brands and misspellings name the item
    ("आटे का भाव बताइए", [_i("ask_quote", "atta-5kg")]),
    ("केले 2 दर्जन भेजिए", [_i("order", "banana-1dozen", 2)]),
    ("अंडों का भाव?", [_i("ask_quote", "eggs-1pc")]),
    ("कोलगेट 10 भेजिए", [_i("order", "toothpaste-100g", 10)]),
    ("टाटा टी 5 पैकेट भेजिए", [_i("order", "tea-250g", 5)]),
    ("10 kilo chawel bhejo", [_i("order", "rice-1kg", 10)]),
    ("5 kilo piyaz bhejo", [_i("order", "onion-1kg", 5)]),
    # ghee and oil by the kg convert by density (0.91 kg/l)
    ("Your ghee price is high. Would ₹560/kg work for 10 kg?", [_i("offer", "ghee-1l", 11, 50960)]),
    ("Sarson tel ₹150 kilo mein doge?", [_i("offer", "mustard-oil-1l", None, 13650)]),
]


@pytest.mark.parametrize("text,expected", ROWS, ids=[f"row{k}" for k in range(len(ROWS))])
def test_issue_row(text, expected):
    r = read_message(text, CAT)
    if expected == "refuse":
        assert not r.readable, f"{text!r} read as {r.intents}"
        return
    assert r.readable, f"{text!r}: {r.reason}"
    got = [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise, i.price_change_paise) for i in r.intents]
    assert got == expected


def test_conflicting_cues_are_refused_not_picked():
    for text in ("Deal at ₹38 per kg for rice, we will not take rice.",
                 "चावल ₹38 किलो पर डील, पर चावल हम नहीं लेंगे।"):
        r = read_message(text, CAT)
        assert not r.readable and r.reason.startswith("ambiguous_intent"), (text, r)
