"""Goods asked sent along with a named order join it, also when their count is said in the sentence after the price
agreed ("We accept ₹39.50/kg for rice. Please send 100 kg along with O1."; a new user's trial, session 31: refused,
"what about O1?") and when the Hindi says "O1 के साथ भेज दीजिए" with no "भी" (lang/compose.py, lang/added_to.py)."""
import pytest

from tests.reader_intents import intents, refused

_RICE_O1 = [("accept", "rice-1kg", None, 3950, None, None), ("order", "rice-1kg", 100, None, "O1", None)]


@pytest.mark.parametrize("text, want", [
    ("Re: your quote\n\nDear Agarwal ji,\n\nThank you for the quick reply. We accept ₹39.50/kg for rice. Please send "
     "100 kg along with O1.\n\nRegards,\nRamesh (Kirana Store)\nPh: 98765 43210", _RICE_O1),  # the trial's mail
    ("We accept ₹39.50/kg for rice. Please send 100 kg along with O1.", _RICE_O1),
    ("We accept ₹39.50/kg for rice. Please add 100 kg to O1.", _RICE_O1),
    ("Rice ₹39.50 theek hai. 100 kilo O1 ke saath bhej dijiye.", _RICE_O1),
    ("चावल ₹39.50 ठीक है। 100 किलो O1 के साथ भेज दीजिए।", _RICE_O1),
    ("Rice ₹39.50 theek hai. 100 kilo O1 mein add kar do.", _RICE_O1),
    ("100 kilo chawal O1 ke saath bhej dijiye.", [("order", "rice-1kg", 100, None, "O1", None)]),
    ("100 किलो चावल O1 के साथ भेज दीजिए।", [("order", "rice-1kg", 100, None, "O1", None)]),
    ("100 किलो चावल O1 के साथ ही भेज दीजिए।", [("order", "rice-1kg", 100, None, "O1", None)]),
    ("O94 के साथ 10 किलो चीनी भी भेज देना।", [("order", "sugar-1kg", 10, None, "O94", None)]),
])
def test_goods_sent_along_with_an_order_join_it(text, want):
    assert intents(text, email=True) == want


def test_near_sentences_read_as_before():
    assert intents("We accept ₹39.50/kg for rice. Please send 100 kg.", email=True) == [
        ("accept", "rice-1kg", None, 3950, None, None), ("order", "rice-1kg", 100, None, None, None)]
    assert refused("We accept ₹39.50/kg for rice. Please send 100 kg. O1 can come later.",
                   email=True) == "ambiguous_intent.id"
