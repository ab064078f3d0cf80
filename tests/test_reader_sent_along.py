"""Goods that counted goods are sent along with, named right after them, are not asked (lang/sent_along.py): "Please
send the 20 kg of toor dal along with the rice." orders 20 kg toor dal; it had been refused as "how many kg of rice?"
(holdout130 b7044). The first cases of each test are our own probes, not from a corpus."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text", [
    "Send 10 kg sugar along with the rice.",  # probes
    "10 किलो चीनी चावल के साथ भेज दीजिए।",
    "10 kilo cheeni chawal ke saath bhej dijiye.",
])
def test_goods_sent_along_with_others_are_not_asked(text):
    assert reading(text) == [("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Agreed at ₹132 per kg. Please send the 20 kg of toor dal along with the rice.",  # holdout130 b7044
    "₹132 किलो मंज़ूर है। 20 किलो अरहर दाल चावल के साथ भेज दीजिए।",
    "₹132 kilo manzoor hai. 20 kg arhar dal chawal ke saath bhej dijiye.",
])
def test_corpus_goods_sent_along(text):
    assert reading(text) == [("accept", "toor-dal-1kg", None, 13200, None, None),
                             ("order", "toor-dal-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Send 20 kg toor dal along with 10 kg rice", [("order", "toor-dal-1kg", 20, None, None, None),
                                                    ("order", "rice-1kg", 10, None, None, None)]),  # both counted
    ("20 kg arhar dal aur chawal ke saath bhej dijiye", "no_quantity.how_many"),  # "aur": the rice asked too
    ("Please send the 24 litres along with the refined oil", "ambiguous_intent.figure"),  # (lang.along_with)
])
def test_near_sentences_read_as_before(text, want):
    assert reading(text) == want
