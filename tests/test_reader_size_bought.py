"""The size of the tin the shop usually buys, told beside rates asked, is no count asked (``lang.size_bought``;
holdout138 hl-j7001: "hum aam taur par 15 litre ka tin lete hain" had asked the rate of 15 litres of mustard oil,
silently). An order of a tin, or a tin's rate asked, reads as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Please inke current rate bhejiye:\n- **Sarson ka tel** (per litre; hum aam taur par 15 litre ka tin lete hain)\n"
    "- **Suji**, 500 g ke packet",
    "कृपया इनके मौजूदा भाव भेजें:\n- **सरसों का तेल** (प्रति लीटर; हम आमतौर पर 15 लीटर का टिन लेते हैं)\n- **सूजी**, 500 "
    "ग्राम के पैकेट",
])
def test_the_tins_size_in_a_rate_list_asks_no_count(text):
    assert _read(text) == [("ask_quote", "mustard-oil-1l", None), ("ask_quote", "suji-500g", None)]


@pytest.mark.parametrize("text", [
    "Sarson tel ka rate batao, hum 15 litre ka tin lete hain.",
    "सरसों तेल का भाव बताओ, हम 15 लीटर का टिन लेते हैं।",
    "Mustard oil rate please, we buy 15 litre tins.",
])
def test_the_tins_size_beside_a_rate_asks_no_count(text):
    assert _read(text) == [("ask_quote", "mustard-oil-1l", None)]


def test_an_order_of_a_tin_is_left_to_the_other_stages():
    assert _read("15 litre ka tin sarson tel bhejo.") == "ambiguous_intent.figure"  # (as before: the tin's figure)
