"""``lang.or_else``: goods with a fallback of any goods of their kind ("moong bhejo, nahi to koi bhi dal") ask which,
in every language; a generic name refused beside goods ordered reads as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "15 किलो मूंग भेजो, नहीं तो कोई भी दाल।",
    "15 kilo moong bhejo, nahi to koi bhi dal.",
    "Send 15 kg moong, otherwise any dal.",
])
def test_a_fallback_of_any_dal_asks_which(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_item.which")


def test_a_generic_name_refused_beside_an_order_reads_as_before():
    r = read_message("Chawal 40 kilo bhejo, daal is baar nahi", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "rice-1kg", 40)]
