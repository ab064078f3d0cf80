"""The rest of a bill promised in the sentence of the part paid now (``lang.rest_after_paid``, session 38, fixer DC):
the part is a payment of the amount said; beside a bill paid whole it is asked, as the English is, never dropped."""
from __future__ import annotations

import pytest

from reader_intents import reading

_B11 = ("pay", None, None, None, None, "B11")


@pytest.mark.parametrize("text", [
    "आदरणीय रमेश जी,\n\nआज, 3 फ़रवरी को किए गए दो भुगतानों की पुष्टि:\n- B6 — NEFT से पूरा भुगतान (UTR SBIN229034417788)।\n"
    "- B11 — ₹3,000 चेक नं. 118471 से दिए; बाक़ी हमारे 15 दिन के उधार के अंदर है और 7 फ़रवरी तक दे दिया जाएगा।\n\n"
    "कृपया पावती भेजें।",
    "Ramesh sir,\n\nAaj, 3 February ko kiye gaye do payments ka confirmation:\n- B6 — NEFT se poora payment (UTR "
    "SBIN229034417788).\n- B11 — ₹3,000 cheque no. 118471 se diye; baaki hamare 15 din ke credit ke andar hai aur 7 "
    "February tak de diya jayega.\n\nKripya acknowledge karein.",
    "Dear Ramesh sir,\n\nThis is to confirm two payments made today, 3 February:\n- B6 — paid in full by NEFT (UTR "
    "SBIN229034417788).\n- B11 — ₹3,000 paid by cheque no. 118471; the balance is within our 15-day credit and will "
    "be paid by 7 February.\n\nKindly acknowledge.",
    # probes of our own
    "B6 NEFT se poora payment kar diya. B9 — ₹1,500 cash diye; baaki Monday tak denge.",
    "B6 का पूरा भुगतान NEFT से कर दिया। B9 — ₹1,500 नकद दिए; बाक़ी सोमवार तक देंगे।",
])
def test_a_part_paid_beside_a_bill_paid_whole_is_asked_in_every_language(text):
    assert reading(text) == "ambiguous_intent.partial_pay"


@pytest.mark.parametrize("text", [
    "B11 — ₹3,000 चेक से दिए; बाक़ी 7 फ़रवरी तक देंगे।",
    "B11 — ₹3,000 cheque se diye; baaki 7 February tak denge.",
    "B11 — ₹3,000 paid by cheque; the balance will be paid by 7 February.",
])
def test_the_part_paid_alone_is_a_payment_of_the_amount(text):
    r = reading(text)
    assert r == [_B11], r


def test_a_bill_whose_payment_is_left_reads_as_before():
    assert reading("B11 ka payment baaki hai, agle hafte denge.") == "ambiguous_intent.partial_pay"
