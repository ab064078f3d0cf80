"""An agreement to a quoted price, then an order naming other goods at a price of the writer's own
(``lang.agreed_beside``, session 38, fixer DC): the quoted goods accepted at the quote's price, the others ordered at
the writer's price — never a deal at a price the supplier did not give."""
from __future__ import annotations

import pytest

from reader_intents import reading

_F7027 = [("accept", "biscuits-65g", None, 415, None, None), ("order", "biscuits-65g", 120, None, None, None),
          ("order", "poha-500g", 30, 3200, None, None), ("offer", "besan-500g", None, 4600, None, None)]


@pytest.mark.parametrize("text", [
    "> Parle-G ₹4.15 is the lowest we can go.\n\nOk, agreed. Send 10 peti Parle-G and 30 packets poha at ₹32. Besan — "
    "Malwa gives ₹48 per packet; do ₹46 and the next besan order is yours.",
    "> पारले-जी ₹4.15 से नीचे नहीं हो पाएगा।\n\nठीक है, मंज़ूर। 10 पेटी पारले-जी और 30 पैकेट पोहा ₹32 पर भेजो। बेसन — मालवा "
    "₹48 पैकेट देता है; ₹46 करो तो अगला बेसन का ऑर्डर आपका।",
    "> Parle-G ₹4.15 se neeche nahi ho payega.\n\nOk, manzoor. 10 peti Parle-G aur 30 packet poha ₹32 pe bhejo. Besan — "
    "Malwa ₹48 packet deta hai; ₹46 karo to agla besan ka order aapka.",
])
def test_the_quoted_goods_are_accepted_and_the_others_ordered_at_our_price(text):
    assert reading(text) == _F7027


@pytest.mark.parametrize("text", [  # probes of our own
    "> Maggi ₹11.50 per packet, final.\n\nOk, agreed. Send 4 peti Maggi and 25 kg sugar at ₹41.",
    "> मैगी ₹11.50 प्रति पैकेट, फ़ाइनल।\n\nठीक है, मंज़ूर। 4 पेटी मैगी और 25 किलो चीनी ₹41 पर भेजो।",
    "> Maggi ₹11.50 per packet, final.\n\nOk, manzoor. 4 peti Maggi aur 25 kilo cheeni ₹41 pe bhejo.",
])
def test_probe_maggi_accepted_sugar_ordered_at_our_price(text):
    assert reading(text) == [("accept", "noodles-70g", None, 1150, None, None), ("order", "noodles-70g", 48, None, None, None),
                             ("order", "sugar-1kg", 25, 4100, None, None)]


def test_a_price_either_goods_could_carry_is_still_asked():
    assert reading("> Sugar ₹42/kg, final.\n\nOk, agreed. Send 50 kg sugar and 20 kg rice at ₹38.") == \
        "ambiguous_intent.price_whose"


def test_an_agreement_with_no_quote_reads_as_before():
    assert reading("Ok, agreed. Send 30 packets poha at ₹32.") == [
        ("accept", "poha-500g", None, 3200, None, None), ("order", "poha-500g", 30, None, None, None)]


def test_an_agreement_to_the_quoted_goods_alone_reads_as_before():
    assert reading("> Parle-G ₹4.15 is the lowest we can go.\n\nOk, agreed. Send 10 peti Parle-G.") == [
        ("accept", "biscuits-65g", None, 415, None, None), ("order", "biscuits-65g", 120, None, None, None)]
