"""Hindi and Hinglish words of a request whose English twin was read (the language gap, issue 10).

Each message below was refused (no_intent or no_item) while its English twin of the same corpus triple was read
exactly: the Hindi/Hinglish path lacked one word or form. Spellings of SMS Hinglish and a Devanagari loan
(``lang.spellings``: "bhj do", "kr dia", "pymt", "chlegi", "dispach", "डिस्पैच") and phrases of the cue table
(``lang.cues``: "maal nikla kya", "withdrawn samjhein", "वापस लिया हुआ मानें", "B9 में विसंगति", "discount nahi
laga", "dispatch ke baare mein", "की copy share कर दीजिए"). A cancel said with its own "not" ("mat bhejna") is not
undone by the "nahi" of "chini nahi chahiye" before it (``lang.nonitem``).
"""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("B7 + B9 ka pymt upi se kr dia 🙏", [("pay", None, None, None, None, "B7"), ("pay", None, None, None, None, "B9")]),
    ("B7 + B9 pymt dn via upi 🙏", [("pay", None, None, None, None, "B7"), ("pay", None, None, None, None, "B9")]),
    ("ok bhai chini 42 chlegi, 50kg bhj do", [("accept", "sugar-1kg", None, 4200, None, None),
                                              ("order", "sugar-1kg", 50, None, None, None)]),
    ("ऑर्डर नं 60 डिस्पैच हुआ क्या?? जरा देखो", [("ask_delivery", None, None, None, "O60", None)]),
    ("order no 60 dispach hua kya?? zara chek karo", [("ask_delivery", None, None, None, "O60", None)]),
    ("has order no 60 been dispached?? pls chek", [("ask_delivery", None, None, None, "O60", None)]),
    ("O62 ka maal nikla kya", [("ask_delivery", None, None, None, "O62", None)]),
    ("Has O62 left?", [("ask_delivery", None, None, None, "O62", None)]),
    ("Hum order O17 ke dispatch ke baare mein aapke confirmation ka intezaar kar rahe hain.",
     [("ask_delivery", None, None, None, "O17", None)]),
    ("हम ऑर्डर O17 के प्रेषण के संबंध में आपकी पुष्टि की प्रतीक्षा कर रहे हैं।",
     [("ask_delivery", None, None, None, "O17", None)]),
    ("कृपया हमारे ऑर्डर O8 को वापस लिया हुआ मानें।", [("cancel", None, None, None, "O8", None)]),
    ("Kripya hamara order O8 withdrawn samjhein.", [("cancel", None, None, None, "O8", None)]),
    ("Kindly treat our order O8 as withdrawn.", [("cancel", None, None, None, "O8", None)]),
    ("आपसे अनुरोध है कि B9 में विसंगति की जाँच करने की कृपा करें।", [("dispute", None, None, None, None, "B9")]),
    ("Aapse request hai ki B9 mein discrepancy ko dekh lijiye.", [("dispute", None, None, None, None, "B9")]),
    ("You are requested to kindly look into the discrepancy in B9.", [("dispute", None, None, None, None, "B9")]),
    ("B86 mein discount nahi laga, ₹5 packet kam tay hua tha. Dekho zara.", [("dispute", None, None, None, None, "B86")]),
    ("लेजर स्टेटमेंट और B40 की copy share कर दीजिए।", [("ask_bill", None, None, None, None, "B40")]),
    ("Please share the ledger statement and a copy of B40.", [("ask_bill", None, None, None, None, "B40")]),
    ("O15 me chini nhi chahiye mt bhjna. baki thik", [("cancel", "sugar-1kg", None, None, "O15", None)]),
    ("nahi, O8 mat bhejna", [("cancel", None, None, None, "O8", None)]),
])
def test_read(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "20kg chwl bhj do\n\nrhne do mt bhjna",  # sent and taken back
    "O8 cancel mat karna",  # said not to cancel
    "O8 रद्द मत कीजिए",
    "O8 mat bhejna, nahi nahi, bhej do",
])
def test_refused(text):
    refused(text, email=True)


@pytest.mark.parametrize("text, want", [
    ("Namaste, kal subah 2 tray ande aur 10 packet bread bhijwa sakte ho?",
     [("order", "eggs-1pc", 60, None, None, None), ("order", "bread-400g", 10, None, None, None)]),
    ("Kal woh 10 packet paneer bhej rahe ho na?", [("ask_delivery", "paneer-200g", 10, None, None, None)]),
    ("You'll send the 10 packets of paneer tomorrow, right?", [("ask_delivery", "paneer-200g", 10, None, None, None)]),
    ("50 kilo cheeni kal ki gaadi se bheji jaaye.", [("order", "sugar-1kg", 50, None, None, None)]),
    ("₹6 per anda ka rate approved hai; kripya 5 tray bhej di jaayein.",
     [("accept", "eggs-1pc", None, 600, None, None), ("order", "eggs-1pc", 150, None, None, None)]),
    ("The rate of ₹42 per kg proposed by you for sugar is hereby approved.", [("accept", "sugar-1kg", None, 4200, None, None)]),
    ("Aapse request hai ki order O21 mein se paneer hata dein.", [("cancel", "paneer-200g", None, None, "O21", None)]),
    ("Kripya toor dal aur moong dal ke best rates revert karein.",
     [("ask_quote", "toor-dal-1kg", None, None, None, None), ("ask_quote", "moong-dal-1kg", None, None, None, None)]),
    ("कृपया चावल और चीनी के वर्तमान थोक भाव बताने का कष्ट करें।",
     [("ask_quote", "rice-1kg", None, None, None, None), ("ask_quote", "sugar-1kg", None, None, None, None)]),
    ("2 ट्रे अंडे भेजे या नहीं?", [("ask_delivery", "eggs-1pc", 60, None, None, None)]),
    ("2 tray eggs dispatched or not?", [("ask_delivery", "eggs-1pc", 60, None, None, None)]),
    ("आपसे अनुरोध है कि 20 पैकेट पनीर की व्यवस्था जल्द से जल्द करें।", [("order", "paneer-200g", 20, None, None, None)]),
])
def test_read_verbs(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    ("Toor 132 pe jamegi, moong 105 pe nahi. Toor ki ek bori bhej do.",
     [("accept", "toor-dal-1kg", None, 13200, None, None), ("reject", "moong-dal-1kg", None, 10500, None, None),
      ("order", "toor-dal-1kg", 50, None, None, None)]),
    ("तूर 132 पर जमेगी, मूंग 105 पर नहीं। तूर की एक बोरी भेज दो।",
     [("accept", "toor-dal-1kg", None, 13200, None, None), ("reject", "moong-dal-1kg", None, 10500, None, None),
      ("order", "toor-dal-1kg", 50, None, None, None)]),
    ("Nahi sahab, Pepsi 42 mein nahi jamegi. 36 laga do toh 2 peti utha lenge.",
     [("offer", "soft-drink-750ml", 24, 3600, None, None)]),
])
def test_works_for_us(text, want):
    """"jamegi"/"जमेगी" (works for us) accepts, "nahi jamegi" refuses, as "works"/"won't work" do."""
    assert intents(text, email=True) == want
