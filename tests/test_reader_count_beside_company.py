"""A count with no goods of its own is never given to goods named only as its company (``lang.count_beside_company``,
session 56, LEFT56 item 6: holdout191 hi-c4003): "Send 20 kg; it can come with the atta." had ordered 4 packets of
atta, silently, in all three languages; now refused, asking what the 20 kg is for."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import intents, refused

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Send 20 kg; it can come with the atta.", "20 किलो भेज दीजिए; यह आटे के साथ आ सकती है।",
    "20 kilo bhej dijiye; aate ke saath aa sakti hai.",
    "Please go ahead with the 20 kg as discussed; it can travel with the sugar you have already booked."])
def test_goods_named_only_as_company_are_not_the_counts(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
    assert read_message(text, CAT, email=True).reason_args["figure"] == "20 kg"


@pytest.mark.parametrize("text, sku, n", [
    ("Send 2 packets atta along with sugar 10 kg.", "sugar-1kg", 10),
    ("आटे के साथ 10 किलो चीनी भी भेज दीजिए।", "sugar-1kg", 10), ("Aate ke saath 10 kilo cheeni bhi bhej dijiye.", "sugar-1kg", 10),
    ("With the atta, also send 10 kg sugar.", "sugar-1kg", 10)])
def test_a_count_beside_its_own_goods_stays(text, sku, n):
    assert (("order", sku, n, None, None, None)) in intents(text, email=True)
