"""A table of goods with its quantity column left empty (session 53, SILENT; ``lang.counts_left_blank``): the goods
are ordered, the counts left to the supplier's memory — refused (how many?), not read as rates asked. New tables of
the kind; a rate request over the same table still asks the rates."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_EN = "Gupta ji, this week's order:\n\n| Item | Quantity |\n|---|---|\n| Rice | |\n| Moong dal | |\n\nSame as last week."
_HI = "गुप्ता जी, इस हफ़्ते का ऑर्डर:\n\n| सामान | मात्रा |\n|---|---|\n| चावल | |\n| मूंग दाल | |\n\nपिछले हफ़्ते जितना।"
_HL = "Gupta ji, is hafte ka order:\n\n| Item | Qty |\n|---|---|\n| Chawal | |\n| Moong dal | |\n\nPichhle hafte jitna."


@pytest.mark.parametrize("text", [_EN, _HI, _HL])
def test_blank_counts_are_asked(text):
    assert refused(text, email=True) == "no_quantity.how_many"


@pytest.mark.parametrize("text", ["Please quote your rates:\n\n| Item | Qty |\n|---|---|\n| Rice | |\n| Moong dal | |",
                                  "कृपया भाव बताइए:\n\n| सामान | मात्रा |\n|---|---|\n| चावल | |\n| मूंग दाल | |"])
def test_a_rate_request_over_the_table_asks_rates(text):
    assert intents(text, email=True) == [("ask_quote", "rice-1kg", None, None, None, None),
                                         ("ask_quote", "moong-dal-1kg", None, None, None, None)]
