"""A phrase of asking read across a table's cells (issue 10; sealed holdout58 hl-f035): the headings "| Saamaan |
Kitna | Rate |" were read as "kitna rate?", a question about the rate, and the order at the table's prices refused
(``lang.cell_split``). A question in one cell still asks."""
from __future__ import annotations

from reader_intents import intents


def test_headings_across_cells_ask_nothing():
    text = ("Namaste ji,\n\nYe saamaan bhej dijiye:\n\n| Saamaan | Kitna | Rate |\n|---|---|---|\n"
            "| Chana dal | 20 kilo | ₹80/kilo |\n| Masoor dal | 10 kilo | ₹88/kilo |\n\nThanks")
    assert intents(text, email=True) == [("order", "chana-dal-1kg", 20, 8000, None, None),
                                         ("order", "masoor-dal-1kg", 10, 8800, None, None)]


def test_a_rate_question_without_a_table_still_asks():
    assert intents("Chana dal kitna rate hai?", email=True) == [("ask_quote", "chana-dal-1kg", None, None, None, None)]
