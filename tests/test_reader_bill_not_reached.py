"""A bill said not to have reached us with its id or "us" inside the phrase asks for it (lang/bill_not_reached.py):
"शादी वाले ऑर्डर का बिल B3 हमें अभी तक नहीं मिला है। कृपया जल्दी भेज दें।" asks for B3; beside a payment it had been
refused (the second opinion saw a bill asked the rules had not read; holdouts 59, 75, 127, 128). The first cases of
each test are our own probes, not from a corpus."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text", [
    "We paid B4 today by UPI. Bill B6 has not reached us yet, please send it.",  # probes (the English read before)
    "हमने आज B4 का भुगतान UPI से कर दिया। बिल B6 हमें अभी तक नहीं मिला, कृपया भेज दीजिए।",
    "Humne aaj B4 ka payment UPI se kar diya. Bill B6 humein abhi tak nahi mila, please bhej dijiye.",
])
def test_a_bill_not_reached_beside_a_payment_is_asked(text):
    assert reading(text) == [("pay", None, None, None, None, "B4"), ("ask_bill", None, None, None, None, "B6")]


@pytest.mark.parametrize("text, want", [
    ("हमने आज बिल B1 (चूड़ा और गुड़) के ₹2,910 यूपीआई से भेज दिए हैं। शादी वाले ऑर्डर का बिल B3 हमें अभी तक नहीं मिला "
     "है। कृपया जल्दी भेज दें।", [("pay", None, None, None, None, "B1"), ("ask_bill", None, None, None, None, "B3")]),
    ("Humne aaj bill B1 (chura aur gur) ke ₹2,910 UPI se bhej diye hain. Shaadi wale order ka bill B3 humein abhi tak "
     "nahi mila hai. Kripya jaldi bhej dein.",  # holdout128 o9022
     [("pay", None, None, None, None, "B1"), ("ask_bill", None, None, None, None, "B3")]),
    ("ऑर्डर O18 का बिल हमें अभी तक नहीं मिला है। कृपया उसे भेज दें।", [("ask_bill", None, None, None, "O18", None)]),
])
def test_corpus_bills_not_reached(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text, want", [
    ("बिल B6 में दही नहीं मिला", "ambiguous_intent.also"),  # goods missing from a bill: refused (the second opinion's key
    # churns with its retraining: session 54's not_sure, was also; session 55's also again)
    ("बिल B6 मिल गया।", "no_intent.nothing"),
    ("O12 का माल हमें अभी तक नहीं मिला", [("ask_delivery", None, None, None, "O12", None)]),  # goods, not a bill
])
def test_near_sentences_read_as_before(text, want):
    assert reading(text) == want
