"""The supplier's supply named as a noun ("aapki supply se hi ho paaya", "आपकी सप्लाई की वजह से") is thanks, no order
of the goods told beside it (holdout137 i7034: last year's sales read as an order of 300 packets of agarbatti)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue


@pytest.fixture(scope="module")
def cat():
    return load_catalogue()


def _read(text, cat):
    r = read_message(text, cat, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    # corpus holdout137 i7034 (hi, hinglish)
    "पिछले साल छठ वाले हफ़्ते में हमने 300 से ज़्यादा पैकेट अगरबत्ती और 200 डिब्बी माचिस बेची थी, और यह आपकी समय पर "
    "सप्लाई से ही हो पाया। पूजा के बाद अगली ज़रूरत के लिए संपर्क करेंगे।",
    "Pichhle saal Chhath wale hafte mein humne 300 se zyada packet agarbatti aur 200 dibbi machis bechi thi, aur ye "
    "aapki time pe supply se hi ho paaya. Puja ke baad agli zaroorat ke liye sampark karenge.",
    # probes of my own
    "दिवाली में 150 पैकेट अगरबत्ती निकल गई, सब आपकी सप्लाई की वजह से हुआ। धन्यवाद!",
    "Diwali mein 150 packet agarbatti nikal gayi, sab aapki supply ki wajah se hua. Dhanyavaad!",
    "Last Diwali we sold 150 packets of agarbatti, all thanks to your supply.",
])
def test_supply_as_noun_orders_nothing(text, cat):
    readable, intents = _read(text, cat)
    assert not readable and intents == []


@pytest.mark.parametrize("text", [
    "200 packet agarbatti supply kar dijiye.",
    "200 पैकेट अगरबत्ती सप्लाई कर दीजिए।",
    "Aapki supply achhi hai, 200 packet agarbatti aur bhej do.",
    "Please supply 200 packets of agarbatti.",
])
def test_supply_asked_still_orders(text, cat):
    readable, intents = _read(text, cat)
    assert readable and intents == [("order", "incense-1pack", 200)]
