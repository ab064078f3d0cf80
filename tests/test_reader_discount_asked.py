"""A discount or a lower rate asked with no amount beside goods to give or send (session 41, FV, relatives of the
trial's finding 5; ``lang.discount_asked``): "दूध 500ml पर थोड़ा डिस्काउंट दीजिए" had ordered 1 packet of milk and
"Cheeni 50 kilo thode kam rate pe bhej do" 50 kg of sugar at the old price, silently, while "Send 50 kg sugar at a
slightly lower rate." was refused. Each case in the three languages: how much lower?"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue


@pytest.fixture(scope="module")
def cat():
    return load_catalogue()


def _read(text, cat):
    r = read_message(text, cat, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "दूध 500ml पर थोड़ा डिस्काउंट दीजिए।",
    "Doodh 500ml pe thoda discount dijiye.",
    "Give a little discount on milk, we will take 20 packets.",
    "दूध पर थोड़ा डिस्काउंट दीजिए, 20 पैकेट लेंगे।",
    "Doodh pe thoda discount do, 20 packet lenge.",
    "दूध 500ml पर थोड़ी छूट दीजिए।",
    "दूध 500ml थोड़े कम रेट पर दीजिए।",
    "Doodh 500ml thode kam rate pe dijiye.",
    "Give milk at a lower price, we will take 20 packets.",
    "Cheeni 50 kilo thode kam rate pe bhej do.",
    "चीनी 50 किलो थोड़े कम रेट पर भेज दो।",
    "Send 50 kg sugar at a slightly lower rate.",
    "Cheeni 50 kilo bhej do, thoda discount dena.",
    "चीनी 50 किलो भेज दो, थोड़ा डिस्काउंट देना।",
    "Send 50 kg sugar, give a small discount.",
    "Take a little off on milk, we will take 20 packets.",
])
def test_discount_without_amount_is_how_much_lower(text, cat):
    readable, key, intents = _read(text, cat)
    assert not readable and key == "no_price.how_much_lower", intents


@pytest.mark.parametrize("text,intents", [
    # a discount talked of later, or told as past: the order stands
    ("Cheeni 50 kilo bhej do, discount ki baat baad mein karenge.", [("order", "sugar-1kg", 50, None)]),
    ("Send 50 kg sugar. We got a discount last time.", [("order", "sugar-1kg", 50, None)]),
    # goods of the cheaper kind, the lowest rate asked, a discount missing from a bill
    ("Kam rate wala chawal 50 kilo bhej do.", [("order", "rice-1kg", 50, None)]),
    ("कम रेट वाला चावल 50 किलो भेज दो।", [("order", "rice-1kg", 50, None)]),
    ("Sabse kam rate batao cheeni ka.", [("ask_quote", "sugar-1kg", None, None)]),
    ("Discount nahi laga bill mein, B5 check karo.", [("dispute", None, None, "B5")]),
    # goods taken off an order: a cut
    ("Take 2 kg off the rice in O5.", [("cancel", "rice-1kg", 2, None)]),
])
def test_other_discount_words_keep_their_reading(text, intents, cat):
    readable, _, got = _read(text, cat)
    assert readable and got == intents
