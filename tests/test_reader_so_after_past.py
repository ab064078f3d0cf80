""""toh"/"तो" after a fact of the past means "so", not "if" (lang/act_words.py ``so_after``; a new user's trial,
session 31: "Kal 30 kilo aloo bik gaya, toh 40 kilo aloo bhej do ₹24 mein." was refused, and its Hindi twin "कल 30
किलो आलू बिक गया, तो 40 किलो आलू ₹24 में भेज दो।" silently read as an offer). A past with a price before the "to"
("Rate ₹36 ho gaya to …") stays a condition."""
import pytest

from tests.reader_intents import intents, refused

_POTATO = [("order", "potato-1kg", 40, 2400, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Kal 30 kilo aloo bik gaya, toh 40 kilo aloo bhej do ₹24 mein.", _POTATO),  # the trial's mail
    ("कल 30 किलो आलू बिक गया, तो 40 किलो आलू ₹24 में भेज दो।", _POTATO),
    ("We sold 30 kg potatoes yesterday, so send 40 kg potatoes at ₹24.", _POTATO),
    ("Aloo khatam ho gaya, toh 40 kilo aloo bhej do ₹24 mein.", _POTATO),
    ("कल 30 किलो आलू बिक गया था, तो 40 किलो आलू भेज दीजिए, ₹24 किलो।", _POTATO),
    ("Pichhli baar ande toot gaye the, to is baar 5 tray dhyan se bhejna.", [("order", "eggs-1pc", 150, None, None,
                                                                               None)]),
    ("Pyaaz khatam ho gaya, toh ₹30 kilo mein 50 kilo bhej do.", [("order", "onion-1kg", 50, 3000, None, None)]),
    ("Ande toot gaye, to 5 tray aur bhejo.", [("order", "eggs-1pc", 150, None, None, None)]),
])
def test_to_after_a_past_told_means_so(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Rate kam ho gaya to 50 kilo chawal le lenge.",  # "ho gaya to": if the rate comes down
    "भाव कम हो गया तो 50 किलो चावल ले लेंगे।",
    "Rate thoda kam ho gaya toh 50 kilo chawal bhej dena.",
    "Maal time pe aa gaya to agli baar 50 kilo chawal aur lenge.",  # if the goods come on time: no order now
])
def test_a_past_form_of_a_condition_orders_nothing(text):
    assert refused(text, email=True)


def test_a_condition_stays_a_condition():
    assert intents("₹72 kar do to 20 kilo chana dal pakke.", email=True) == [
        ("offer", "chana-dal-1kg", 20, 7200, None, None)]
    assert intents("पनीर ₹78 में दीजिए तो 10 पैकेट ले लूँगा।", email=True) == [
        ("offer", "paneer-200g", 10, 7800, None, None)]
    assert refused("Rate ₹36 ho gaya to 20 kilo bhej do.", email=True)  # (no goods named: refused as before)
