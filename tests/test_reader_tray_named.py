"""The egg tray named by how many it holds (session 53, SILENT; ``lang.tray_named``): "30 वाली ट्रे", "30 wali
tray", "the 30-egg tray" name the catalogue's tray of 30 eggs, not 30 trays. New sentences of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["What is your egg rate, by the 30-egg tray?", "अंडों का रेट 30 वाली ट्रे का क्या है?",
                                  "Ande ka rate 30 wali tray ka kya hai?"])
def test_the_rate_asked_by_the_tray_counts_nothing(text):
    assert intents(text, email=True) == [("ask_quote", "eggs-1pc", None, None, None, None)]


@pytest.mark.parametrize("text", ["Send 6 trays of eggs, the 30-egg trays.", "30 अंडे वाली ट्रे, 6 ट्रे भेज दीजिए।",
                                  "30 wali tray ke 6 tray ande bhej do."])
def test_the_trays_counted_beside_the_tray_named(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 180, None, None, None)]


@pytest.mark.parametrize("text", ["Send 30 trays of eggs.", "30 ट्रे अंडे भेज दीजिए।", "30 tray ande bhej do."])
def test_thirty_trays_are_still_thirty_trays(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 900, None, None, None)]


def test_the_tray_named_alone_asks_how_many():
    assert refused("अंडे की 30 वाली ट्रे भेज दीजिए।", email=True) == "no_quantity.how_many"
