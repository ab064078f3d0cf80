"""``lang.along_with``: a count sent "along with" other goods is no count of those goods."""
from __future__ import annotations

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def test_the_count_before_along_with_is_not_the_next_goods():
    """sealed74 r8033 had ordered 24 litres of refined oil. Since session 54 the count is the one lot's named before it
    (``lang.along_with_named``), as the labelled holdout118 en-r8033 reads: never the refined oil's."""
    r = read_message("₹3,192 for the 24 litres of Fortune mustard oil is agreed. Please send the 24 litres along with "
                     "the refined oil.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [
        ("accept", "mustard-oil-1l", 24), ("order", "mustard-oil-1l", 24)]


def test_the_count_before_along_with_two_goods_named_before_is_asked():
    r = read_message("Sugar at ₹42 and rice at ₹38 are fine. Please send the 20 kg along with the atta.", CAT,
                     email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.figure" and "20 kg" in r.reason


def test_goods_counted_before_along_with_keep_their_count():
    r = read_message("Send 10 kg sugar and 5 kg rice, along with the bill.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [
        ("order", "sugar-1kg", 10), ("order", "rice-1kg", 5)]
