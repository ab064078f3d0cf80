"""A rate asked in plain words, in a sentence of its own beside an order, asks the rate (``lang.rate_said_plainly``):
"What's paneer today?", "Also let me know the ghee rate.", "पनीर आज क्या है?". Other questions about the goods are
left as they were."""
from __future__ import annotations

import pytest

from reader_intents import reading

EGGS = ("order", "eggs-1pc", 60, None, None, None)
PANEER = ("ask_quote", "paneer-200g", None, None, None, None)


@pytest.mark.parametrize("text, asked", [
    ("Send two trays of eggs and a dozen bananas. What's paneer today?",  # holdout50 v039
     [EGGS, ("order", "banana-1dozen", 1, None, None, None), PANEER]),
    ("For tomorrow please send 60 packets milk. And what's paneer now?",
     [("order", "milk-500ml", 60, None, None, None), PANEER]),
    ("Can you send 10 litres of refined oil by tomorrow morning? Also let me know the ghee rate.",  # holdout64 k2016
     [("order", "refined-oil-1l", 10, None, None, None), ("ask_quote", "ghee-1l", None, None, None, None)]),
    ("Send 2 trays of eggs. Tell me the paneer rate.", [EGGS, PANEER]),
    ("2 ट्रे अंडे भेजो। पनीर आज क्या है?", [EGGS, PANEER]),
    ("2 tray ande bhejo. Paneer aaj kya hai?", [EGGS, PANEER]),
    ("2 tray ande bhejo. Paneer abhi kya chal raha hai?", [EGGS, PANEER]),
])
def test_the_rate_asked(text, asked):
    assert reading(text) == asked


@pytest.mark.parametrize("text", [
    "Send 2 trays of eggs. What's paneer?",  # no "today": a question about the goods
    "Send 2 trays of eggs. Let me know whether the paneer rate includes GST.",  # not the rate asked
])
def test_other_questions_stay_refused(text):
    assert reading(text) == "no_quantity.how_many"
