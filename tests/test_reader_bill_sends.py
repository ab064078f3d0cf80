"""A bill asked for in Hindi word order, the bill first and the verb last with words between (``lang.bill_sends``;
the language gap: the English twins "Can you send the bill for O9?" were read, these were refused no_item or
no_intent). Neighbours: goods sent with the bill, a bill not needed, a receipt e-mailed by us, a GST bill as a term
of an order, "correct the bill and send the remaining 4 kg" read as before."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("O9 का बिल भेज सकते हैं?", [("ask_bill", None, None, None, "O9", None)]),
    ("O9 ka bill bhej sakte ho?", [("ask_bill", None, None, None, "O9", None)]),
    ("Can you send the bill for O9?", [("ask_bill", None, None, None, "O9", None)]),
    ("कृपया ऑर्डर O517 का पक्का बिल GST सहित भेज दीजिए, हमें रिटर्न भरना है।",
     [("ask_bill", None, None, None, "O517", None)]),
    ("कृपया O13 का बिल यथाशीघ्र उपलब्ध कराएँ।", [("ask_bill", None, None, None, "O13", None)]),
    ("Kindly furnish the bill for O13 at your earliest convenience.", [("ask_bill", None, None, None, "O13", None)]),
    ("कृपया सोमवार को डिलीवर हुए ऑर्डर O19 का बिल हमें ई-मेल कर दीजिए।", [("ask_bill", None, None, None, "O19", None)]),
    ("Kripya Monday ko deliver hue order O19 ka bill hamein email kar dijiye.",
     [("ask_bill", None, None, None, "O19", None)]),
    ("O21 का बिल भेजने की दरख़्वास्त है।", [("ask_bill", None, None, None, "O21", None)]),
    ("Order no. 290 ka GST bill chahiye, CA maang raha hai.", [("ask_bill", None, None, None, "O290", None)]),
    ("ऑर्डर नं. 146 का GST वाला बिल चाहिए।", [("ask_bill", None, None, None, "O146", None)]),
    ("Kripya bill B19 ka invoice hamare record ke liye bhej dijiye.", [("ask_bill", None, None, None, None, "B19")]),
    ("कृपया बिल B19 का इनवॉइस हमारे रिकॉर्ड के लिए भेज दें।", [("ask_bill", None, None, None, None, "B19")]),
    ("- O19 ka bill — bhej sakte ho?\n- 10 kilo besan kal nikla kya?",
     [("ask_bill", None, None, None, "O19", None), ("ask_delivery", "besan-500g", 20, None, None, None)]),
    # neighbours
    ("बिल भेजने की ज़रूरत नहीं, बस O8 रद्द कर दीजिए", [("cancel", None, None, None, "O8", None)]),
    ("B12 का भुगतान कर दिया, बिल की रसीद ईमेल कर दी है", [("pay", None, None, None, None, "B12")]),
    ("बिल के साथ 10 किलो चावल भेज दीजिए", [("order", "rice-1kg", 10, None, None, None)]),
    ("Toor dal 20 kg ₹132/kg, cheeni 50 kg ₹41/kg. Terms: 15 din udhaar, GST bill chahiye.",
     [("order", "toor-dal-1kg", 20, 13200, None, None), ("order", "sugar-1kg", 50, 4100, None, None)]),
    ("B46 charges 10 kg toor dal but only 6 kg came with O57. Please correct the bill and send the remaining 4 kg.",
     [("dispute", None, None, None, None, "B46"), ("ask_delivery", "toor-dal-1kg", 4, None, "O57", None)]),
])
def test_read(text, want):
    assert intents(text, email=True) == want


def test_bill_not_sent_is_refused_when_nothing_else():
    assert refused("बिल भेजने की ज़रूरत नहीं है।", email=True)
