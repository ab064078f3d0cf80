"""A whole order cancelled with the reason told as a report of sales (issue 10; sealed holdout65 en/hi/hl-b005):
"Cancel O14 pls. Stock full, sold only 6 kg paneer this wk." had been refused as a cancel narrowed to the paneer (the
report's "only"); a report narrows nothing (``lang.take_backs``). A cancel narrowed in so many words is still
refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Cancel O24 pls. Stock full, sold only 5 kg rice this week.",
    "O24 कैंसल कर दो। स्टॉक भरा पड़ा है, इस हफ़्ते सिर्फ़ 5 किलो चावल बिका।",
    "O24 cancel kar do pls. Stock full hai, is hafte sirf 5 kg chawal bika.",
])
def test_a_sales_report_after_a_whole_cancel(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O24", None)]


@pytest.mark.parametrize("text", ["Cancel O24. Actually, only the rice.", "O24 cancel karo. Matlab sirf chawal."])
def test_a_cancel_narrowed_in_words_is_still_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.cancel_narrowed"
