"""A count said alone ("24 piece.") right after one item's price agreed is that item's order, beside other goods
(lang/line_guards.py; a new user's trial, session 31: "Colgate ₹47 pe done. 24 piece. Aur O9 se agarbatti hata do,
sabun rehne do." was refused, "what is 24 piece for?", while "Colgate ₹47 pe done. 24 piece." read). After two
prices agreed the count stays asked: whose?"""
import pytest

from tests.reader_intents import intents, refused

_COLGATE = [("accept", "toothpaste-100g", None, 4700, None, None), ("order", "toothpaste-100g", 24, None, None, None)]
_RICE = [("order", "rice-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Colgate ₹47 pe done. 24 piece. Aur O9 se agarbatti hata do, sabun rehne do.",
     _COLGATE + [("cancel", "incense-1pack", None, None, "O9", None)]),  # the trial's mail
    ("Colgate ₹47 pe done. 24 piece. Aur 10 kilo chawal bhejo.", _COLGATE + _RICE),
    ("Colgate ₹47 is fine. 24 pieces. Also send 10 kg rice.", _COLGATE + _RICE),
    ("कोलगेट ₹47 ठीक है। 24 पीस। और 10 किलो चावल भेजिए।", _COLGATE + _RICE),
    ("आटा ₹215 ठीक है। 12 पैकेट। और 5 किलो चीनी भेजिए।", [("accept", "atta-5kg", None, 21500, None, None), (
        "order", "atta-5kg", 12, None, None, None), ("order", "sugar-1kg", 5, None, None, None)]),
    ("Atta ₹215 theek hai. 12 packet. Aur 5 kilo cheeni bhejo.", [("accept", "atta-5kg", None, 21500, None, None), (
        "order", "atta-5kg", 12, None, None, None), ("order", "sugar-1kg", 5, None, None, None)]),
    ("Toor dal ₹136 is fine. 25 kg. Moong dal ₹109 is fine too. 15 kg.",
     [("accept", "toor-dal-1kg", None, 13600, None, None), ("order", "toor-dal-1kg", 25, None, None, None),
      ("accept", "moong-dal-1kg", None, 10900, None, None), ("order", "moong-dal-1kg", 15, None, None, None)]),
])
def test_a_count_alone_after_one_price_agreed_orders_that_item(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Rice ₹40 ok. Sugar ₹42 ok. 20 kg.",  # two prices agreed: whose 20 kg?
    "Colgate ₹47 too much. 24 piece. Aur 10 kilo chawal bhejo.",  # turned down: no count of an agreement
    "Colgate ₹47 pe done. 24 piece kal. Aur 10 kilo chawal bhejo.",  # more than a count: left to be asked
])
def test_other_counts_stay_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


def test_near_sentence_reads_as_before():
    assert intents("Colgate ₹47 pe done. 24 piece.", email=True) == _COLGATE
