"""A container said "full"/"whole"/"पूरी" is one container ("I'll take a full bori" = 50 kg: ``lang.full_container``;
holdout34 en-c010 had offered ₹31 for no quantity, and "2 full cases of Coke" had counted 2 bottles, silently), and
goods asked "at today's mandi rate" with no figure are refused (``lang.market_rate_asked``; holdout121 en-c8026 would
otherwise order a quintal at no price, as "Send 50 kg onions at mandi rate" did)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused


def test_the_corpus_full_bori():
    text = ("Arre, the mandi wala next door is selling onions at ₹30 and you said ₹34 😅 Meet me at ₹31/kg and I'll "
            "take a full bori.")
    assert _intents(text, email=True) == [("offer", "onion-1kg", 50, 3100, None, None)]


@pytest.mark.parametrize("text, want", [  # our own probes
    ("Send a full bori of onions.", [("order", "onion-1kg", 50, None, None, None)]),
    ("Send a full sack of onions at ₹31/kg.", [("order", "onion-1kg", 50, 3100, None, None)]),
    ("Please send a full case of Parle-G.", [("order", "biscuits-65g", 12, None, None, None)]),
    ("Please send a whole case of Coca-Cola.", [("order", "soft-drink-750ml", 12, None, None, None)]),
    ("We'll take 2 full cases of Coke at ₹38 a bottle.", [("order", "soft-drink-750ml", 24, 3800, None, None)]),  # taken
    # at a price in one phrase: an order at it (lang.taken_at_price, merged with this module in the same session)
    ("Ek puri bori pyaz bhejo.", [("order", "onion-1kg", 50, None, None, None)]),
    ("एक पूरी बोरी प्याज़ भेजो।", [("order", "onion-1kg", 50, None, None, None)]),
    ("₹1,650 for a full bori of onions (50 kg) and we have a deal.", [("offer", "onion-1kg", 50, 3300, None, None)]),
    # near: "full"/"पूरी" elsewhere is left as written
    ("Poora order cancel kar do O12.", [("cancel", None, None, None, "O12", None)]),
    ("Full payment for B7 done.", [("pay", None, None, None, None, "B7")]),
    ("पूरी तरह से 20 किलो चीनी भेजो।", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_full_container_is_one(text, want):
    assert _intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Bablu bhai 🙏 Diwali is next week and onions are flying off the shelf — we sold 18 kg just this morning! Seth ji "
    "says give us onions at today's mandi rate and we'll take a full quintal. Let me know 😊",
    # our own probes
    "Send 1 quintal onions at today's mandi rate.",
    "Send 50 kg onions at mandi rate.",
    "Send 30 kg potatoes at the prevailing market rate.",
    "Aaj ke mandi bhav pe 50 kilo pyaz bhej do.",
    "Bazaar bhav pe 20 kilo aloo de do.",
    "आज के मंडी भाव पर 50 किलो प्याज़ भेज दो।",
    "बाज़ार भाव पर 20 किलो आलू दे दीजिए।",
])
def test_goods_at_the_market_rate_ask_what_price(text):
    assert _refused(text, email=True) == "no_price.what_price"


@pytest.mark.parametrize("text, want", [  # near: the market's figure told, our own price asked
    ("Mandi rate ₹26 hai, ₹28 mein 50 kilo tamatar bhej do.", [("order", "tomato-1kg", 50, 2800, None, None)]),
    ("The mandi rate is ₹26 today; send 25 kg tomatoes at ₹28.", [("order", "tomato-1kg", 25, 2800, None, None)]),
    ("मंडी भाव ₹26 है, ₹28 में 25 किलो टमाटर भेज दो।", [("order", "tomato-1kg", 25, 2800, None, None)]),
])
def test_a_market_figure_told_is_not_asked(text, want):
    assert _intents(text, email=True) == want
