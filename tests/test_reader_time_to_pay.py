"""Time asked to pay a bill is no payment (lang/time_to_pay.py; a probe: "We need some time to pay B7" had paid B7,
silently, in the three languages)."""
from tests.reader_intents import intents, refused


def test_time_asked_to_pay_is_no_payment():
    assert refused("We need some time to pay B7.") == "ambiguous_intent.pay_later"
    assert refused("We need 2 more days to pay B7.") == "ambiguous_intent.pay_later"
    assert refused("B7 ka payment karne ke liye thoda time chahiye.") == "ambiguous_intent.pay_later"
    assert refused("B7 ke liye 3 din ki mohlat chahiye, payment Monday ko karenge.") == "ambiguous_intent.pay_later"
    assert refused("B7 के भुगतान के लिए थोड़ा समय चाहिए।") == "ambiguous_intent.pay_later"


def test_a_payment_beside_goods_needed_still_pays():
    assert intents("Paid B7 by UPI.") == [("pay", None, None, None, None, "B7")]
    assert intents("Paid B7. We need 10 kg rice.") == [
        ("pay", None, None, None, None, "B7"), ("order", "rice-1kg", 10, None, None, None)]
    assert intents("B7 ka payment kar diya. 10 kilo chawal chahiye.") == [
        ("pay", None, None, None, None, "B7"), ("order", "rice-1kg", 10, None, None, None)]
    assert intents("Payment for B7 done today; need the bill for O9 in time.") == [
        ("pay", None, None, None, None, "B7"), ("ask_bill", None, None, None, "O9", None)]
