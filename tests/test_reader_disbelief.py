"""A supplier's price said back in disbelief ("₹40 for tomatoes??") is no offer at that price.

An offer at the supplier's own price closes the deal at it, so reading disbelief as an offer is the harm issue 10
names first ("a refusal closes the deal at the supplier's price"). Every "₹X??" in the hand-labelled corpora is the
supplier's price said back; the held-out 40 corpus found it refused in words that name the goods again, in all three
languages, and read as an offer.
"""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,row", [
    ("Haha no way 😂 ₹40 for tomatoes?? We'll skip tomatoes this week, the mandi guy is cheaper.",
     ("reject", "tomato-1kg", None, 4000)),
    ("हाहा नहीं भाई 😂 आलू ₹३० किलो?? इस हफ़्ते आलू नहीं लेंगे।", ("reject", "potato-1kg", None, 3000)),
    ("Arre nahi bhai 😂 ₹105 kilo moong?? Is baar moong skip.", ("reject", "moong-dal-1kg", None, 10500)),
    ("aloo ₹28 kilo?? nahi bhai, itne mein nahi lenge", ("reject", "potato-1kg", None, 2800)),
    ("₹40 for tomatoes?? No.", ("reject", "tomato-1kg", None, 4000)),  # (the second "?" had made a clause of its own)
    ("Tomatoes ₹40? We don't want tomatoes.", ("reject", "tomato-1kg", None, 4000)),
])
def test_a_price_asked_then_refused_naming_the_goods_is_refused_at_that_price(text, row):
    # the rule stages alone: lang.second_opinion refuses some of these (its cost; docs/reader.md)
    r = read_message(text, email=True, second_opinion=False)
    assert r.readable and _rows(r) == [row], r.reason


@pytest.mark.parametrize("text", [
    "Moong dal ₹95/kg?? 🤔",
    "₹40 for tomatoes?!",
    "चीनी ₹44 किलो??",
])
def test_a_price_said_back_in_disbelief_alone_is_asked_about(text):
    r = read_message(text, email=True)  # (held-out 35's gold: neither an offer nor a refusal)
    assert not r.readable and r.reason_key.startswith("ambiguous_intent"), (r.reason, _rows(r))


def test_a_price_said_back_then_a_price_of_our_own():
    r = read_message("Pyaaz ₹36?? Mandi mein ₹30 chal raha hai. ₹31 pe 2 quintal le lenge.", email=True)
    assert r.readable and _rows(r) == [("offer", "onion-1kg", 200, 3100)], r.reason


def test_a_question_refused_beside_other_goods_is_not_an_offer():
    r = read_message("Tomatoes ₹40? We don't want tomatoes, send 20 kg onions.", email=True)
    assert not r.readable and r.reason_key.startswith("contradictory"), (r.reason, _rows(r))


@pytest.mark.parametrize("text,row", [
    ("Tomatoes ₹40?", ("offer", "tomato-1kg", None, 4000)),  # one question mark: a price asked (issue 10's table)
    ("Rice ₹36 chalega??", ("offer", "rice-1kg", None, 3600)),  # words that ask it
    ("Moong ₹95?? Do ₹88 and send 20 kg.", ("offer", "moong-dal-1kg", 20, 8800)),
])
def test_a_price_asked_is_still_an_offer(text, row):
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == [row], r.reason
