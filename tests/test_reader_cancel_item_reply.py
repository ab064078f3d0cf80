"""The desk's reply to a cancel of goods it cannot cancel ("Don't send moong dal this time." with no open moong
order: the reader reads a cancel of the moong, the desk refuses it, "no open order has this item") never suggests an
order holds the goods: no "will remain on the order" / "ऑर्डर से" / "order se" phrasing (session 31)."""
from __future__ import annotations

import pytest

from lang.phrase_tables import phrases
from reader_intents import intents


@pytest.mark.parametrize("language,words", [("en", ("remain on the order", "off the order")),
                                            ("hi", ("ऑर्डर से",)), ("hinglish", ("order se",))])
def test_no_phrasing_suggests_an_order(language, words):
    for line in phrases(language)["slots"]["cancel_item_refused"]:
        assert not any(w in line for w in words), line


@pytest.mark.parametrize("text", ["Don't send moong dal this time.", "Is baar moong dal mat bhejna.",
                                  "इस बार मूंग दाल मत भेजना।"])
def test_the_reading_is_a_cancel_of_the_goods(text):
    assert intents(text, email=True) == [("cancel", "moong-dal-1kg", None, None, None, None)]
