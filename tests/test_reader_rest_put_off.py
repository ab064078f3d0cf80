"""The rest of a bill paid now, put off in a sentence of its own (``lang.rest_put_off``, session 38, fixer DC): the
bill is paid in part and asked (``ambiguous_intent.partial_pay``), as the English is, never dropped beside another
bill paid whole; a bill put off whole is still dropped beside a payment."""
from __future__ import annotations

import pytest

from reader_intents import reading

_TABLE = {
    "en": "Please find our payments made today by UPI:\n\n| Bill | Bill amount | Paid earlier | Paid today |\n|---|---|---|---|\n"
          "| B3 | ₹6,040 | ₹3,000 (12 Jul) | **₹2,000** |\n| B10 | ₹3,216 | – | **₹3,216** |\n\n{rest}",
    "hi": "आज यूपीआई से किए गए हमारे भुगतान:\n\n| बिल | बिल की रक़म | पहले दिया | आज दिया |\n|---|---|---|---|\n"
          "| B3 | ₹6,040 | ₹3,000 (12 जुलाई) | **₹2,000** |\n| B10 | ₹3,216 | – | **₹3,216** |\n\n{rest}",
    "hl": "Aaj UPI se kiye gaye hamare payment:\n\n| Bill | Bill ki rakam | Pehle diya | Aaj diya |\n|---|---|---|---|\n"
          "| B3 | ₹6,040 | ₹3,000 (12 July) | **₹2,000** |\n| B10 | ₹3,216 | – | **₹3,216** |\n\n{rest}",
}


@pytest.mark.parametrize("lang, rest", [
    ("en", "The small balance on B3 will be settled once the damaged-goods credit is agreed."),
    ("hi", "B3 का थोड़ा बाक़ी, ख़राब माल का क्रेडिट तय होने पर चुका देंगे।"),
    ("hl", "B3 ka thoda baaki, kharab maal ka credit tay hone pe chuka denge."),
    # probes of our own
    ("hi", "B3 का बाक़ी माल की बात होने पर चुका देंगे।"),
    ("hl", "B3 ka baaki maal ki baat hone pe chuka denge."),
])
def test_the_rest_of_a_bill_paid_today_is_asked_not_dropped(lang, rest):
    assert reading(_TABLE[lang].format(rest=rest)) == "ambiguous_intent.partial_pay"


@pytest.mark.parametrize("rest", ["B3 का बाक़ी अगले हफ़्ते दे देंगे।", "B3 ka baaki agle hafte de denge."])
def test_the_rest_on_a_day_to_come_reads_both_payments_as_before(rest):
    assert reading(_TABLE["hi" if "का" in rest else "hl"].format(rest=rest)) == [
        ("pay", None, None, None, None, "B3"), ("pay", None, None, None, None, "B10")]


@pytest.mark.parametrize("text", [
    "B75 ka payment aaj kar diya. B77 ka payment agle hafte karenge.",
    "B75 का भुगतान आज कर दिया। B77 का भुगतान अगले हफ़्ते करेंगे।",
])
def test_a_bill_put_off_whole_beside_a_payment_is_still_dropped(text):
    assert reading(text) == [("pay", None, None, None, None, "B75")]
