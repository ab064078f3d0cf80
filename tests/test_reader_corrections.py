"""A count corrected in the message replaces the one count said before (``lang.second_thoughts``).

Writers of four independent corpora (holdouts 17, 24, 38; the breaker's 651 messages) read "Send 30 kg sugar…
actually make it 60" and "6 पेटी मैगी भेजो — नहीं, 8 पेटी" as the corrected order; the reader refused them
("takes back what the message asks", or a wrong reason: "₹60 for 30 eggs…"). A correction now opens with a
correction word (sorry, actually, wait, oops, galti, माफ़…) or with a "no" first in its clause or after a dash or
comma and followed by a number; it replaces the message's one earlier count when it says nothing but the new count
(and words like "make it", "kar do", "hi", "yaar"). A bare new count keeps the unit said before. Anything else
is still refused (which one is meant?).
"""
import pytest

from lang.reader import read_message

CORRECTED = [
    ("Sugar 20 kg. Actually make it 25.", ("sugar-1kg", 25, None)),
    ("Send 30 eggs. Actually make it 60.", ("eggs-1pc", 60, None)),
    ("6 पेटी मैगी भेजो — नहीं, 8 पेटी। रेट ₹11 ही रखना।", ("noodles-70g", 96, 1100)),
    ("केले 10 दर्जन भेजो… नहीं, 15 दर्जन। ₹48 दर्जन।", ("banana-1dozen", 15, 4800)),
    ("40 kilo gud bhejo, ₹58 — oh wait, 45 kilo kar do", ("jaggery-1kg", 45, 5800)),
    ("2 dozen kele bhejna... nahi yaar, 5 dozen kar do.", ("banana-1dozen", 5, None)),
    ("Send 3 trays eggs — no, 4 trays.", ("eggs-1pc", 120, None)),
    ("Chawal 25 kilo bhejo. Wait, 35 kilo.", ("rice-1kg", 35, None)),
    # a price corrected the same way, and "make it", "nahi nahi", a chat's timestamps (holdout39, written unseen)
    ("Butter 100 g × 30 at ₹52 — sorry, ₹50 each.", ("butter-100g", 30, 5000)),
    ("मक्खन 100 ग्राम 40 पैकेट ₹54 — माफ़ करना, ₹52।", ("butter-100g", 40, 5200)),
    ("Agarbatti 50 packet ₹16 — sorry ₹15.", ("incense-1pack", 50, 1500)),
    ("Coke 2 cases ₹38 each… make it 3 cases.", ("soft-drink-750ml", 36, 3800)),
    ("Chai patti 20 packet bhejo... nahi nahi, 30 packet. ₹110 wala rate.", ("tea-250g", 30, 11000)),
    ("[10:42] 20 kg chawal\n[10:43] nahi 30 kg\n[10:43] ₹38 wala", ("rice-1kg", 30, 3800)),
]


@pytest.mark.parametrize("text,expected", CORRECTED)
def test_the_corrected_count_is_ordered(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.sku, i.quantity, i.unit_price_paise) for i in r.intents if i.kind == "order"] == [expected]


@pytest.mark.parametrize("text", [
    "Sugar 20 kg. Actually make it 25 kg of atta.",  # another item: a correction or a second order?
    "Send 50 kg rice. Actually, don't.",  # taken back
    "Send 20 kg rice and 10 kg sugar. Actually make it 30.",  # which of the two counts?
    "Send 20 kg rice — no, 30 kg, or maybe 40.",
    "Send 20 kg rice at ₹38 and 10 kg sugar at ₹42 — sorry, ₹40.",  # which price?
])
def test_a_correction_that_does_not_say_which_count_is_refused(text):
    assert not read_message(text).readable
