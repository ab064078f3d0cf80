"""Kinds of message the twenty-first session found misread or refused (its breakers: tool-shaped text,
conditions and time, the names of goods; and the earlier corpora's silent rows), each read here as a shopkeeper
reads it. A kind, not a sentence: the variants here are not the corpus's rows."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    """(kind, sku, quantity in selling units, paise a selling unit) of each intent, as the desk reads the e-mail."""
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    # goods named first in a report ("customers ask for gud") and then in a list of what is asked: the list's line is
    # the ask (the report's line had taken it in, and the report's goods are context: jaggery was dropped, silently)
    "Customers have started asking for gud.\n\nCould you share your current rates for:\n- Almonds\n- Jaggery\n- Poha",
    "We sold a lot of jaggery last week.\n\nPlease quote for:\n* almonds\n* jaggery\n* poha",
    "ग्राहक गुड़ माँगने लगे हैं।\n\nइनके भाव बताइए:\n- बादाम\n- गुड़\n- पोहा",
    "Customer gud maangne lage hain.\n\nInke rate bata dijiye:\n- Badaam\n- Gud\n- Poha",
])
def test_goods_of_a_report_then_asked_in_a_list(text):
    assert _rows(text) == [("ask_quote", "almonds-100g", None, None), ("ask_quote", "jaggery-1kg", None, None),
                           ("ask_quote", "poha-500g", None, None)]
