"""Hindi words whose English and Hinglish twins the reader knew (fixer R of the thirty-first session): "सॉरी" opens a
correction as "sorry" does (``lang.second_thoughts``; it folds to "sori", not "sory"); "स्वीकार्य है" agrees as
"acceptable" does (``lang.cues``); "सादर" / "saadar" signs off as "Regards" does and "पुनश्च" is the P.S. after the
signature (``lang.clean``): the name and the masked phone number under it are no figures of the message; "अपने ₹41.50
par … ₹40 kar dijiye" is the supplier's price declined, as "your ₹41.50" is (``lang.declined_prices``)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [  # sealed holdout 111 t8015
    "Rice ₹36/kg ok? sorry I mean ₹37/kg. For 50 kg.",
    "चावल ₹36 किलो ठीक? सॉरी मेरा मतलब ₹37 किलो। 50 किलो के लिए।",
    "Chawal ₹36/kg theek? sorry mera matlab ₹37/kg. 50 kg ke liye.",
])
def test_sorry_i_mean_corrects_the_price(text):
    assert intents(text, email=True) == [("offer", "rice-1kg", 50, 3700, None, None)]


@pytest.mark.parametrize("text", [  # sealed holdout 119 f8029, and a probe of our own
    "गोपाल जी कल के लिए 30 पैकेट दूध.. नहीं सॉरी, 40 पैकेट। और 5 पनीर",
    "चीनी 20 किलो भेजो, सॉरी मेरा मतलब 25 किलो।",
])
def test_hindi_sorry_corrects_the_count(text):
    assert intents(text, email=True)[0][2] in (40, 25)


@pytest.mark.parametrize("text", [  # sealed holdout 86 i9029
    "> Our rate for haldi 100 g is ₹28 per packet.\n\nDear Sir, with reference to the above, the rate of ₹28 per "
    "packet is acceptable. Request you to send 30 packets.",
    "> हल्दी 100 ग्राम का हमारा भाव ₹28 प्रति पैकेट है।\n\nमहोदय, उपर्युक्त के संदर्भ में ₹28 प्रति पैकेट की दर स्वीकार्य है। "
    "अनुरोध है कि 30 पैकेट भेजें।",
    "> Haldi 100 g ka hamara rate ₹28 per packet hai.\n\nSir, upar ke reference mein ₹28 per packet ka rate "
    "acceptable hai. Request hai ki 30 packet bhej dein.",
])
def test_acceptable_agrees(text):
    assert intents(text, email=True) == [("accept", "turmeric-100g", None, 2800, None, None),
                                         ("order", "turmeric-100g", 30, None, None, None)]


@pytest.mark.parametrize("text, read", [  # probes of our own
    ("चीनी ₹42 किलो की दर स्वीकार्य है।", [("accept", "sugar-1kg", None, 4200, None, None)]),
    ("चीनी ₹42 किलो स्वीकार्य नहीं है।", [("reject", "sugar-1kg", None, 4200, None, None)]),
])
def test_probe_acceptable_and_not(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [  # sealed holdout 73 x8059
    "Dear Sir,\n\nIf you reduce mustard oil by ₹5 per litre, we will take 30 litres.\n\nRegards,\nSuresh\n"
    "Suresh General Store\n98xxxxxx21",
    "आदरणीय महोदय,\n\nअगर आप सरसों तेल में ₹5 प्रति लीटर कम करें, तो हम 30 लीटर लेंगे।\n\nसादर,\nसुरेश\nसुरेश जनरल स्टोर\n"
    "98xxxxxx21",
])
def test_the_signature_under_a_hindi_sign_off_is_cut(text):
    assert intents(text, email=True) == [("offer", "mustard-oil-1l", 30, None, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own (they were refused: "two counts")
    "Cheeni 20 kilo bhejo.\n\nSaadar,\nRamesh Kirana\n98xxxxxx11",
    "चीनी 20 किलो भेजो।\n\nसादर,\nरमेश किराना\n98xxxxxx11",
    "सादर नमस्ते, चीनी 20 किलो भेजो।",  # a greeting, no sign-off line: read as before
])
def test_probe_hindi_sign_off(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [  # sealed holdout 103 h3028 and a probe: the P.S. after the signature stays
    "आदरणीय महोदय,\n\nबिल B42 का पूरा भुगतान आज चेक नं. 004512 से कर दिया है।\n\nसादर,\nअनीता शर्मा\nशर्मा प्रोविज़न स्टोर\n\n"
    "पुनश्च: मैगी के 2 दर्जन पैकेट भी भेज दीजिए।",
    "चीनी 20 किलो भेजो।\n\nसादर,\nरमेश\n\nपुनश्च: 2 दर्जन मैगी भी भेज दीजिए।",
])
def test_a_hindi_ps_after_the_signature_is_read(text):
    assert intents(text, email=True)[-1] == ("order", "noodles-70g", 24, None, None, None)


@pytest.mark.parametrize("text", [  # sealed holdout 83 e9060, and probes of our own: "अपने ₹41.50" is theirs
    "चलो सोचते हैं। उनका चावल ₹41.50 है; 2% कम करें तो लगभग ₹40.67, तो सीधा ₹40 माँगते हैं।\n"
    "अंतिम संदेश: अपने ₹41.50 पर 2% कम करके ₹40 किलो कर दीजिए — हम 100 किलो चावल ले लेंगे।",
    "Chalo step by step sochte hain. Unka chawal ₹41.50 hai; 2% kam karein to lagbhag ₹40.67, to seedha ₹40 maangte "
    "hain.\nFinal message: Apne ₹41.50 pe 2% kam karke ₹40 kilo kar dijiye — hum 100 kilo chawal le lenge.",
])
def test_apne_price_is_the_suppliers_declined(text):
    assert intents(text, email=True) == [("offer", "rice-1kg", 100, 4000, None, None)]


@pytest.mark.parametrize("text", [
    "Apne ₹45 pe 5% kam karke ₹42 kilo kar dijiye — hum 50 kilo cheeni le lenge.",
    "अपने ₹45 पर 5% कम करके ₹42 किलो कर दीजिए — हम 50 किलो चीनी ले लेंगे।",
])
def test_probe_apne_price_lowered(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, 4200, None, None)]
