"""Another seller's price told beside a refusal ("दूसरे वितरक से ₹116 में मिल रहा है", "doosre distributor se ₹116 me mil
raha hai", "we get it for ₹105 elsewhere") is theirs, never the price refused (``lang.market_refused``; holdout65
b020: the Hindi had refused refined oil at ₹116, the other distributor's price, silently)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents

_B020 = {
    "hi": "विषय: रिफाइंड तेल का कोटेशन\n\nमहोदय,\n\nरिफाइंड तेल ₹122 प्रति लीटर के आपके प्रस्ताव के लिए धन्यवाद। खेद है कि "
          "इस भाव पर हम इसे नहीं ले सकेंगे। अभी हमें दूसरे वितरक से रिफाइंड ₹116 में मिल रहा है, इसलिए इस महीने आपसे "
          "रिफाइंड का ऑर्डर नहीं देंगे।\n\nसादर,\nसुरेश अग्रवाल",
    "hinglish": "Subject: Refined oil ka quotation\n\nNamaste Sir,\n\nRefined oil ₹122 per litre ke offer ke liye "
                "shukriya. Maaf kijiye, is rate pe hum ise nahi le payenge. Abhi humein doosre distributor se refined "
                "₹116 me mil raha hai, isliye is mahine aapse refined ka order nahi denge.\n\nDhanyavaad,\nSuresh",
}


@pytest.mark.parametrize("lang", ["hi", "hinglish"])
def test_the_corpus_refusal_keeps_the_suppliers_price(lang):
    assert _intents(_B020[lang], email=True) == [("reject", "refined-oil-1l", None, 12200, None, None)]


@pytest.mark.parametrize("text, want", [  # our own probes
    ("> Refined oil ₹122/litre\n\nSorry, can't take refined at that rate. We're getting it for ₹116 from another "
     "distributor.", [("reject", "refined-oil-1l", None, None, None, None)]),
    ("Sugar at ₹46 is too high for us, another supplier is giving ₹42.", [("reject", "sugar-1kg", None, 4600, None, None)]),
    ("No thanks on the moong at ₹112, we get it for ₹105 elsewhere.",
     [("reject", "moong-dal-1kg", None, 11200, None, None)]),
    ("Sorry, the moong dal at ₹112 doesn't work for us, we are getting it at ₹105 from another wholesaler.",
     [("reject", "moong-dal-1kg", None, 11200, None, None)]),
    ("> सरसों तेल ₹160/लीटर\n\nइस भाव पर नहीं लेंगे। दूसरी पार्टी से ₹148 में मिल रहा है।",
     [("reject", "mustard-oil-1l", None, None, None, None)]),
    ("> Sarson tel ₹160/litre\n\nIs rate pe nahi lenge. Doosri party se ₹148 mein mil raha hai.",
     [("reject", "mustard-oil-1l", None, None, None, None)]),
])
def test_another_sellers_price_is_not_refused(text, want):
    assert _intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [  # near sentences: our own price beside theirs is still our bid
    ("Doosre distributor se ₹116 mein mil raha hai, aap ₹118 kar do to 20 litre refined lenge.",
     [("offer", "refined-oil-1l", 20, 11800, None, None)]),
    ("दूसरे वितरक से ₹116 में मिल रहा है, आप ₹118 कर दो तो 20 लीटर रिफाइंड लेंगे।",
     [("offer", "refined-oil-1l", 20, 11800, None, None)]),
    ("Another distributor gives ₹116; can you do ₹118 for refined oil?",
     [("offer", "refined-oil-1l", None, 11800, None, None)]),
])
def test_our_price_beside_theirs_is_still_offered(text, want):
    assert _intents(text, email=True) == want
