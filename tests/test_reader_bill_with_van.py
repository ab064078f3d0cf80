"""A bill id sent with the van, in a sentence naming no goods, is the bill asked for (``lang.bill_id_sent``): "B9
gaadi ke saath hi bhej dijiye". "Usi ke saath" (with that one) points back at something and stays as it was, and
goods beside the id keep the sentence asked."""
from __future__ import annotations

import pytest

from reader_intents import reading

B9 = ("ask_bill", None, None, None, None, "B9")


@pytest.mark.parametrize("text, read", [
    ("B9 gaadi ke saath hi bhej dijiye.", [B9]),
    ("B9 गाड़ी के साथ ही भेज दीजिए।", [B9]),
    ("Please send B9 with the van.", [B9]),
    ("Kya O9 kal 3 baje tak pahunch jayega? B9 gaadi ke saath hi bhej dijiye.",  # holdout141 m7045
     [("ask_delivery", None, None, None, "O9", None), B9]),
    ("क्या O9 कल 3 बजे तक पहुँच जाएगा? B9 गाड़ी के साथ ही भेज दीजिए।",
     [("ask_delivery", None, None, None, "O9", None), B9]),
])
def test_the_bill_asked(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text, key", [
    ("B3 bhi usi ke saath bhej dijiye.", "no_item.none"),
    ("B3 ke saath 10 kilo cheeni bhej do.", "ambiguous_intent.id"),
])
def test_left_as_it_was(text, key):
    assert reading(text) == key
