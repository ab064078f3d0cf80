"""Fixer CX (session 37, issue 10): things told beside a request that the desk had read as requests — goods told as
not come beside goods that came ("the rice and chana dal coming, but not the besan": nothing refused,
``lang.not_arrived``), and the rest of a sum told as paid later ("बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे": no
offer of the goods asked next, ``lang.rest_paid_later``). Corpus rows (holdout135 g7039, g7022) and probes of this
fixer's own writing, in the three languages, with near sentences that still read as before.
"""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused

# --- goods told as not come (lang.not_arrived) ---------------------------------------------------------------------

EN_G7039 = ("## Two questions about O11\n\nHello Ramesh sir,\n\nI'm handling accounts from Delhi and can't see the shop "
            "register, so:\n\n1. **Delivery:** Has the besan from O11 (20 packets of 500 g) reached the shop? Appa "
            "remembers the rice and chana dal coming, but not the besan.\n2. **Bill:** Could you please send me a copy "
            "of **B11** by e-mail?\n\nThank you,\nKarthik")


def test_corpus_goods_not_come_refuse_nothing():
    got = intents(EN_G7039, email=True)
    assert not [row for row in got if row[0] == "reject"]
    assert ("ask_delivery", "besan-500g") in [row[:2] for row in got]
    assert ("ask_bill", None, None, None, None, "B11") in got


@pytest.mark.parametrize("text, want", [
    # probes (fixer CX): the goods that did not come asked after, nothing refused
    ("चावल आ गया, पर बेसन नहीं। बेसन कब आएगा?", [("ask_delivery", "besan-500g", None, None, None, None)]),
    ("Chawal aa gaya, par besan nahi. Besan kab aayega?", [("ask_delivery", "besan-500g", None, None, None, None)]),
    ("क्या O11 का बेसन पहुँच गया? अप्पा को चावल और चना दाल आना याद है, बेसन नहीं।",
     [("ask_delivery", "besan-500g", None, None, "O11", None)]),
    ("The sugar arrived yesterday, but not the rice. When will the rice come?",
     [("ask_delivery", "rice-1kg", None, None, None, None)]),
])
def test_goods_not_come_are_asked_after_not_refused(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    # near: no word of coming — the besan refused as before
    ("Rice yes, but not the besan.", [("accept", "rice-1kg", None, None, None, None),
                                      ("reject", "besan-500g", None, None, None, None)]),
])
def test_a_bare_not_without_coming_still_refuses(text, want):
    assert intents(text, email=True) == want


def test_a_send_refused_beside_goods_come_is_left_to_the_reader():
    # near: "मत भेजो" names a send; not_arrived leaves it (read as before: the send refused/cancelled)
    got = intents("चावल आ गया, बेसन मत भेजो।", email=True)
    assert ("besan-500g" in [row[1] for row in got]) and got[0][0] in ("cancel", "reject")


# --- the rest of a sum paid later (lang.rest_paid_later) -----------------------------------------------------------

HI_G7022 = ("नमस्ते रमेश जी! उम्मीद है आप ठीक हैं 🙂 आज अप्पा ने B2 के लिए ₹5,000 का चेक आपके ड्राइवर मणि को दे दिया "
            "(इंडियन बैंक, चेक नं. 118452)। बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे। और — O6 में जो 25 किलो कच्चा "
            "चावल जोड़ा था, क्या वह आपके गोदाम से निकल गया? अम्मा को वीकेंड के लिए चाहिए। धन्यवाद!")


def test_corpus_rest_paid_later_is_no_offer():
    assert intents(HI_G7022, email=True) == [("pay", None, None, None, None, "B2"),
                                             ("ask_delivery", "rice-1kg", 25, None, "O6", None)]


@pytest.mark.parametrize("text, want", [
    # probes (fixer CX): the rest promised by a means of payment, beside goods asked
    ("बाक़ी ₹2,600 शुक्रवार को UPI से दे देंगे। क्या O6 का 25 किलो चावल निकल गया?",
     [("ask_delivery", "rice-1kg", 25, None, "O6", None)]),
    ("बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे। 25 किलो चावल भेज दो।", [("order", "rice-1kg", 25, None, None, None)]),
    ("Baaki ₹2,600 wo Friday ko GPay se bhej denge. 25 kilo chawal bhej do.",
     [("order", "rice-1kg", 25, None, None, None)]),
    ("The remaining ₹2,600 we'll send by GPay on Friday. Please send 25 kg rice.",
     [("order", "rice-1kg", 25, None, None, None)]),
])
def test_rest_paid_later_asks_nothing_of_goods(text, want):
    assert intents(text, email=True) == want


def test_rest_of_goods_still_ordered():
    # near: "बाक़ी" before goods, not before an amount — the rest of goods, read as before (with its price)
    assert intents("बाक़ी 10 किलो चीनी भेज दो, पेमेंट GPay से ₹500 करेंगे।", email=True)[0][:3] == (
        "offer", "sugar-1kg", 10)


def test_rest_without_a_means_of_payment_is_left_to_the_reader():
    # near: no means of payment named — not this pass's. Session 48 (AC, lang.figure_accounting's twice half): the
    # reading beside the delivery asked was an offer of 25 kg rice at ₹104 (the ₹2,600 rest), a misreading: refused
    assert refused("बाक़ी ₹2,600 शुक्रवार को दे देंगे। क्या O6 का 25 किलो चावल निकल गया?",
                   email=True) == "ambiguous_intent.two_requests"


def test_counted_goods_come_beside_others_not_are_left_refused():
    # near (holdout128 en-o9042): the gur's count would go to the delivery asked — left refused, as before
    assert refused("O14 has come in two lots: the 30 kg of gur arrived yesterday evening, but the 30 kg of chura has "
                   "not. When will the chura come?", email=True).startswith("ambiguous_intent")


@pytest.mark.parametrize("text, want", [
    # probes (fixer CX): goods that never came, with their count — asked after, nothing refused
    ("O9 की अरहर दाल आ गई, पर कोका-कोला की 24 बोतलें नहीं आईं। क्या वे अभी आएँगी?",
     [("ask_delivery", "soft-drink-750ml", 24, None, "O9", None)]),
])
def test_counted_goods_not_come_are_asked_after(text, want):
    assert intents(text, email=True) == want
