"""A named order's count changed with "ki jagah"/"की जगह" (a count, not goods sent instead) beside the noun "order",
and goods dropped "from it" with others sent instead (``lang.verify_kinds``): holdouts 16, 21, 87, 98 and 116 refused
each ("O230 is cancelled and asked for again"). An order cancelled whole and sent again stays refused."""
import pytest

from lang.reader import read_message

READS = [
    ("ऑर्डर O230 में चावल १ क्विंटल की जगह ६० किलो कर दीजिए।", [("cancel", "rice-1kg", 40, "O230")]),
    ("Order O520 mein aata 20 packet ki jagah 12 packet kar dijiye (5 kg wale). Baaki order same rahega.",
     [("cancel", "atta-5kg", 8, "O520")]),
    ("Regarding order O25: please drop the sugar from it and send 10 kg of jaggery instead.",
     [("cancel", "sugar-1kg", None, "O25"), ("order", "jaggery-1kg", 10, "O25")]),
]


@pytest.mark.parametrize("text,expected", READS)
def test_the_order_is_changed(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == expected


@pytest.mark.parametrize("text", ["Cancel O6 and send it tomorrow.", "O-192 cancel kar do aur use kal subah tak bhej dena.",
                                  "Cancel O6 and add 10 kg rice to O6"])
def test_an_order_cancelled_and_asked_for_again_is_still_refused(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "contradictory.cancel_and_ask", r.reason
