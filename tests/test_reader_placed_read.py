"""Quoted lines pointed at by their place (session 31, fixer S; lang.placed_read): "Ok for the first two, not the
third", "पहले दो ठीक हैं, तीसरा नहीं", "Pehle do theek hain, teesra nahi"; "The second one is fine. Send 15 kg."; "The
above is fine but sugar at Rs 40" — read as the goods of those lines named (holdout109, holdout73 had been refused
``ambiguous_item.by_place``). More of the kind in tests/test_reader_quote_replies.py."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, priced as _rows, refused


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout73 x8010)
    ("> Sugar ₹42/kg\n> Jaggery ₹60/kg\n\nThe second one is fine. Send 15 kg.",
     [("accept", "jaggery-1kg", None, 6000), ("order", "jaggery-1kg", 15, None)]),
    ("> चीनी ₹42 किलो\n> गुड़ ₹60 किलो\n\nदूसरा वाला ठीक है। 15 किलो भेजो।",
     [("accept", "jaggery-1kg", None, 6000), ("order", "jaggery-1kg", 15, None)]),
    ("> Cheeni ₹42 kilo\n> Gud ₹60 kilo\n\nDoosra wala theek hai. 15 kilo bhejo.",
     [("accept", "jaggery-1kg", None, 6000), ("order", "jaggery-1kg", 15, None)]),
    # probes
    ("> Tomato ₹32/kg\n> Onion ₹28/kg\n> Potato ₹22/kg\n\nOk for the first and the third, not the second.",
     [("accept", "tomato-1kg", None, 3200), ("reject", "onion-1kg", None, None), ("accept", "potato-1kg", None, 2200)]),
    ("> Tomato ₹32/kg\n> Onion ₹28/kg\n> Potato ₹22/kg\n\nThe first two are fine, not the third.",
     [("accept", "tomato-1kg", None, 3200), ("accept", "onion-1kg", None, 2800), ("reject", "potato-1kg", None, None)]),
    ("> टमाटर ₹32/किलो\n> प्याज़ ₹28/किलो\n\nपहला वाला ठीक है, दूसरा नहीं।",
     [("accept", "tomato-1kg", None, 3200), ("reject", "onion-1kg", None, None)]),
    ("> Tamatar ₹32/kg\n> Pyaaz ₹28/kg\n\nPehla wala theek hai, doosra nahi.",
     [("accept", "tomato-1kg", None, 3200), ("reject", "onion-1kg", None, None)]),
])
def test_places_read_as_the_quoted_goods(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", [
    "> Sugar ₹42/kg\n> Jaggery ₹60/kg\n\nThe fifth one is fine.",  # no fifth line
    "> Dal ₹130/kg\n> Sugar ₹42/kg\n\nThe first one is fine.",  # a line naming two items: its place names nothing sure
    "> पारले-जी ₹4.20\n> मैगी ₹11.50\n\nपहले वाले 20 और दूसरे वाले 30 भेज दो।",  # ordered by place: at whose price?
])
def test_places_that_cannot_be_counted_stayrefused(text, email=True):
    assert refused(text, email=True).startswith("ambiguous_item")


def test_a_time_word_after_the_place_is_no_place():
    """"दूसरी बार" is "the second time": nothing is rewritten."""
    from lang.placed_read import placed_read
    r = read_message("> Sugar ₹42/kg\n> Jaggery ₹60/kg\n\nThe second one is fine.", CAT, email=True)
    calls = []
    placed_read("> Sugar ₹42/kg\n> Jaggery ₹60/kg\n\nदूसरी बार भी यही रेट था।", r.model_copy(update={
        "reason_key": "ambiguous_item.by_place", "readable": False}), lambda t: calls.append(t) or r, CAT)
    assert calls == []
