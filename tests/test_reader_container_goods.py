"""Whose container a stated size is (``lang.container_goods``, session 38, fixer DC): a case said to hold 12 litres of
the goods named in the sentence before is not the case of other goods named later; a tie between goods before and
after a container goes to the goods after "of"."""
from __future__ import annotations

import pytest

from reader_intents import reading

_O16 = [("accept", "refined-oil-1l", None, 11800, None, None), ("order", "refined-oil-1l", 12, None, None, None),
        ("ask_delivery", "noodles-70g", 24, None, "O16", None), ("ask_delivery", "soft-drink-750ml", 12, None, "O16", None)]

_OIL_AND_PARLE = [("order", "refined-oil-1l", 12, None, None, None), ("order", "biscuits-65g", 24, None, None, None)]


@pytest.mark.parametrize("text", [
    "Your quote of ₹118 per litre for refined oil (1 L) is acceptable. Please send one case (12 litres).\n\nCould you "
    "also confirm when O16 (2 cases of Maggi and 1 case of Coca-Cola) will be delivered? It has not reached the shop yet.",
    "रिफाइंड तेल (1 लीटर) का आपका ₹118 प्रति लीटर का रेट मंज़ूर है। कृपया एक पेटी (12 लीटर) भेज दीजिए।\n\nक्या आप यह भी "
    "बता देंगे कि O16 (2 पेटी मैगी और 1 पेटी कोका-कोला) कब पहुँचेगा? अभी तक दुकान नहीं पहुँचा है।",
    "Refined tel (1 L) ka aapka ₹118 per litre ka rate manzoor hai. Please ek peti (12 litre) bhej dijiye.\n\nKya aap "
    "ye bhi bata denge ki O16 (2 peti Maggi aur 1 peti Coca-Cola) kab pahunchega? Abhi tak dukaan nahi pahuncha hai.",
])
def test_a_size_stated_for_one_goods_case_is_not_the_case_of_others(text):
    assert reading(text) == _O16


@pytest.mark.parametrize("text, rows", [  # probes of our own
    ("Please send one case (12 litres) of refined oil.\n\nWhen will O16 (2 cases of Maggi and 1 case of Coca-Cola) come?",
     [("order", "refined-oil-1l", 12, None, None, None), ("ask_delivery", "noodles-70g", 24, None, "O16", None),
      ("ask_delivery", "soft-drink-750ml", 12, None, "O16", None)]),
    ("We are out of refined oil. Please send one case (12 litres). Also send 2 cases of Parle-G.", _OIL_AND_PARLE),
    ("Refined tel khatam hai. Ek peti (12 litre) bhej dijiye. Saath mein 2 peti Parle-G bhi.", _OIL_AND_PARLE),
    ("रिफाइंड तेल ख़त्म है। एक पेटी (12 लीटर) भेज दीजिए। साथ में 2 पेटी पारले-जी भी।", _OIL_AND_PARLE),
])
def test_probe_other_goods_cases_keep_their_own_size(text, rows):
    assert reading(text) == rows


def test_the_same_goods_tin_counted_before_reads_as_before():
    text = ("Sharma ji, O3 arrived with only one tin of ghee. When will the second tin (15 L) of O3 come? Please send "
            "B3 along with it.")
    assert reading(text) == [("ask_delivery", "ghee-1l", 15, None, "O3", None), ("ask_bill", None, None, None, None, "B3")]


def test_a_size_stated_for_the_goods_in_its_sentence_reads_as_before():
    assert reading("कोल्ड ड्रिंक की 3 पेटी और मैगी के 2 कार्टन (एक कार्टन में 48 पैकेट), पुराने रेट पर।") == [
        ("order", "soft-drink-750ml", 36, None, None, None), ("order", "noodles-70g", 96, None, None, None)]
