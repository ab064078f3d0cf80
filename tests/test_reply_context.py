"""A reply that names no goods, read with what it is about (``lang.reply_context``): the goods its trays are (eggs,
the one thing sold by the tray) and the goods named only in the reasoning before it or in the supplier's words after
"you wrote:". Holdouts 4, 5, 7, 12, 20, 25, 26, 27, 31, 45, 54, 101 refused each ("the message names no item")."""
import pytest

from lang.reader import read_message

READS = [
    ("Your ₹180 per tray is ok. 3 trays.", [("accept", "eggs-1pc", None, 600, None), ("order", "eggs-1pc", 90, None, None)]),
    ("आपका ₹180 प्रति ट्रे ठीक है। 3 ट्रे भेजिए।", [("accept", "eggs-1pc", None, 600, None),
                                               ("order", "eggs-1pc", 90, None, None)]),
    ("Aapka ₹180 per tray ok hai. 3 tray bhejiye.", [("accept", "eggs-1pc", None, 600, None),
                                                     ("order", "eggs-1pc", 90, None, None)]),
    ("Add 2 more trays to O31.", [("order", "eggs-1pc", 60, None, "O31")]),
    ("<think>The supplier quoted ₹41 for rice. Mandi rate is around ₹36-37.</think>\nHello Suresh ji, ₹41 is steep for "
     "us. Can you do ₹37 per kg? If yes, we'll take 1 quintal.", [("offer", "rice-1kg", 100, 3700, None)]),
    ("विचार: सप्लायर चीनी पर ₹44 से ₹43 पर आया। बाज़ार ₹42 है।\nजवाब: कम करने के लिए धन्यवाद। ₹42.50 कर दो तो आज ही 80 किलो का "
     "सौदा पक्का।", [("offer", "sugar-1kg", 80, 4250, None)]),
    ("Aapne likha tha: 'Cycle agarbatti ₹15 packet.'\n\nTheek hai, ₹15 mein 10 darjan bhej do.",
     [("accept", "incense-1pack", None, 1500, None), ("order", "incense-1pack", 120, None, None)]),
]


@pytest.mark.parametrize("text,expected", READS)
def test_the_reply_is_read_with_its_goods(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id) for i in r.intents] == expected


@pytest.mark.parametrize("text", [
    "bill B27 amt doesnt match rate was 205 per tray not 215",  # a bill's rate told: no goods to read into it
    "Send 3 packets",  # packets of what? no unit names its goods
    "<think>Rice is ₹41 and sugar ₹44 with the supplier.</think>\nCan you do ₹37 per kg? We'll take 1 quintal.",
])
def test_a_reply_whose_goods_are_not_known_is_still_refused(text):
    assert not read_message(text, email=True).readable


QUOTED = [
    ("> Toor dal ₹138/kg, moong dal ₹104/kg\n\nToor is ok. Moong at ₹98 and we'll take 10 kg.",
     [("accept", "toor-dal-1kg", None, 13800, None), ("offer", "moong-dal-1kg", 10, 9800, None)]),
    ("> तूर दाल ₹138/किलो, मूंग दाल ₹104/किलो\n\nतूर ठीक है। मूंग ₹98 में दो तो 10 किलो ले लेंगे।",
     [("accept", "toor-dal-1kg", None, 13800, None), ("offer", "moong-dal-1kg", 10, 9800, None)]),
    ("> Toor dal ₹138/kg, moong dal ₹104/kg\n\nToor theek hai. Moong ₹98 mein do toh 10 kilo le lenge.",
     [("accept", "toor-dal-1kg", None, 13800, None), ("offer", "moong-dal-1kg", 10, 9800, None)]),
    ("> Eggs ₹178 per tray\n\nok, 5 trays.", [("accept", "eggs-1pc", None, 593, None), ("order", "eggs-1pc", 150, None, None)]),
    ("> अंडे ₹178 प्रति ट्रे\n\nठीक है, 5 ट्रे।", [("accept", "eggs-1pc", None, 593, None),
                                          ("order", "eggs-1pc", 150, None, None)]),
]


@pytest.mark.parametrize("text,expected", QUOTED)
def test_an_acceptance_under_a_quote_carries_its_one_price(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id) for i in r.intents] == expected


def test_a_bid_under_a_quote_of_two_goods_is_still_asked():
    r = read_message("> Rice ₹38/kg, sugar ₹42/kg\n\nCan you do ₹36?", email=True)
    assert not r.readable and r.reason.startswith("no_price")  # rice or sugar? the first refusal is the one told
