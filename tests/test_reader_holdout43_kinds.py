"""Three of holdout43's kinds, taken after its sealed measure (thirteenth session; development data from then on):
a withheld payment ("B100 ka payment rokenge, 10 kilo pyaz sada hua tha") had **paid B100**; "₹69 darjn" (a dozen
misspelt) had priced eggs per tray, ₹2.30 an egg; "same as last week bhej do, bas ande 2 tray kam" (a cut of an order
the message does not state) had **ordered 60 eggs**."""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.bill_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", ["B100 ka payment rokenge, 10 kilo pyaz sada hua tha.",
                                  "B100 का भुगतान रोकेंगे, 10 किलो प्याज़ सड़ा था।",
                                  "We are holding the payment for B100, 10 kg onion was rotten."])
def test_a_payment_withheld_is_a_dispute_not_a_payment(text):
    assert [(k, b) for k, *_, b in _rows(read_message(text, email=True))] == [("dispute", "B100")]


def test_a_misspelt_dozen_is_a_dozen():
    r = read_message("bhaiya ande ₹69 darjn kar do toh 6 tray utha lenge 👍", email=True)
    assert _rows(r) == [("offer", "eggs-1pc", 180, 575, None)]


@pytest.mark.parametrize("text", ["same as last week bhej do, bas ande 2 tray kam", "Same as last week, but 2 trays eggs less"])
def test_a_cut_of_an_order_not_stated_is_refused(text):
    assert not read_message(text, email=True).readable
