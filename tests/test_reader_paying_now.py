"""A bill said to be paid as we write ("हम आज B4 चुका रहे हैं", "Hum aaj B4 chuka rahe hain"): a payment, as the
English "We are paying B4 today" already was (a new user's trial, session 41: "We are paying your bill today" was
refused as no bill id in English and Hinglish but as no intent in Hindi, so the refusal-reason rows a language
ablation differences measured the reader). A payment promised for later stays refused (``pay_later``)."""
import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.bill_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", ["We are paying B4 today.", "हम आज B4 चुका रहे हैं।", "Hum aaj B4 chuka rahe hain.",
                                  "B4 का हिसाब आज चुका रहे हैं।", "B4 ka hisaab aaj chuka rahe hain."])
def test_a_bill_paid_as_we_write_is_a_payment(text):
    assert _read(text) == [("pay", "B4")]


@pytest.mark.parametrize("text", ["We are paying your bill today.", "हम आज आपका बिल चुका रहे हैं।",
                                  "Hum aaj aapka bill chuka rahe hain."])
def test_a_payment_with_no_bill_named_is_refused_alike_in_every_language(text):
    assert _read(text) == "no_id.bill"


@pytest.mark.parametrize("text", ["B4 aur B5 aaj chuka rahe hain, B6 agle hafte.",
                                  "B4 और B5 आज चुका रहे हैं, B6 अगले हफ़्ते।",
                                  "We are paying B4 and B5 today, B6 next week."])
def test_bills_paid_now_beside_one_promised_for_later(text):
    assert _read(text) == [("pay", "B4"), ("pay", "B5")]


@pytest.mark.parametrize("text", ["B4 aaj chuka denge.", "B4 आज चुका देंगे।", "We will pay B4 today."])
def test_a_payment_promised_stays_refused(text):
    assert _read(text) == "ambiguous_intent.pay_later"
