"""``lang.units`` bag and pouch words: a थैला / थैली (thaila, thaili) of atta is its 5 kg packet, a pouch of milk its
500 ml packet, in every language; a bag of goods sold loose by the kilo, or a pouch of paneer, is still asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents], r.reason


@pytest.mark.parametrize("text", ["Kal subah 40 thaili doodh chahie.", "कल सुबह 40 थैली दूध चाहिए।",
                                  "Send 40 pouches of milk tomorrow morning."])
def test_milk_pouches_are_its_packets(text):
    assert _read(text)[:2] == (True, [("order", "milk-500ml", 40, None)])


@pytest.mark.parametrize("text", ["10 थैले आटा (5 किलो वाले) ₹205 के भाव से भेजिए।", "10 thaile aata (5 kilo wale) ₹205 ke "
                                  "bhav se bhejiye.", "Send 10 bags of atta (5 kg ones) at ₹205."])
def test_atta_bags_are_its_packets(text):
    assert _read(text)[:2] == (True, [("order", "atta-5kg", 10, 20500)])


@pytest.mark.parametrize("text", ["10 thaile cheeni bhejo", "10 थैले चीनी भेजो", "5 thaili paneer bhejo"])
def test_bags_of_no_fixed_size_stay_asked(text):
    readable, _, reason = _read(text)
    assert not readable and reason.startswith("no_quantity")
