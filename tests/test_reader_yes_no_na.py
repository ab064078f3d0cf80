"""A clause-final "na" after goods, beside a yes, is their no ("चीनी हाँ, गुड़ ना", ``lang.acts``); after a verb it is
the tag it was ("bhej do na")."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", ["चावल हाँ, चीनी ना", "chawal haan, cheeni na", "Rice yes, sugar no."])
def test_yes_and_na(text):
    assert intents(text, email=True) == [("accept", "rice-1kg", None, None, None, None),
                                         ("reject", "sugar-1kg", None, None, None, None)]


def test_na_after_a_verb_is_a_tag():
    assert intents("Haan, 10 kg cheeni bhej do na", email=True) == [("order", "sugar-1kg", 10, None, None, None)]
