"""An advance or credit refused beside a deal refuses no goods (lang/no_advance.py; a new user's trial, session 31:
"₹95.50 for almonds is fine but we won't pay any advance. Send 10 packets." was refused as agreeing and refusing at
once). The shop pays no advance unless it pays an advance bill by its id, so the term asks nothing."""
import pytest

from tests.reader_intents import intents, refused

_ALMONDS = [("accept", "almonds-100g", None, 9550, None, None), ("order", "almonds-100g", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "₹95.50 for almonds is fine but we won't pay any advance. Send 10 packets.",  # the trial's mail
    "Almonds at ₹95.50 are fine, but no advance. Send 10 packets.",
    "Badam ₹95.50 theek hai, par advance nahi denge. 10 packet bhejo.",
    "बादाम ₹95.50 ठीक है, पर एडवांस नहीं देंगे। 10 पैकेट भेजिए।",
])
def test_an_advance_refused_beside_an_agreement_keeps_the_deal(text):
    assert intents(text, email=True) == _ALMONDS


@pytest.mark.parametrize("text, want", [
    ("Ghee ₹540 is fine, no advance though. Send 5 litres.",
     [("accept", "ghee-1l", None, 54000, None, None), ("order", "ghee-1l", 5, None, None, None)]),
    ("Sugar ₹41 is ok but not on credit. 20 kg please.",
     [("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("Bhai 25 kilo cheeni bhejo ₹40 kilo. Advance nahi dunga, delivery pe payment hoga.",
     [("order", "sugar-1kg", 25, 4000, None, None)]),
    ("25 किलो चीनी ₹40 किलो के भाव से भेजिए। एडवांस नहीं देंगे, डिलीवरी पर भुगतान होगा।",
     [("order", "sugar-1kg", 25, 4000, None, None)]),
    ("No advance payment for O5, please cancel it.", [("cancel", None, None, None, "O5", None)]),
])
def test_probes_of_a_term_refused(text, want):
    assert intents(text, email=True) == want


def test_a_refusal_of_goods_beside_it_still_refuses():
    assert intents("Toor dal ₹120 nahi, advance bhi nahi denge.", email=True) == [
        ("reject", "toor-dal-1kg", None, 12000, None, None)]
    assert refused("Rice ₹40 no, advance the delivery please.", email=True)  # (not an agreement to ₹40)


def test_a_term_attached_to_an_agreement_is_still_refused():
    assert refused("Ok, ₹41 for sugar, but only with 15 days credit.", email=True) == "ambiguous_intent.terms"
