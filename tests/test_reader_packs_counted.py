"""A named order's count of bags changed, where the bag is the goods' own pack ("Reduce atta in O3 from 10 to 5
bags": a cancel of 5 packets of atta, ``lang.packs_counted``; it had been refused with a price reason, the bare 10
read as ₹10 a packet); an increase is an order of the difference on that order (the corpus convention)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, cut", [
    ("Reduce atta in O3 from 10 to 5 bags", 5),
    ("Please reduce O3 atta from 10 to 3 bags.", 7),
    ("Reduce the atta in O3 from 10 bags to 4 bags", 6),
    ("In O3, reduce atta from 10 to 4 bags", 6),
    ("Cut atta in O3 from 10 to 5 bags", 5),
    ("Reduce atta from 10 to 5 bags in O3", 5),
    ("O3 mein atta 10 se ghata ke 5 bag kar do", 5),
    ("O3 ka atta 10 se 5 bag kar do", 5),
    ("O3 में आटा 10 से घटाकर 5 बैग कर दो", 5),
    ("O3 का आटा 10 से 5 बैग कर दो", 5),
])
def test_bags_cut_from_an_order(text, cut):
    assert reading(text) == [("cancel", "atta-5kg", cut, None, "O3", None)]


@pytest.mark.parametrize("text, more", [
    ("Increase atta in O3 from 10 to 15 bags", 5),
    ("Please increase O3 atta from 10 bags to 16 bags", 6),
    ("O3 mein atta 10 se badha ke 15 bag kar do", 5),
    ("O3 में आटा 10 से बढ़ाकर 15 बैग कर दो", 5),
])
def test_bags_added_to_an_order(text, more):
    assert reading(text) == [("order", "atta-5kg", more, None, "O3", None)]


def test_part_of_the_bags_still_read():
    assert reading("Cancel 5 of the 10 bags of atta in O3") == [("cancel", "atta-5kg", 5, None, "O3", None)]
    assert reading("O1 में आटा 10 बैग की जगह सिर्फ़ 5 बैग ही भेजना।") == [("cancel", "atta-5kg", 5, None, "O1", None)]


def test_bags_of_no_fixed_size_still_refused():
    assert reading("Reduce sugar in O4 from 10 to 5 bags") == "no_quantity.no_fixed_size"
    assert reading("Reduce atta from 10 to 12 bags in O3") == "ambiguous_intent.not_fewer"


@pytest.mark.parametrize("text", ["Reduce atta in O3 from 10 to 5", "Increase sugar in O4 from 30 to 50"])
def test_change_with_no_unit_asks_the_unit(text):
    assert reading(text) == "ambiguous_intent.count_unit"  # (had been "₹10 per packet, but its MRP is ₹250")


def test_price_changed_not_asked_a_unit():
    assert reading("Please reduce the rate in O3 from 45 to 42") != "ambiguous_intent.count_unit"
