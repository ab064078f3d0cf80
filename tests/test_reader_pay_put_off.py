"""A bill whose payment is put off, beside bills paid now, asks nothing (lang/pay_put_off.py; a new user's trial,
session 31: "B8 ka payment abhi nahi, 16 tarikh ko karenge. B9 aur B10 ka payment aaj bhej rahe hain." was refused,
"what about B8?"). The bills paid now are paid; the one put off is no payment; a payment only put off stays refused.
"""
import pytest

from tests.reader_intents import intents, refused


def _pays(*bills):
    return [("pay", None, None, None, None, b) for b in bills]


@pytest.mark.parametrize("text, bills", [
    # the trial's mails
    ("B8 ka payment abhi nahi, 16 tarikh ko karenge. B9 aur B10 ka payment aaj bhej rahe hain.", ("B9", "B10")),
    ("B6 और B7 का भुगतान कर रहे हैं। B12 का बाद में।", ("B6", "B7")),
    ("B12 का ₹99 अगले हफ़्ते देंगे, अभी B6 और B7 का भुगतान ले लीजिए।", ("B6", "B7")),
    # probes of our own: "not now" / "not today" / "abhi nahi" / "अभी नहीं"
    ("Paying B9 now; B8 not today.", ("B9",)),
    ("Paying B40. B41 — not today, sorry.", ("B40",)),
    ("B22 अभी नहीं। B21 का भुगतान भेज दिया है।", ("B21",)),
    # a date to come: "on day 15", "15 तारीख को", "16 tarikh ko"
    ("B23 on day 15, not now. Paying B21 today.", ("B21",)),
    ("B21 का भुगतान आज कर रहे हैं, B22 का 15 तारीख को।", ("B21",)),
    ("We are paying B21 and B22 today. B23 will be paid on the 20th.", ("B21", "B22")),
    # a short phrase of the id and "later"
    ("B21 ka payment kar diya. B22 ka baad mein.", ("B21",)),
    ("B21 और B22 का भुगतान आज, B23 का अगले महीने।", ("B21", "B22")),
    # put off in a phrase of its own in the sentence that pays now
    ("B22 ka agle hafte, B21 ka payment abhi bhej rahe hain.", ("B21",)),
    ("We'll clear B30 after Diwali; B31 paid now via UPI.", ("B31",)),
])
def test_a_bill_put_off_beside_bills_paid_now_is_not_paid(text, bills):
    assert intents(text, email=True) == _pays(*bills)


@pytest.mark.parametrize("text", [
    "B12 का भुगतान अगले हफ़्ते करेंगे।",  # only put off: nothing paid now
    "B8 ka payment abhi nahi, 16 tarikh ko karenge.",
    "Paying B9 and B8 next week.",  # "next week" is both bills': no phrase of its own
    "B23 का भुगतान अगले हफ़्ते और B21 का भुगतान भी अगले हफ़्ते।",
])
def test_a_payment_only_put_off_stays_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.pay_later"


def test_near_sentences_read_as_before():
    assert intents("B8 ka payment agle hafte karenge. B9 aur B10 ka payment aaj bhej rahe hain.", email=True) == \
        _pays("B9", "B10")
    assert intents("B12 का ₹99 अगले हफ़्ते देंगे। अभी B6 और B7 का भुगतान ले लीजिए।", email=True) == _pays("B6", "B7")
    assert refused("B8 ka payment abhi nahi.", email=True) == "no_intent.nothing"
