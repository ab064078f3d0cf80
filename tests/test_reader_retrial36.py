"""Retrial 36's misreading and over-refusals, each kind read right (issue 10: a misreading is a defect of the benchmark,
a refusal the model's failure): a revised bill asked after a cut told as made before (lang.revised_order_bill,
lang.cancelled_before), a rate said not wanted (lang.rate_not_wanted), what came told before the rest asked after
(lang.came_then_rest). Rows marked "probe" are of our own writing, not from the retrial's mails."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, read_as, refused as _refused

_BILL_O5 = [("ask_bill", None, None, None, "O5", None)]


def _mail(body: str, hello: str = "Hi", bye: str = "Regards,\nRakesh") -> str:
    return f"{hello},\n\n{body}\n\n{bye}"


# 1. A revised bill asked for an order after a cut told as made before: the bill is asked, the cut never made again
#    (R36-hi-02 had cut 20 kg more of O5's rice and dropped the bill; R36-en-02, R36-hg-02 were refused).
@pytest.mark.parametrize("text, want", [
    (_mail("As we discussed yesterday, we reduced the rice on order O5 from 50 kg to 30 kg. Could you send a revised "
           "bill for O5 with the new quantity?"), _BILL_O5),  # R36-en-02
    (_mail("जैसा कल बात हुई थी, हमने ऑर्डर O5 में चावल 50 किलो से घटाकर 30 किलो कर दिया था। कृपया O5 का संशोधित बिल नई "
           "मात्रा के साथ भेज दीजिए।", "नमस्ते", "धन्यवाद,\nराकेश"), _BILL_O5),  # R36-hi-02
    (_mail("Jaisa kal baat hui thi, humne order O5 mein chawal 50 kilo se 30 kilo kar diya tha. O5 ka revised bill nayi "
           "quantity ke saath bhej dijiye please.", "Namaste", "Thanks,\nRakesh"), _BILL_O5),  # R36-hg-02
    ("As discussed, we had reduced the rice on order O5 from 50 kg to 30 kg. Please send the updated bill for O5.",
     _BILL_O5),  # probe
    ("Please send a revised bill for order O5.", _BILL_O5),  # probe (retrial's)
    ("Send the revised invoice for O5.", _BILL_O5),  # probe (retrial's)
    ("ऑर्डर O5 का संशोधित बिल भेज दीजिए।", _BILL_O5),  # probe (retrial's)
    ("कृपया O5 का संशोधित बिल नई मात्रा के साथ भेज दीजिए।", _BILL_O5),  # probe
    ("O5 ka revised bill bhej dijiye.", _BILL_O5),  # probe
    ("Could you send a corrected bill for O7?", [("ask_bill", None, None, None, "O7", None)]),  # probe
    # near: read as before
    ("Please send the updated bill for O5.", _BILL_O5),
    ("Please reduce the rice on order O5 from 50 kg to 30 kg.", [("cancel", "rice-1kg", 20, None, "O5", None)]),
    ("ऑर्डर O5 में चावल 50 किलो से घटाकर 30 किलो कर दीजिए।", [("cancel", "rice-1kg", 20, None, "O5", None)]),
    ("Order O5 mein chawal 50 kilo se 30 kilo kar dijiye.", [("cancel", "rice-1kg", 20, None, "O5", None)]),
    ("O5 ka bill galat hai, revised bill bhejiye.", [("dispute", None, None, None, "O5", None)]),  # a fault found
])
def test_revised_bill_after_a_cut_told_done(text, want):
    assert read_as(text) == want  # (reader_intents.DOUBTED: "O5 ka bill galat hai, revised bill bhejiye.")


@pytest.mark.parametrize("text", [
    "As discussed, we reduced the rice on order O5 from 50 kg to 30 kg.",  # retrial's probe
    "हमने ऑर्डर O5 में चावल 50 किलो से घटाकर 30 किलो कर दिया था।",  # retrial's probe
    "We reduced the sugar on O8 from 20 kg to 15 kg yesterday.",  # probe
])
def test_a_cut_told_done_alone_is_asked_back(text):
    assert _refused(text, email=True) == "ambiguous_intent.told_past"


# 2. A rate said not wanted beside rates asked: the other rates asked, nothing turned down (R36-hi-04, R36-hg-04 were
#    refused "part of it reads like a refusal too").
_DALS = [("ask_quote", s, None, None, None, None) for s in ("toor-dal-1kg", "moong-dal-1kg", "chana-dal-1kg")]


@pytest.mark.parametrize("text, want", [
    (_mail("कृपया तूर दाल, मूंग दाल और चना दाल के आज के रेट भेजिए। मसूर का रेट नहीं चाहिए, उसका स्टॉक अभी काफ़ी है।",
           "नमस्ते", "धन्यवाद,\nराकेश"), _DALS),  # R36-hi-04
    (_mail("Toor dal, moong dal aur chana dal ke aaj ke rate bhej dijiye. Masoor ka rate nahi chahiye, uska stock abhi "
           "kaafi hai.", "Namaste", "Dhanyavaad,\nRakesh"), _DALS),  # R36-hg-04
    (_mail("Please share your current rates for toor dal, moong dal and chana dal. No need to quote masoor — we have "
           "enough stock.", "Hello", "Thanks,\nRakesh"), _DALS),  # R36-en-04 (read right before)
    ("Sugar aur chawal ka rate bhejo. Atta ka rate mat bhejna, abhi stock hai.",
     [("ask_quote", "sugar-1kg", None, None, None, None), ("ask_quote", "rice-1kg", None, None, None, None)]),  # probe
    ("चीनी और चावल का भाव भेजिए। आटे का भाव मत भेजिए।",
     [("ask_quote", "sugar-1kg", None, None, None, None), ("ask_quote", "rice-1kg", None, None, None, None)]),  # probe
    ("Please send rates for sugar and rice. Don't send the atta rate.",
     [("ask_quote", "sugar-1kg", None, None, None, None), ("ask_quote", "rice-1kg", None, None, None, None)]),  # probe
    # near: read as before (goods turned down by a word of taking)
    ("Toor dal aur chana dal ka rate bhejiye. Masoor ka rate nahi chahiye, masoor nahi lenge.",
     [("ask_quote", "toor-dal-1kg", None, None, None, None), ("ask_quote", "chana-dal-1kg", None, None, None, None),
      ("reject", "masoor-dal-1kg", None, None, None, None)]),
])
def test_a_rate_not_wanted(text, want):
    assert _intents(text, email=True) == want


# 3. What came told before the rest asked after: no cut, no order of what came (R36-*-07 were refused "what is 40 kg
#    for?"; without "instead of" the 40 kg that came had been ordered again, silently).
_REST_O4 = [("ask_delivery", "rice-1kg", 10, None, "O4", None)]
_O4 = [("ask_delivery", None, None, None, "O4", None)]


@pytest.mark.parametrize("text, want", [
    (_mail("Order O4 arrived this morning, but we got only 40 kg of rice instead of 50 kg. Where are the other 10 kg? "
           "Please send them soon.", bye="Thanks,\nRakesh"), _O4),  # R36-en-07 (holdout27 hi-c001's convention)
    (_mail("ऑर्डर O4 आज सुबह आ गया, लेकिन 50 किलो की जगह सिर्फ़ 40 किलो चावल आया। बाकी 10 किलो कहाँ है? जल्दी भेज दीजिए।",
           "नमस्ते", "धन्यवाद,\nराकेश"), _O4),  # R36-hi-07
    (_mail("Order O4 aaj subah aa gaya, lekin 50 kilo ki jagah sirf 40 kilo chawal aaya. Baaki 10 kilo kahan hai? "
           "Jaldi bhej dijiye.", "Namaste", "Thanks,\nRakesh"), _O4),  # R36-hg-07
    ("Order O4 arrived this morning, but we got only 40 kg of rice. Where are the other 10 kg?", _REST_O4),  # probe
    ("Order O4 arrived this morning, but we got only 40 kg of rice. Where are the other 10 kg? Please send them soon.",
     _REST_O4),  # probe (had ordered 40 kg more)
    ("ऑर्डर O4 आज सुबह आ गया, लेकिन सिर्फ़ 40 किलो चावल आया। बाकी 10 किलो कहाँ है? जल्दी भेज दीजिए।", _REST_O4),  # probe
    ("Order O4 aaj subah aa gaya, lekin sirf 40 kilo chawal aaya. Baaki 10 kilo kahan hai? Jaldi bhej dijiye.",
     _REST_O4),  # probe
    # near: read as before
    ("O52 में 10 की जगह सिर्फ़ 7 लीटर सरसों तेल आया। बाकी 3 लीटर कब आएगा?",
     [("ask_delivery", None, None, None, "O52", None)]),  # holdout27 hi-c001
    ("We ordered 120 packets of milk yesterday but only 100 came. Where are the other 20?",
     [("ask_delivery", "milk-500ml", 20, None, None, None)]),  # R36-en-08
    ("Send 40 kg rice instead of 50 kg on O4.", [("cancel", "rice-1kg", 10, None, "O4", None)]),
])
def test_what_came_before_the_rest_asked(text, want):
    assert _intents(text, email=True) == want
