"""Hindi and Hinglish forms the English path already read (the language gap, issue 10): "बढ़िया, तो 30 किलो भेज दो"
("to"/"तो" after words of agreeing is "so", not a condition: ``lang.act_words.so_after``); "क्या O41 भेज दिया गया
है?" (the verb of sending money, asked of an order: ``lang.sent_asked``); "Kya O20 kal subah tak aa sakta hai?"
(can it come: an arrival question, ``lang.acts``). Neighbours: a condition on a price, money sent for an order,
goods asked to be sent, a price asked lower read as before."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents


@pytest.mark.parametrize("text, want", [
    ("बढ़िया, तो 30 किलो भेज दो।\n\n> आपके कहे मुताबिक तूर ₹135 में दे सकते हैं।", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("Badhiya, to 30 kilo bhej do.\n\n> Aapke kehne pe toor ₹135 mein de sakte hain.",
     [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("Great, send 30 kg then.\n\n> We can do ₹135 for toor as you asked.", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("Ok bhai, to 30 kilo chawal bhej do", [("order", "rice-1kg", 30, None, None, None)]),
    ("chawal ₹36 kar do to 30 kilo bhej do", [("offer", "rice-1kg", 30, 3600, None, None)]),
    ("क्या O41 भेज दिया गया है?", [("ask_delivery", None, None, None, "O41", None)]),
    ("O41 bhej diya kya?", [("ask_delivery", None, None, None, "O41", None)]),
    ("Has O41 been dispatched yet?", [("ask_delivery", None, None, None, "O41", None)]),
    ("O41 ke liye ₹5000 bhej diya", [("pay", None, None, None, "O41", None)]),
    ("Kya O20 dopahar ki jagah kal subah 7 baje tak aa sakta hai? Humare yahan function hai.",
     [("ask_delivery", None, None, None, "O20", None)]),
    ("क्या O20 दोपहर की जगह कल सुबह 7 बजे तक आ सकता है? हमारे यहाँ एक फ़ंक्शन है।",
     [("ask_delivery", None, None, None, "O20", None)]),
    ("Can O20 come tomorrow by 7 am instead of the afternoon? We have a function.",
     [("ask_delivery", None, None, None, "O20", None)]),
    ("kya aap 10 kilo chawal bhej sakte hain?", [("order", "rice-1kg", 10, None, None, None)]),
])
def test_read(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    ("o61 me 2 tray ande aur daal do", [("order", "eggs-1pc", 60, None, "O61", None)]),
    ("o61 में 2 ट्रे अंडे और डाल दो", [("order", "eggs-1pc", 60, None, "O61", None)]),
    ("o61 - add 2 trays eggs", [("order", "eggs-1pc", 60, None, "O61", None)]),
    ("O51 mein 2 peti Pepsi aur daal do.", [("order", "soft-drink-750ml", 24, None, "O51", None)]),
])
def test_added_to_an_order(text, want):
    """"daal do"/"डाल दो" (put in) adds goods to the order named, as "add" does (lang.compose ``_adds_to``)."""
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "O61 mein 5 kg toor daal do",  # dal, the goods: not "put"
])
def test_put_neighbours_refused(text):
    from tests.reader_intents import refused
    refused(text, email=True)


@pytest.mark.parametrize("text", [
    "O13 — 5 लीटर रिफाइंड हटाकर उसकी जगह 5 लीटर सरसों का तेल डाल दीजिए।",  # "हटाकर": cut, not ordered twice
    "O13 — 5 litre refined hata ke uski jagah 5 litre sarson ka tel daal do.",
])
def test_put_in_its_place(text):
    """Refused until session 41; now the refined oil cut and the mustard oil put in its place (lang.in_its_place,
    holdout104 j3011's gold), never both cut nor both ordered."""
    assert intents(text, email=True) == [("cancel", "refined-oil-1l", 5, None, "O13", None),
                                         ("order", "mustard-oil-1l", 5, None, "O13", None)]


@pytest.mark.parametrize("text, want", [
    ("2 darjan kele bhejo, ₹4 ka ek kela.", [("order", "banana-1dozen", 2, 4800, None, None)]),
    ("2 दर्जन केले भेजो, ₹4 का एक केला।", [("order", "banana-1dozen", 2, 4800, None, None)]),
    ("Send 2 dozen bananas at ₹4 a banana.", [("order", "banana-1dozen", 2, 4800, None, None)]),
    ("2 darjan kele bhejo, ₹4 ek kela.", [("order", "banana-1dozen", 2, 4800, None, None)]),
])
def test_price_of_one(text, want):
    """"₹4 का एक केला" is ₹4 a banana, as "₹4 ek kela" and "₹4 a banana" are (lang.figures ``_per_named``)."""
    assert intents(text, email=True) == want
