"""Hindi and Hinglish sentences whose English twins read already (fixer R of the thirty-first session): the price
agreed before, told ahead of the disputed bill (``lang.agreed_told``, ``lang.settle``); "₹132 पर बात पक्की करते हैं"
offers as "Let's meet at ₹132" does (``lang.cues``); "एक पीस ₹1 कम" is ₹1 off a piece as "₹1 less a piece" is
(``lang.resolve``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as, refused

_A8048 = {  # sealed holdout 120 a8048
    "en": "> Bill B22 — Shree Sai Kirana\n> Rice 100 kg @ ₹39.00 = ₹3,900\n> Sugar 50 kg @ ₹42.50 = ₹2,125\n"
          "> Total ₹6,025\n\nSunil ji, rice was agreed at ₹38.50 (my mail of 24 Oct), not ₹39. Please revise B22.\n\n"
          "B18 is paid in full — ₹2,820 by NEFT today, UTR 629871534410.",
    "hi": "> बिल B22 — श्री साई किराना\n> चावल 100 किलो @ ₹39.00 = ₹3,900\n> चीनी 50 किलो @ ₹42.50 = ₹2,125\n> कुल ₹6,025\n\n"
          "सुनील जी, चावल ₹38.50 पर तय हुआ था (मेरा 24 अक्टूबर का मेल), ₹39 पर नहीं। कृपया B22 सुधार दीजिए।\n\n"
          "B18 का पूरा भुगतान हो गया है — आज NEFT से ₹2,820, UTR 629871534410।",
    "hinglish": "> Bill B22 — Shree Sai Kirana\n> Chawal 100 kg @ ₹39.00 = ₹3,900\n> Cheeni 50 kg @ ₹42.50 = ₹2,125\n"
                "> Total ₹6,025\n\nSunil ji, chawal ₹38.50 pe tay hua tha (mera 24 Oct ka mail), ₹39 pe nahi. Please "
                "B22 theek kar dijiye.\n\nB18 ka poora payment ho gaya — aaj NEFT se ₹2,820, UTR 629871534410.",
}


@pytest.mark.parametrize("lang", sorted(_A8048))
def test_the_price_agreed_told_before_the_disputed_bill(lang):
    assert intents(_A8048[lang], email=True) == [("dispute", None, None, None, None, "B22"),
                                                 ("pay", None, None, None, None, "B18")]


@pytest.mark.parametrize("text", [  # probes of our own
    "Chawal ₹38 pe tay hua tha, ₹40 pe nahi. B5 galat hai. B6 ka ₹2,000 payment kar diya.",
    "चावल ₹38 पर तय हुआ था, ₹40 पर नहीं। B5 गलत है। B6 का ₹2,000 भुगतान कर दिया।",
    "Rice was agreed at ₹38, not ₹40. Bill B5 is wrong. B6 paid ₹2,000.",
])
def test_probe_agreed_price_beside_a_dispute_and_a_payment(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B5"), ("pay", None, None, None, None, "B6")]


@pytest.mark.parametrize("text", [
    "Chawal ₹38 pe tay hua tha, ₹40 pe nahi. B5 galat hai. 20 kilo chawal aur bhejo.",  # the rice ordered: its price?
    "Chawal ₹38 pe tay hua tha, ₹40 pe nahi.",  # no dispute: what for?
])
def test_an_agreed_price_beside_goods_ordered_or_no_dispute_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [  # sealed holdout 69 x4002
    "On Tue, Sharma Traders wrote:\n> Toor dal ₹138/kg, that's the best we can do.\n\n"
    "Sharma ji, ₹138 is still high for us. Let's meet at ₹132.",
    "मंगलवार को शर्मा ट्रेडर्स ने लिखा:\n> तूर दाल ₹138/किलो, इससे कम नहीं हो पाएगा।\n\n"
    "शर्मा जी, ₹138 अभी भी हमारे लिए ज़्यादा है। ₹132 पर बात पक्की करते हैं।",
    "Tue ko Sharma Traders ne likha:\n> Toor dal ₹138/kg, isse kam nahi ho payega.\n\n"
    "Sharma ji, ₹138 abhi bhi humare liye zyada hai. ₹132 pe baat pakki karte hain.",
])
def test_lets_settle_at_a_price_offers_it(text):
    assert intents(text, email=True) == [("offer", "toor-dal-1kg", None, 13200, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Cheeni ₹42 pe baat pakki karte hain, 50 kilo bhejo.",
    "चीनी ₹42 पर बात पक्की करते हैं, 50 किलो भेजो।",
])
def test_probe_settle_at_a_price_with_a_count(text):
    """The rules' reading; the Hindi one was doubted by the second opinion from session 38's retraining on and off
    (``reader_intents.DOUBTED``: refused as ambiguous_intent); session 51's reads it."""
    assert read_as(text, email=True) == [("offer", "sugar-1kg", 50, 4200, None, None)]


@pytest.mark.parametrize("text, change", [  # sealed holdout 83 e9055, and probes of our own
    ("Soap ₹1 less a piece and we'll take 5 dozen.", [("offer", "bath-soap-75g", 60, None, None, None)]),
    ("साबुन पर एक पीस ₹1 कम करो तो 5 दर्जन ले लेंगे।", [("offer", "bath-soap-75g", 60, None, None, None)]),
    ("Sabun pe ek piece ₹1 kam karo to 5 darjan le lenge.", [("offer", "bath-soap-75g", 60, None, None, None)]),
    ("कोक पर एक पेटी ₹20 कम करो तो 5 पेटी ले लेंगे।", [("offer", "soft-drink-750ml", 60, None, None, None)]),
    ("Coke pe ek peti ₹20 kam karo to 5 peti le lenge.", [("offer", "soft-drink-750ml", 60, None, None, None)]),
])
def test_the_unit_said_before_a_change_is_its_unit(text, change):
    assert intents(text, email=True) == change


def test_a_case_said_before_a_change_is_taken_off_each_bottle():
    from lang.reader import read_message
    from reader_intents import CAT
    r = read_message("कोक पर एक पेटी ₹20 कम करो तो 5 पेटी ले लेंगे।", CAT, email=True)
    assert r.intents[0].price_change_paise == -167  # ₹20 a case of 12 is ₹1.67 a bottle, not ₹20 a bottle
