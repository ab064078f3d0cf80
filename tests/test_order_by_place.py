"""lang.order_by_place: an order to cancel named only by its place ("cancel the second one", "doosra wala cancel kar
do", "दूसरा वाला रद्द कर दीजिए") is asked which (it had cancelled both orders, silently); orders named by id read as
before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["O36 and O37 are the same order, cancel the second one.",
                                  "O36 and O37 are the same, cancel the latter.",
                                  "O36 aur O37 ek hi order hai, doosra wala cancel kar do.",
                                  "O36 और O37 एक ही ऑर्डर है, दूसरा वाला रद्द कर दीजिए।"])
def test_an_order_named_by_its_place_is_asked_which(text):
    assert refused(text, email=True) == "no_id.order"


@pytest.mark.parametrize("text,ids", [("Cancel O36 and O37.", ["O36", "O37"]),
                                      ("O36 is fine. Cancel O37, the second one.", ["O37"])])
def test_orders_named_by_id_are_cancelled(text, ids):
    assert [i[4] for i in intents(text, email=True)] == ids
