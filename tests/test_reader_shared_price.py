"""One price said after several counted goods, in a phrase of its own, is refused — it had gone on the last item
named, silently (lang/shared_price.py; a new user's trial: moong dal ordered at rice's ₹39.50)."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Bhaiya 25 kilo chawal aur 10 kilo moong dal bhej do, rate wahi ₹39.50 wala.",
    "Please send 20 kg sugar and 10 kg rice, same rate as before ₹44.",
    "30 किलो चावल और 10 किलो चीनी भेज दो, भाव वही ₹39.50 वाला।",
    "Bhaiya 10 kilo cheeni aur 25 kilo chawal bhej do, rate wahi ₹44 wala.",
])
def test_a_price_after_several_goods_is_asked_about(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text,expected", [
    ("Bhaiya 25 kilo chawal bhej do, rate wahi ₹39.50 wala.", [("order", "rice-1kg", 25, 3950, None, None)]),
    ("Send 20 kg sugar and 10 kg rice, both ₹44.",
     [("order", "sugar-1kg", 20, 4400, None, None), ("order", "rice-1kg", 10, 4400, None, None)]),
    ("Bhaiya 25 kilo chawal aur 10 kilo moong dal bhej do, chawal ka rate wahi ₹39.50 wala.",
     [("order", "rice-1kg", 25, 3950, None, None), ("order", "moong-dal-1kg", 10, None, None, None)]),
])
def test_a_price_said_of_its_goods_reads_as_before(text, expected):
    assert intents(text, email=True) == expected


def test_a_price_in_the_last_goods_phrase_is_asked_whose():
    """Session 33 (fixer AL, lang.price_left_out): "at ₹44" in the rice's own phrase after sugar counted in the same
    unit, with no word of each, had been the rice's alone; the new user's trial read such a price as both goods'.
    Whose it is is now asked; said "each"/"both" it is each one's."""
    assert refused("Send 20 kg sugar and 10 kg rice at ₹44.", email=True) == "ambiguous_intent.price_whose"
