"""Goods asked only on a condition of terms (lang/terms_condition.py; the retrial of session 34: E4, E5, H5, H6, G5,
G6): the desk can neither meet nor check a condition on delivery charge, credit, advance, payment on or after
delivery or same-day delivery, so nothing is ordered and the mail is refused (``ambiguous_intent.if_terms``) — never
booked as if the condition were not written. Conditions on a price, on quality or on a day read as before."""
import pytest

from tests.reader_intents import intents, read_as, refused


@pytest.mark.parametrize("text", [
    # the retrial's mails
    "Provided delivery is free, please dispatch 10 bags of atta (5 kg). Let me know.",  # E5
    "डिलीवरी मुफ़्त हो तभी 30 किलो आलू भेजिए।",  # H6
    "Chawal 50 kilo tabhi bhejna jab payment delivery ke baad lo, advance nahi denge.",  # G6
    "Send 40 kg sugar only if you can give us 15 days' credit; if not, don't send it.",  # E4 (had: which order?)
    "अगर आप 10 दिन की उधारी दे सकें तो 50 किलो प्याज़ भेज दीजिए, वरना रहने दीजिए।",  # H5 (had: what price?)
    "Agar 7 din ka udhaar do toh 2 bori cheeni bhej do, nahi toh mat bhejna.",  # G5 (had: which order?)
    # the brief's
    "Provided delivery is free, please dispatch 20 kg sugar.",
    "डिलीवरी मुफ़्त हो तभी 20 किलो चीनी भेजिए।",
    # probes of this session's own writing, the kind's words in the three languages
    "Send 20 kg sugar only if delivery is free.",
    "Send 20 kg sugar as long as you give 15 days credit.",
    "Send 20 kg sugar on condition that payment is after delivery.",
    "Please send 20 kg rice. Only if delivery is free, though.",
    "Send 30 kg rice only if you can deliver it the same day.",
    "If you give us 30 days credit, send 10 litres of ghee.",
    "Dispatch 5 trays of eggs provided no advance is needed.",
    "बशर्ते डिलीवरी मुफ़्त हो, 20 किलो चीनी भेज दीजिए।",
    "जब डिलीवरी मुफ़्त होगी तभी 20 किलो चीनी भेजिए।",
    "अगर भुगतान 15 दिन बाद ले सकें तो 40 किलो आटा भेजिए।",
    "20 किलो चीनी भेजिए, शर्त यह है कि भुगतान डिलीवरी के बाद होगा।",
    "Bashart delivery free ho, 20 kilo cheeni bhej do.",
    "Jab delivery free hogi tabhi 20 kilo cheeni bhejna.",
    "Agar delivery free hai tabhi 20 kilo cheeni bhejna.",
    "20 kilo cheeni bhej do, condition hai ki payment delivery ke baad hoga.",
    "10 litre ghee tabhi bhejna jab udhaar pe do.",
])
def test_goods_asked_on_a_condition_of_terms_are_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.if_terms"


@pytest.mark.parametrize("text, read", [
    # a condition on a price: an offer (the desk answers it), as before
    ("If ₹36, send 20 kg rice.", [("offer", "rice-1kg", 20, 3600, None, None)]),
    ("Agar ₹36 kilo mein do tabhi 20 kilo chawal bhejna.", [("offer", "rice-1kg", 20, 3600, None, None)]),
    ("We can do ₹24 per kg for potatoes if you include free delivery.", [("offer", "potato-1kg", None, 2400, None,
                                                                          None)]),  # holdout56 n007
    ("आलू ₹24 किलो में ले सकते हैं, अगर डिलीवरी मुफ़्त हो।", [("offer", "potato-1kg", None, 2400, None, None)]),
    # a condition on quality or a day: an order (the corpora's golds)
    ("Only if the rice is fresh stock, send 20 kg.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Please send 25 kg sugar, provided it can be delivered by Friday.", [("order", "sugar-1kg", 25, None, None, None)]),
    ("चावल नया स्टॉक हो तभी 20 किलो भेजना।", [("order", "rice-1kg", 20, None, None, None)]),
    # a courtesy, and terms said plainly (not a condition)
    ("If possible send 20 kg rice today, otherwise tomorrow.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Send 20 kg sugar; we pay on delivery.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Send 20 kg sugar with free delivery.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Advance ki shart manzoor nahi, isliye O14 cancel kar dijiye.", [("cancel", None, None, None, "O14", None)]),
])
def test_near_sentences_read_as_before(text, read):
    assert read_as(text) == read  # (reader_intents.DOUBTED: the English rate-conditioned rice, session 48)


def test_the_refusal_names_the_sentence_in_the_suppliers_language():
    from lang.reader import read_message
    from lang.refusals import reader_reason
    r = read_message("डिलीवरी मुफ़्त हो तभी 20 किलो चीनी भेजिए।", email=True)
    worded = reader_reason(r.reason_key, r.reason_args, "hi")
    assert "डिलीवरी मुफ़्त हो तभी" in worded and "शर्त" in worded, worded
