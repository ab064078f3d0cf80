"""A count changed on an open order's line (a new user's trial, session 34: A27, C13, A31, B20; fixer BD): the
corpora's golds cancel the difference of a count cut and order the difference of a count raised, on the order named
("O12 mein chawal 50 ki jagah 30 kar do" → cancel rice 20 on O12; "O18 — दूध 30 की जगह 40 लीटर कर दीजिए।" → order
milk 20 on O18).

- with no unit said, the count is the line's own unit, for goods whose selling unit is their only count
  (``lang.line_unit``); a pair that could be the goods' price, eggs (trays?), milk (litres?) stay asked;
- a raise is no cancel the second opinion may doubt (``lang.count_raised``);
- goods said to stay the same beside the change are neither refused nor ordered ("Surf Excel same rehne do",
  ``lang.count_changes``);
- a change said outright ("Change to order O1: rice 40 kg → 25 kg.", "ऑर्डर O1 में बदलाव: …") changes the line
  (``lang.count_turns.only_said``), as "only" did.
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    # trial 34
    ("Order O4 mein Lux soap 60 se 40 kar do please.", [("cancel", "bath-soap-75g", 20, None, "O4", None)]),
    ("Order O99 mein Colgate 36 se 24 kar do, Surf Excel same rehne do.",
     [("cancel", "toothpaste-100g", 12, None, "O99", None)]),
    ("ऑर्डर O4 में दूध 60 की जगह 80 पैकेट कर दीजिए।", [("order", "milk-500ml", 20, None, "O4", None)]),
    ("ऑर्डर O2 में दूध 80 से बढ़ाकर 100 पैकेट कर दीजिए।", [("order", "milk-500ml", 20, None, "O2", None)]),
    # probes of our own, in the three languages
    ("ऑर्डर O4 में लक्स साबुन 60 से 40 कर दीजिए।", [("cancel", "bath-soap-75g", 20, None, "O4", None)]),
    ("ऑर्डर O99 में कोलगेट 36 की जगह 24 कर दीजिए।", [("cancel", "toothpaste-100g", 12, None, "O99", None)]),
    ("O8 me Rin bar 50 se 30 kar dena", [("cancel", "laundry-bar-1pc", 20, None, "O8", None)]),
    ("ऑर्डर O7 में सरसों तेल 24 की जगह 36 कर दीजिए।", [("order", "mustard-oil-1l", 12, None, "O7", None)]),
    ("Order O4 mein doodh 60 ki jagah 80 packet kar do", [("order", "milk-500ml", 20, None, "O4", None)]),
    ("Order O2 mein doodh 80 se badhakar 100 packet kar do.", [("order", "milk-500ml", 20, None, "O2", None)]),
    ("In O4, make the milk 80 packets instead of 60.", [("order", "milk-500ml", 20, None, "O4", None)]),
    ("ऑर्डर O5 में चावल 40 की जगह 50 किलो कर दीजिए।", [("order", "rice-1kg", 10, None, "O5", None)]),
    ("In O99 make the Colgate 24 pieces instead of 36, keep the Surf Excel the same.",
     [("cancel", "toothpaste-100g", 12, None, "O99", None)]),
    # the change said outright, with the order named by the word "order" (trial 34 C6, then probes)
    ("Change to order O1: rice 40 kg → 25 kg. Sugar and moong unchanged.",
     [("cancel", "rice-1kg", 15, None, "O1", None)]),
    ("Change in order O1: milk 40 packets → 60 packets.", [("order", "milk-500ml", 20, None, "O1", None)]),
    ("ऑर्डर O1 में बदलाव: चावल 40 किलो → 25 किलो। चीनी और मूंग में कोई बदलाव नहीं।",
     [("cancel", "rice-1kg", 15, None, "O1", None)]),
    ("Order O1 mein badlav: chawal 40 kilo → 25 kilo.", [("cancel", "rice-1kg", 15, None, "O1", None)]),
    # near: as read before
    ("Order O4 mein Lux soap 60 se 40 piece kar do please.", [("cancel", "bath-soap-75g", 20, None, "O4", None)]),
    ("Order O4 mein doodh 80 ki jagah 60 packet kar do", [("cancel", "milk-500ml", 20, None, "O4", None)]),
    ("O18 — दूध 30 की जगह 40 लीटर कर दीजिए।", [("order", "milk-500ml", 20, None, "O18", None)]),
])
def test_count_changed_on_the_line(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "O4 mein cheeni 45 se 42 kar do",  # could be the sugar's price
    "O4 mein ande 6 se 4 kar do",  # trays or eggs?
    "O4 mein doodh 60 se 40 kar do",  # packets or litres?
    "Lux soap 60 se 40 kar do please.",  # no order named
    "O4 mein chawal 3 se 2 kar do",  # kilos or sacks?
])
def test_count_with_no_unit_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.count_unit"


def test_two_counts_with_no_word_of_change_still_asked():
    # near: a list line under an order, no word of changing (lang.count_turns.only_said)
    assert refused("Order O1: rice 40 kg → 25 kg.", email=True) == "contradictory.two_counts"


def test_a_raise_beside_a_cut_is_left_to_the_second_opinion():
    # a cut word beside the raise: the raise stands down nothing (lang.count_raised)
    from lang.count_raised import count_raised
    from lang.language import normalize, tokenize
    assert count_raised(tokenize(normalize("ऑर्डर O4 में दूध 60 की जगह 80 पैकेट कर दीजिए।")))
    assert count_raised(tokenize(normalize("In O4, make the milk 80 packets instead of 60.")))
    assert not count_raised(tokenize(normalize("Order O4 mein doodh 80 ki jagah 60 packet kar do")))
    assert not count_raised(tokenize(normalize("O4 में दूध 60 की जगह 80 पैकेट कर दो, दही हटा दो")))
