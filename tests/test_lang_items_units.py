"""Item names (lang.items), units and conversion (lang.units), folding and language (lang.language)."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from lang.items import STRICT_NAMES, ItemMatcher, matcher_for
from lang.language import detect_language, fold, fold_deva, fold_roman
from lang.units import UNITS, price_per_selling_unit, selling_units_per, to_selling_units, unit_of
from market.catalogue import load_catalogue

CAT = load_catalogue()
M = matcher_for(CAT)


def skus(text: str) -> list[str | None]:
    return [m.sku for m in M.find(text)]


# --- folding ------------------------------------------------------------------------------------

@pytest.mark.parametrize("a,b", [
    ("chawal", "chaawal"), ("chawal", "chaval"), ("chawal", "चावल"), ("Chawal", "CHAWAL"), ("daal", "dal"),
    ("pyaaz", "pyaz"), ("pyaaz", "प्याज़"), ("प्याज़", "प्याज"), ("moong", "मूंग"), ("मूँग", "मूंग"),
    ("cheeni", "chini"), ("cheeni", "चीनी"), ("doodh", "dudh"), ("doodh", "दूध"), ("sooji", "suji"),
    ("sarson", "सरसों"), ("namkeen", "नमकीन"), ("arhar", "अरहर"), ("kapde", "कपड़े"), ("phone", "fone"),
    ("zyada", "jyada"), ("shakkar", "sakkar"), ("sāḍhe", "sadhe"), ("makkhan", "makhan"),
])
def test_variants_fold_together(a, b):
    assert fold(a) == fold(b)


@pytest.mark.parametrize("a,b", [("chawal", "chai"), ("dal", "tel"), ("namak", "namkeen"), ("aata", "anda")])
def test_different_words_stay_apart(a, b):
    assert fold(a) != fold(b)


def test_schwa_deletion():
    assert fold_deva("चावल") == "chaval"
    assert fold_deva("अरहर") == "arhar"
    assert fold_deva("नमकीन") == "namkin"
    assert fold_roman("Bhujia") == "bhuji"  # a trailing "a" goes from words of five letters or more
    assert fold_roman("kela") == "kela"


# --- items ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,sku", [
    ("rice", "rice-1kg"), ("chawal", "rice-1kg"), ("chaawal", "rice-1kg"), ("chaval", "rice-1kg"),
    ("चावल", "rice-1kg"), ("चाँवल", "rice-1kg"), ("basmati", "rice-1kg"),
    ("toor dal", "toor-dal-1kg"), ("toor daal", "toor-dal-1kg"), ("tur dal", "toor-dal-1kg"), ("arhar", "toor-dal-1kg"),
    ("arhar dal", "toor-dal-1kg"), ("तूर दाल", "toor-dal-1kg"), ("अरहर दाल", "toor-dal-1kg"), ("toordal", "toor-dal-1kg"),
    ("masoor", "masoor-dal-1kg"), ("मसूर दाल", "masoor-dal-1kg"), ("moong ki dal", "moong-dal-1kg"),
    ("मूंग दाल", "moong-dal-1kg"), ("chana dal", "chana-dal-1kg"), ("चने की दाल", "chana-dal-1kg"),
    ("sarson ka tel", "mustard-oil-1l"), ("sarson ke tel", "mustard-oil-1l"), ("सरसों का तेल", "mustard-oil-1l"),
    ("सरसों के तेल", "mustard-oil-1l"), ("mustard oil", "mustard-oil-1l"), ("refined oil", "refined-oil-1l"),
    ("chai patti", "tea-250g"), ("chaipatti", "tea-250g"), ("चाय पत्ती", "tea-250g"), ("tea leaves", "tea-250g"),
    ("eggs", "eggs-1pc"), ("egg", "eggs-1pc"), ("ande", "eggs-1pc"), ("अंडे", "eggs-1pc"), ("अंडों", "eggs-1pc"),
    ("biscuits", "biscuits-65g"), ("biscuit", "biscuits-65g"), ("onions", "onion-1kg"), ("potatoes", "potato-1kg"),
    ("bananas", "banana-1dozen"), ("bath soaps", "bath-soap-75g"), ("laundry bars", "laundry-bar-1pc"),
    ("matchboxes", "matchbox-1pc"), ("Maggi", "noodles-70g"), ("मैगी", "noodles-70g"), ("atta", "atta-5kg"),
    ("aata", "atta-5kg"), ("आटा", "atta-5kg"), ("chane ka aata", "besan-500g"), ("gram flour", "besan-500g"),
    ("kapde ka sabun", "laundry-bar-1pc"), ("kapre ka sabun", "laundry-bar-1pc"),
    ("कपड़े धोने का साबुन", "laundry-bar-1pc"), ("sabun", "bath-soap-75g"), ("double roti", "bread-400g"),
    ("डबल रोटी", "bread-400g"), ("cold-drink", "soft-drink-750ml"), ("cold drinks", "soft-drink-750ml"),
    ("gur", "jaggery-1kg"), ("गुड़", "jaggery-1kg"), ("haldi", "turmeric-100g"), ("laal mirch", "chilli-powder-100g"),
    ("शक्कर", "sugar-1kg"), ("pyaz", "onion-1kg"), ("प्याज़", "onion-1kg"), ("kanda", "onion-1kg"),
])
def test_names_and_variants(text, sku):
    assert skus(text) == [sku]


def test_longest_name_wins():
    assert skus("chane ka aata aur aata") == ["besan-500g", "atta-5kg"]
    assert skus("washing soap and soap") == ["laundry-bar-1pc", "bath-soap-75g"]
    assert skus("tea leaves and tea") == ["tea-250g", "tea-250g"]


@pytest.mark.parametrize("text,cands", [
    ("dal", 4), ("daal", 4), ("दाल", 4), ("lentils", 4), ("tel", 2), ("oil", 2), ("तेल", 2), ("flour", 2),
])
def test_generic_names_are_ambiguous_never_a_guess(text, cands):
    (m,) = M.find(text)
    assert m.ambiguous and m.sku is None and len(m.candidates) == cands


def test_specific_beats_generic():
    (m,) = M.find("toor dal")
    assert not m.ambiguous
    assert skus("5 kg dal and 2 kg masoor dal") == [None, "masoor-dal-1kg"]


@pytest.mark.parametrize("text", [
    "The weather is nice today and the children are going to school.",
    "Please tell me when the meeting starts; good work everyone.",
    "The pattern matches every line, and coords are stored in a mixture of formats.",
    "We should plan the budget carefully for the next quarter, the goods were fine.",
    "They stopped for a cup of coffee on the way home.",
    "आज मौसम बहुत अच्छा है और बच्चे स्कूल जा रहे हैं।",
    "उसने कहा कि वह शाम को आएगा और हम साथ में खाना खाएँगे।",
    "सरकार ने नई योजना की घोषणा की है जिससे किसानों को लाभ होगा।",
    "ठंड बढ़ गई है, माल कब आता है पता नहीं।",
    "aaj mausam bahut accha hai aur bacche school ja rahe hain",
    "maal kab aata hai pata nahi, bill mein daal do",
    "Tel: 98765 43210, Good morning, gud night",
    "hari mirch aur chai pani ka intezaam karo",
])
def test_no_items_in_ordinary_sentences(text):
    assert M.find(text) == []


def test_every_catalogue_name_is_found_as_itself():
    for item in CAT:
        for name in item.names():
            if name in STRICT_NAMES:  # everyday words: an item only next to a figure
                assert [m.sku for m in M.find(f"10 {name}")] == [item.sku]
                continue
            found = M.find(name)
            assert [m.sku for m in found] == [item.sku], (name, found)


def test_mentions_check():
    assert M.mentions("Please send 5 kg chaawal", "rice-1kg")
    assert not M.mentions("Please send 5 kg sugar", "rice-1kg")
    assert M.mentions("अरहर 5 किलो", "toor-dal-1kg")


def test_matcher_for_caches():
    assert matcher_for(CAT) is matcher_for(CAT)
    assert isinstance(ItemMatcher(CAT), ItemMatcher)


# --- units ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("word,unit", [
    ("kg", "kg"), ("kilo", "kg"), ("किलो", "kg"), ("kgs", "kg"), ("g", "g"), ("gram", "g"), ("ग्राम", "g"),
    ("gm", "g"), ("l", "l"), ("litre", "l"), ("liter", "l"), ("लीटर", "l"), ("ltr", "l"), ("ml", "ml"),
    ("packet", "packet"), ("pkt", "packet"), ("पैकेट", "packet"), ("piece", "piece"), ("pc", "piece"),
    ("पीस", "piece"), ("bottles", "piece"), ("bars", "piece"), ("dozen", "dozen"), ("darjan", "dozen"),
    ("दर्जन", "dozen"), ("case", "case"), ("peti", "case"), ("पेटी", "case"), ("sack", "sack"), ("bori", "sack"),
    ("बोरी", "sack"), ("pouch", "packet"), ("rice", None), ("bag", None),
])
def test_unit_words(word, unit):
    assert unit_of(word) == unit
    assert unit is None or unit in UNITS


@pytest.mark.parametrize("sku,qty,unit,units", [
    ("rice-1kg", "50", "kg", 50), ("rice-1kg", "1", "sack", 50), ("rice-1kg", "2", "packet", 2),
    ("atta-5kg", "20", "kg", 4), ("atta-5kg", "1", "sack", 10), ("atta-5kg", "3", "packet", 3),
    ("besan-500g", "2.5", "kg", 5), ("besan-500g", "500", "g", 1), ("milk-500ml", "10", "l", 20),
    ("milk-500ml", "1500", "ml", 3), ("eggs-1pc", "3", "dozen", 36), ("eggs-1pc", "1", "case", 12),
    ("banana-1dozen", "2", "dozen", 2), ("banana-1dozen", "24", "piece", 2), ("noodles-70g", "2", "case", 24),
    ("soft-drink-750ml", "24", "piece", 24), ("soft-drink-750ml", "3", "l", 4), ("mustard-oil-1l", "10", "l", 10),
    ("ghee-1l", "500", "ml", None), ("bath-soap-75g", "6", "piece", 6), ("almonds-100g", "1.5", "kg", 15),
])
def test_conversion_to_selling_units(sku, qty, unit, units):
    got, why = to_selling_units(Decimal(qty), unit, CAT.by_sku(sku))
    assert got == units, why
    assert (why == "") == (units is not None)


@pytest.mark.parametrize("sku,qty,unit,reason", [
    ("besan-500g", "750", "g", "750 g is not a whole number of 500 g packets"),
    ("soft-drink-750ml", "10", "l", "10 l is not a whole number of 750 ml bottles"),
    ("turmeric-100g", "250", "g", "250 g is not a whole number of 100 g packets"),
    ("curd-400g", "1", "kg", "1 kg is not a whole number of 400 g packets"),
    ("rice-1kg", "2.5", "kg", "2.5 kg is not a whole number of 1 kg packs"),
    ("eggs-1pc", "2", "kg", "2 kg does not convert to eggs (1 piece piece)"),
    ("milk-500ml", "2", "kg", "2 kg does not convert to milk (500 ml packet)"),
])
def test_non_whole_or_wrong_kind_quantities(sku, qty, unit, reason):
    got, why = to_selling_units(Decimal(qty), unit, CAT.by_sku(sku))
    assert got is None and why == reason


def test_prices_per_selling_unit():
    assert price_per_selling_unit(Decimal(110), "kg", CAT.by_sku("besan-500g")) == 55
    assert price_per_selling_unit(Decimal(1900), "sack", CAT.by_sku("rice-1kg")) == 38
    assert price_per_selling_unit(Decimal(84), "dozen", CAT.by_sku("eggs-1pc")) == 7
    assert price_per_selling_unit(Decimal(150), "case", CAT.by_sku("noodles-70g")) == Fraction(25, 2)
    assert price_per_selling_unit(Decimal(40), "kg", CAT.by_sku("milk-500ml")) is None
    assert selling_units_per("g", CAT.by_sku("paneer-200g")) == Fraction(1, 200)


# --- language -------------------------------------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("Please send 50 kg rice.", "en"), ("Send 10 packets of Maggi and 2 kg paneer.", "en"),
    ("Good morning! Send eggs.", "en"), ("50 kg chawal bhejo", "hinglish"), ("Rice ka rate kya hai?", "hinglish"),
    ("Please send 5 kg pyaaz", "hinglish"), ("चावल 50 किलो भेजिए", "hi"), ("भैया please 50 kg rice भेज दो", "hi"),
    ("```order\n{\"items\": []}\n```", "en"), ("", "en"), ("₹230", "en"),
])
def test_detect_language(text, lang):
    assert detect_language(text, M.hinglish_keys, frozenset({"good"})) == lang
