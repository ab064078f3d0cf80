"""Money sent and bills asked for in the words breaker AS found refused: "Sending ₹2,000 now against B16", "Sent the
amount again by NEFT for B16" pay (a word of sending with money or its way named); "O23 ka GST invoice chahiye",
"ऑर्डर O23 का GST बिल चाहिए" ask the order's bill; "स्टेटमेंट" and "खाता-विवरण" ask the statement of account. A GST bill
named as a term of an order asks nothing; "sent" alone is no payment."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Sending ₹2,000 now against B16.", "Sent the amount again by NEFT for B16.",
                                  "Sorry, our cheque for B16 bounced. Sent the amount again by NEFT today."])
def test_money_sent_pays(text):
    assert [(i[0], i[5]) for i in intents(text, email=True)] == [("pay", "B16")]


def test_money_sent_in_part_pays_that_amount():
    """A part paid with its amount said pays that amount (lang.part_paid, session 32: the golds of eleven corpora read
    it so); the desk pays the bill only if the amount is what it comes to, else refuses naming both sums."""
    from lang.reader import read_message
    r = read_message("Sending ₹2,000 now against B16, balance by Saturday.", email=True)
    assert r.readable and [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B16", 200000)]


def test_goods_sent_are_no_payment():
    assert intents("Last week you sent 30 kg rice; this time send 40 kg.", email=True) == [
        ("order", "rice-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text", ["O23 ka GST invoice chahiye", "ऑर्डर O23 का GST बिल चाहिए।", "Order O23 ka GST invoice chahiye."])
def test_a_gst_bill_of_an_order_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O23", None)]


@pytest.mark.parametrize("text", ["B58 का GST इनवॉइस हमारे GSTIN के साथ ईमेल कर दीजिए, मुनीम को चाहिए।",
                                  "B58 ka GST invoice hamare GSTIN ke saath email kar do, accountant ko chahiye."])
def test_a_gst_invoice_of_a_bill_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B58")]


@pytest.mark.parametrize("text", ["हमारे सारे बकाया बिलों का स्टेटमेंट भेज सकते हैं?",
                                  "कृपया 1 सितंबर से आज तक का खाता-विवरण भेजें।", "Please send the statement of account"])
def test_a_statement_of_account_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, None)]


def test_a_gst_bill_as_a_term_of_an_order_asks_nothing():
    text = "**Terms:** 15 din udhaar, free delivery, GST bill chahiye.\n\nToor dal 20 kg ₹132/kg bhejo."
    assert [i[0] for i in intents(text, email=True)] == ["order"]


@pytest.mark.parametrize("text", ["Paid B19. But B20 has the wrong rate for toor dal. Please correct B20 before we pay it.",
                                  "Please correct B20 before we pay it."])
def test_a_payment_after_a_correction_is_not_made(text):
    assert ("pay", None, None, None, None, "B20") not in intents(text, email=True)
    assert ("dispute", None, None, None, None, "B20") in intents(text, email=True)
