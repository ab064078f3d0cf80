"""A quantity or price said below zero in an e-mail is refused, not read as its size: a new user's trial
(thirteenth session) had a fake model write "Please send -20 kg rice at Rs 40.50 per kg." and the supplier confirmed
O1 for 20 kg, billed ₹810, and did it again the next day. A bullet ("- 20 kg rice"), a range and a dash between a
count and its price are no minus."""
import pytest

from lang.reader import read_message


@pytest.mark.parametrize("text,lang", [("Please send -20 kg rice at Rs 40.50 per kg.", "en"),
                                       ("Please send minus 20 kg rice", "en"),
                                       ("कृपया -20 किलो चावल भेजिए", "hi"),
                                       ("-20 kilo chawal bhej do", "hinglish")])
def test_a_count_below_zero_is_refused(text, lang):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "no_quantity.not_above_zero" and r.reason_args["n"] == "-20"


def test_a_price_below_zero_is_refused():
    r = read_message("20 kilo chawal -₹40.50 pe bhej do", email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.figure"


@pytest.mark.parametrize("text,rows", [
    ("- 20 kg rice\n- 10 kg sugar", [("order", "rice-1kg", 20, None), ("order", "sugar-1kg", 10, None)]),
    ("Rice: 20 kg - ₹40", [("order", "rice-1kg", 20, 4000)]),
])
def test_a_bullet_or_a_dash_is_no_minus(text, rows):
    r = read_message(text, email=True)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == rows


@pytest.mark.parametrize("text", ['{"action": "order", "sku": "rice-1kg", "qty": -20, "price": 38}',
                                  '{"items": [{"action": "order", "sku": "rice-1kg", "quantity": -20}]}',
                                  'place_order(item="rice", qty=-5, price=38)'])
def test_a_count_below_zero_in_data_or_a_call_is_refused(text):
    """The second trial: the first fix covered sentences only; a JSON line or a tool call written as text with a
    negative count had still been ordered at its size (a fake manager's order confirmed for 20 kg)."""
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "no_quantity.not_above_zero"
