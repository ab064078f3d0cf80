"""Kinds a black-box breaker (I, eleventh session: 446 messages about running orders and money over a month, and
120 counter lines) found read silently wrong, each now read as its writer read it or asked about.

- A bill asked about as still due, beside a payment told of a past day ("Why is B90 still showing due? We paid
  ₹2,400 last Tuesday"), is no payment now: paying it moved the money a second time.
- "Cancel nothing, just add …" and "Nothing to cancel in O95" say not to cancel.
- "Only send the sugar from O90, cancel rest" cancels all of O90 but the sugar, which a whole-order cancel is not.
- "Cancel O61 and O62 both." cancels both (the second was dropped).
- A dispute taken back ("B41 dispute withdrawn", "B41 की शिकायत रद्द करें") disputes nothing.
- At the counter, money paid before today's bill ("You paid ₹500 yesterday as advance", "₹200 pehle de chuke ho")
  is not the bill.
"""
import pytest

from lang.counter_words import read_at_counter
from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Why is B90 still showing due? We paid ₹2,400 last Tuesday.",
    "Please confirm whether bill B90 has been settled; our records show ₹2,400 paid on the 12th.",
])
def test_a_bill_asked_about_as_due_is_not_paid_again(text):
    r = read_message(text, email=True)
    assert not any(i.kind == "pay" for i in r.intents), _rows(r)


def test_a_payment_with_its_day_beside_a_delivery_question_still_pays():
    r = read_message("Has order #58 been dispatched? Paid it on Monday (UPI ref 90021).", email=True)
    assert r.readable and ("pay", None, None, "O58", None) in _rows(r), r.reason  # (held-out 29's gold)


@pytest.mark.parametrize("text", ["Cancel nothing, just add 24 packets biscuits to O95 pls",
                                  "Nothing to cancel in O95. Add 2 trays eggs to it."])
def test_cancel_nothing_cancels_nothing(text):
    r = read_message(text, email=True)
    assert not any(i.kind == "cancel" for i in r.intents), _rows(r)


@pytest.mark.parametrize("text", ["Only send the sugar from O90, cancel rest.", "O90 mein sirf cheeni bhejo, baaki cancel",
                                  "O90 से सिर्फ़ चीनी भेजिए, बाक़ी रद्द।"])
def test_cancel_the_rest_is_no_whole_order_cancel(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key in ("ambiguous_intent.except_id", "no_quantity.how_many"), (r.reason,
                                                                                                       _rows(r))


def test_cancel_the_goods_and_keep_the_rest_still_cancels_the_goods():
    r = read_message("Remove the 10 kg potatoes from O219, rest as is.", email=True)
    assert r.readable and _rows(r) == [("cancel", "potato-1kg", 10, "O219", None)], r.reason


@pytest.mark.parametrize("text", ["Cancel O61 and O62 both.", "Cancel O61 & O62 both pls", "Cancel O61 and O62 please"])
def test_both_ids_of_a_pair_are_cancelled(text):
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == [("cancel", None, None, "O61", None), ("cancel", None, None, "O62", None)]


@pytest.mark.parametrize("text", ["B41 dispute withdrawn.", "B41 की शिकायत रद्द करें",
                                  "B41 के बारे में हमारी शिकायत वापस लेते हैं, बिल सही है"])
def test_a_dispute_taken_back_disputes_nothing(text):
    r = read_message(text, email=True)
    assert not any(i.kind == "dispute" for i in r.intents), _rows(r)


def test_a_complaint_asking_money_back_is_still_a_dispute():
    r = read_message("B41 mein 5 kg kam aaya, ₹200 wapas karo", email=True)
    assert r.readable and [i.kind for i in r.intents] == ["dispute"], r.reason


@pytest.mark.parametrize("text", [
    "The bill is ₹517. You paid ₹500 yesterday as advance, so ₹17 more.",
    "₹640 hua. ₹200 pehle de chuke ho, ₹440 aur.",
])
def test_money_paid_before_is_not_billed_as_the_net(text):
    """Breaker I's gold billed the goods total here; holdout38's writer billed the net. The corpus README's counter
    conventions (twelfth session) settle it: the shop keeps no advances, so a goods total and a net after an advance
    are refused, both amounts named (tests/test_counter_khata_advance.py)."""
    r = read_at_counter(text)
    assert not r.readable and r.reason.startswith("ambiguous_intent"), r.reason


@pytest.mark.parametrize("text", [
    "Paid ₹500 less on B60 because of the leaking milk.", "B60 में से ₹500 काट कर भुगतान किया",
    "Paid B60 after deducting ₹300 for the leaking milk.", "B60 ka payment ₹300 ghata ke kiya",
    "Pay B96 out of the ₹10,000 advance.",
])
def test_money_kept_back_from_a_bill_is_no_payment_of_that_amount(text):
    r = read_message(text, email=True)  # (each had paid the bill the amount kept back)
    assert not any(i.kind == "pay" for i in r.intents), _rows(r)


@pytest.mark.parametrize("text", ["Cancel O12 and send sugar.", "Cancel O12 and send the sugar separately next week.",
                                  "O12 cancel, cheeni alag se bhejna"])
def test_goods_asked_beside_a_cancel_are_asked_how_many(text):
    r = read_message(text, email=True)  # (the sugar had been dropped without a word)
    assert not r.readable and r.reason_key.startswith("no_quantity"), (r.reason, _rows(r))


@pytest.mark.parametrize("text", ["B103 and B104 are both wrong.", "B103 aur B104 dono galat hain",
                                  "B103 और B104 दोनों गलत हैं"])
def test_two_bills_named_bare_beside_a_dispute_are_both_disputed(text):
    r = read_message(text, email=True)  # (the English had disputed B104 only)
    assert r.readable and _rows(r) == [("dispute", None, None, None, "B103"), ("dispute", None, None, None, "B104")]


@pytest.mark.parametrize("text", ["make it 6 trays eggs instead of 4", "Make it 6 trays of eggs instead of 4."])
def test_the_count_it_was_is_no_price(text):
    r = read_message(text, email=True)  # (a ninth-session breaker: it had offered eggs at ₹4)
    assert not any(i.unit_price_paise == 400 for i in r.intents), _rows(r)


@pytest.mark.parametrize("text", ["O72 में ४० किलो आलू की जगह ३५ किलो ही आया। बाक़ी भेजो या पैसे कम करो।",
                                  "O72 mein 40 kilo aloo ki jagah 35 kilo hi aaya."])
def test_goods_come_short_are_no_order_changed(text):
    r = read_message(text, email=True)  # (held-out 41: it had cancelled 5 kg of O72)
    assert not any(i.kind == "cancel" for i in r.intents), _rows(r)


@pytest.mark.parametrize("text", ["Masoor 86 bahut zyada hai, thoda kam karo — 80 chalega?", "Masoor 86 too high, 80 ok?"])
def test_a_bare_price_called_too_dear_is_no_count(text):
    r = read_message(text, email=True)  # (held-out 41: it had offered 86 kg at ₹80)
    assert not any(i.quantity == 86 for i in r.intents), _rows(r)
