"""``lang.how_much_asked``: goods asked sent with no count under a quote that asks how much are refused (how many?)
in every language (holdout117 q8022 had agreed the price alone); a count named is ordered as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "> I can send our own-brand iodised salt instead at ₹23/kg — how much do you need?\n\n"
    "Yes, please go ahead and send the iodised salt at ₹23/kg instead.",
    "> Namak kitna chahiye? Iodised namak ₹23/kg mein bhej sakta hoon.\n\nHaan, iodised namak ₹23/kg pe bhej do.",
    "> नमक कितना चाहिए? आयोडीन वाला नमक ₹23/किलो में भेज सकता हूँ।\n\nहाँ, आयोडीन वाला नमक ₹23/किलो पर भेज दीजिए।",
])
def test_sent_with_no_count_when_asked_how_much_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "no_quantity.how_many")


def test_a_count_named_is_ordered():
    r = read_message("> Rice ₹40/kg. How much do you need?\n\nSend 30 kg rice.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "rice-1kg", 30)]
