"""A payment whose stated amount the reading lost is refused, naming it (lang.pay_amount_unplaced, session 56): the
desk books the amount a message paid, never the whole bill nor the first of two sums."""
import pytest

from lang.reader import read_message

LOST = [
    ("Paid ₹3,000 and ₹240 against B7 today by NEFT.", "₹240", "en"),
    ("Paid ₹3,000 + ₹240 for B7.", "₹240", "en"),
    ("B2 ka payment kar diya: ₹3,000 aur ₹240.", "₹240", "hinglish"),
    ("B2 का भुगतान कर दिया: ₹3,000 और ₹240।", "₹240", "hi"),
    ("B2 paid — ₹4,744 after the soap.", "₹4,744", "en"),
]


@pytest.mark.parametrize("text, figure, language", LOST)
def test_an_amount_the_payment_lost_is_refused_naming_it(text, figure, language):
    reading = read_message(text, email=True)
    assert not reading.readable
    assert reading.reason_key == "ambiguous_intent.figure"
    assert reading.reason_args == {"figure": figure}
    assert reading.language == language


@pytest.mark.parametrize("text, bill, paise", [
    ("B3 ₹2,585 paid in full by NEFT.", "B3", 258500),
    ("B3 ka ₹2,585 NEFT se bhej diya.", "B3", None),
    ("B3 के ₹2,585 NEFT से भेज दिए।", "B3", None),
])
def test_a_bill_paid_with_its_own_amount_still_pays(text, bill, paise):
    reading = read_message(text, email=True)
    assert reading.readable, reading.reason
    pays = [i for i in reading.intents if i.kind == "pay"]
    assert [(i.bill_id, i.total_paise) for i in pays] in ([(bill, paise)], [(bill, 258500)], [(bill, None)])


def test_a_revised_bill_paid_with_its_amount_after_money_off_still_pays():
    text = ("We have transferred ₹6,840 today by NEFT towards B2 (₹1,720) and B5 (₹5,120, as revised after the "
            "broken eggs) together.")
    reading = read_message(text, email=True)
    assert reading.readable, reading.reason
    assert {i.bill_id for i in reading.intents if i.kind == "pay"} == {"B2", "B5"}
