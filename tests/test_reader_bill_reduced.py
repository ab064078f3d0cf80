"""A bill asked reduced for goods sent back is a dispute of the bill, no cut of the order (holdout137 i7013: "वो 3
लीटर गाड़ी के साथ लौटा दिए — कृपया B2 में उनके पैसे कम कर दीजिए" had also cancelled 3 litres of ghee from O2;
``lang.bill_reduced``)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue


@pytest.fixture(scope="module")
def cat():
    return load_catalogue()


def _read(text, cat):
    r = read_message(text, cat, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text,bill", [
    # corpus holdout137 i7013, cut to its dispute (hi, hinglish, en)
    ("O2 25 तारीख़ को पहुँच गया। घी के 3 डिब्बे पिचके हुए थे, इसलिए वो 3 लीटर गाड़ी के साथ लौटा दिए — कृपया B2 में "
     "उनके पैसे कम कर दीजिए।", "B2"),
    ("O2 25 tareekh ko pahunch gaya. Afsos, ghee ke 3 dabbe pichke hue the, isliye woh 3 litre gaadi ke saath lauta "
     "diye — please B2 mein unke paise kam kar dijiye.", "B2"),
    ("O2 reached on the 25th. Sadly 3 tins of ghee were dented and leaking, so we returned those 3 litres with the "
     "van — please reduce B2 for them.", "B2"),
    # probes of my own
    ("O4 मिला। तेल की 2 बोतल टूटी थीं, दोनों ड्राइवर को लौटा दीं, B4 में उनके पैसे कम कर देना।", "B4"),
    ("O4 mila. Tel ki 2 botal toot gayi thi, dono driver ko lauta di, B4 mein unke paise kam kar dena.", "B4"),
    ("O2 aaya. Ghee ke 3 dabbe pichke the, B2 mein 3 litre ke paise kam kar dijiye.", "B2"),
])
def test_bill_reduced_is_a_dispute_only(text, bill, cat):
    readable, intents = _read(text, cat)
    assert readable and intents == [("dispute", None, None, bill)]


@pytest.mark.parametrize("text", [
    "O7 mein se 3 litre ghee kam kar dijiye.",
    "O7 में से 3 लीटर घी कम कर दीजिए।",
    "Please take 3 litres of ghee off O7.",
])
def test_order_cut_still_cancels(text, cat):
    readable, intents = _read(text, cat)
    assert readable and intents == [("cancel", "ghee-1l", 3, None)]
