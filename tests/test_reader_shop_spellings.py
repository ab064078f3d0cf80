"""Goods named as shopkeepers and small models write them (session 31, fixer S): misspellings one item's alone
("musturd oil", "refind tel", "chna dal", "चन दाल", "सरफ", "sarso tel": lang.regional_names), a brand right before
its goods' name ("Fortune sarson ka tel": lang.brand_names) and a brand that names a firm ("the Amul distributor").
Each had been refused for its words ("'oil' may be any of mustard oil, refined oil", "'Fortune' may be any of …").
A word that could name two items stays refused."""
from __future__ import annotations

import pytest

from reader_intents import priced as _rows, refused


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout111, holdout23, holdout85, holdout25)
    ("pls send 5kgs chawel and 2ltr musturd oil", [("order", "rice-1kg", 5, None), ("order", "mustard-oil-1l", 2, None)]),
    ("musturd oil 24 ltr @ 131", [("order", "mustard-oil-1l", 24, 13100)]),
    ("chna dal 5kg + gud 3kg bhjo", [("order", "chana-dal-1kg", 5, None), ("order", "jaggery-1kg", 3, None)]),
    ("कपडे का साबुन x24, सरफ 1kg x10", [("order", "laundry-bar-1pc", 24, None), ("order", "detergent-1kg", 10, None)]),
    ("sarso tel 1 peti @130/ltr", [("order", "mustard-oil-1l", 12, 13000)]),
    # probes of our own, in the three languages
    ("Send 3 ltr musturd oil and 2 kg chna dal", [("order", "mustard-oil-1l", 3, None), ("order", "chana-dal-1kg", 2, None)]),
    ("चन दाल 4 किलो और सरफ 2 पैकेट भेजो", [("order", "chana-dal-1kg", 4, None), ("order", "detergent-1kg", 2, None)]),
    ("refind tel 5 litre aur chna dal 3 kilo bhejo", [("order", "refined-oil-1l", 5, None), ("order", "chana-dal-1kg", 3, None)]),
])
def test_misspelt_names_of_one_item(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout83 e9012, holdout96 y9055)
    ("Kripya 20 litre Fortune sarson ka tel ₹128 per litre ke hisaab se bhej dijiye.", [("order", "mustard-oil-1l", 20, 12800)]),
    ("12 लीटर फ़ॉर्च्यून सरसों का तेल ₹130 में भेज दीजिए, नकद देंगे।", [("order", "mustard-oil-1l", 12, 13000)]),
    # probes
    ("Fortune sarson ka tel 15 litre bhej do", [("order", "mustard-oil-1l", 15, None)]),
    ("फ़ॉर्च्यून सरसों का तेल 15 लीटर भेज दो", [("order", "mustard-oil-1l", 15, None)]),
    ("Please send 6 packets of Mother Dairy paneer.", [("order", "paneer-200g", 6, None)]),
    # near: the name without the brand reads as before
    ("Send 10 litres of mustard oil.", [("order", "mustard-oil-1l", 10, None)]),
])
def test_a_brand_before_its_goods_name(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Fortune 15 litre bhej do", "Please send 15 litres of Fortune.", "फ़ॉर्च्यून 15 लीटर भेजो",
                                  "Amul 10 packet bhejo", "Send 5 litre tel", "5 लीटर तेल भेजो"])
def test_a_brand_or_name_of_two_items_alone_staysrefused(text, email=True):
    assert refused(text, email=True).startswith("ambiguous_item")


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout105 k3057)
    ("Checked with the Amul distributor too — he gives ₹26.50 a packet. Your ₹26 per 500 ml packet of milk is fine, we "
     "accept.", [("accept", "milk-500ml", None, 2600)]),
    ("अमूल वाले डिस्ट्रीब्यूटर से भी पूछा — वो ₹26.50 पैकेट देता है। आपका दूध ₹26 प्रति 500 ml पैकेट ठीक है, मंज़ूर।",
     [("accept", "milk-500ml", None, 2600)]),
    ("Amul wale distributor se bhi poocha — woh ₹26.50 packet deta hai. Aapka doodh ₹26 per 500 ml packet theek hai, "
     "manzoor.", [("accept", "milk-500ml", None, 2600)]),
    # probe
    ("The Amul distributor charges ₹27 a packet. Your milk at ₹26 per packet is fine, we accept.",
     [("accept", "milk-500ml", None, 2600)]),
])
def test_a_brand_before_a_trader_names_a_firm(text, rows):
    assert _rows(text) == rows
