"""lang.lot_again: a lot's count said again beside its price ("We propose ₹1,650 for the 50 kg lot") or pointed at
("please dispatch the 12 litres", "ये 12 लीटर", "ye 12 litre") is no figure left unexplained (fixer I, s30); in all
three languages. A count of another size, or a pointed count beside a lot's total agreed with no count, is still
asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import DOUBTED, refused

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents]


def test_the_lot_beside_its_price():
    text = ("With reference to your quotation of ₹1,850 for 50 kg of onions, we are unable to proceed at that "
            "price. We propose ₹1,650 for the 50 kg lot.")
    assert _read(text) == (True, "", [("offer", "onion-1kg", 50, 3300, 165000)])


@pytest.mark.parametrize("text", [
    "We need 12 litres of desi ghee. If you can do ₹580 per litre, please dispatch the 12 litres by Friday.",
    "हमें 12 लीटर घी चाहिए। ₹580 लीटर कर दो तो ये 12 लीटर शुक्रवार तक भेज दो।",
    "Humein 12 litre ghee chahiye. ₹580 litre kar do to ye 12 litre Friday tak bhej do.",
])
def test_the_lot_pointed_at(text):
    want = [("offer", "ghee-1l", 12, 58000, None)]
    if text in DOUBTED:  # the rules read it so; the second opinion, retrained at session 36's end, doubts it
        r = read_message(text, CAT, email=True, second_opinion=False)
        assert [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents] == want
        assert refused(text, email=True).startswith("ambiguous_intent.")
        return
    assert _read(text) == (True, "", want)


@pytest.mark.parametrize("text", [
    "We need 12 litres of desi ghee. If you can do ₹580 per litre, please dispatch the 10 litres by Friday.",
    "With reference to your quotation of ₹1,850 for 50 kg of onions, we are unable to proceed at that price. We "
    "propose ₹1,650 for the 40 kg lot.",
])
def test_another_count_is_still_asked(text):
    assert not _read(text)[0]


def test_a_pointed_count_beside_a_total_agreed_without_one_is_still_asked():
    """"₹3,144 for 24 litres … is fine. Please send the 24 litres": the agreement lost its count; "the 24 litres"
    does not hide that (holdout119 f8013)."""
    text = ("Reply: Rohit ji, ₹3,144 for 24 litres of mustard oil is fine. Please send the 24 litres this week.")
    ok, _, got = _read(text)
    assert not ok or all(i[2] is not None for i in got if i[4])
