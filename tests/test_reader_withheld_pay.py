"""Payments said not to be made, held back or put to the future (trial 18): never a payment.

Trial 18 sent "बिल B6 का भुगतान अभी नहीं होगा, पहले टूटे अंडों का हिसाब कीजिए।" through the pipeline and the
desk paid B6 (₹1,210.50). Each text below was read as ``pay`` before lang.nonitem's ``_pay_withheld`` and the
future words in ``_LATER``; now none of them yields a payment. Payments with "cheque no." / "ref no." stay
payments (the "no" of a number is no negation).
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "बिल B6 का भुगतान अभी नहीं होगा, पहले टूटे अंडों का हिसाब कीजिए।",
    "बिल B6 का भुगतान अभी नहीं होगा।",
    "बिल B6 का भुगतान नहीं होगा।",
    "बिल B6 का भुगतान तब होगा जब टूटे अंडों का हिसाब होगा।",
    "बिल B6 का भुगतान रोक रहे हैं।",
    "B6 का पेमेंट हो जाएगा।",
    "B6 ka payment abhi nahi hoga, pehle toote ande ka hisaab karo.",
    "B6 ka payment abhi nahi hoga.",
    "B6 ka payment hold pe hai.",
    "B6 ka payment tab hoga jab hisaab theek hoga.",
    "B6 ka payment ho jayega kal tak.",
    "Payment for B6 won't happen now; first sort out the broken eggs.",
    "B6 payment is on hold until the eggs are sorted.",
    "We are holding payment of B6.",
])
def test_withheld_or_future_payment_pays_nothing(text):
    r = read_message(text, CAT)
    assert not any(i.kind == "pay" for i in r.intents), (text, r.readable, r.intents)


@pytest.mark.parametrize("text, bill", [
    ("Cancel O44. B120 paid by cheque no. 004512.", "B120"),
    ("O533 cancel. B634 ka cheque no. 551902 de diya.", "B634"),
    ("Namaste 🙏 Bill B30 ke ₹8,200 abhi NEFT se bhej diye, ref no. 554120. Please receipt confirm kar dijiye.", "B30"),
    ("Paid B11 by cheque (no. 004512).", "B11"),
])
def test_number_no_is_not_a_negation(text, bill):
    r = read_message(text, CAT)
    assert r.readable, (text, r.reason)
    assert [i.bill_id for i in r.intents if i.kind == "pay"] == [bill]
