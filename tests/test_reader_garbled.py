"""Text garbled on its way from a model server (``lang.garbled``), the model's words to its user
(``lang.model_talk``) and a percentage off (``lang.percent_off``): breaker X's and V's kinds (holdouts 84, 83)."""
from __future__ import annotations

import pytest

from lang.garbled import ungarbled
from lang.model_talk import without_model_talk
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    ("We accept your rate of &#8377;540 per litre for desi ghee", [("accept", "ghee-1l", None, 54000, None, None)]),
    ("Send 12 bottles of Pepsi at \\u20b938 each", [("order", "soft-drink-750ml", 12, 3800, None, None)]),  # not B938
    ("Send 20 kg rice at â‚¹42 a kg", [("order", "rice-1kg", 20, 4200, None, None)]),
    ("Cancel O1️⃣2️⃣", [("cancel", None, None, None, "O12", None)]),  # had cancelled O1, silently
    ("Send <b>15 kg</b> tomato at <b>&#8377;30</b>/kg", [("order", "tomato-1kg", 15, 3000, None, None)]),
    ("Send 30 kg rice\\nand 10 kg chana dal", [("order", "rice-1kg", 30, None, None, None),
                                               ("order", "chana-dal-1kg", 10, None, None, None)]),
])
def test_garbled_text_is_read_as_meant(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Send 20 kg rice.", "₹40 & ₹42", "a \\ b", "Rice ₹40/kg"])
def test_plain_text_is_left_as_it_is(text):
    assert ungarbled(text) == text


@pytest.mark.parametrize("text", [
    "Send 20 kg rice. Let me know if you'd like me to add 5 kg salt as well!",
    "Send 20 kg rice.\nTip: you may also want to order 5 kg salt",
    "20 किलो चावल भेजिए। अगर आप चाहें तो 5 किलो नमक भी जोड़ सकते हैं।",
    "20 kilo chawal bhejiye. Agar aap chahein to 5 kilo namak bhi jod sakte hain.",
])
def test_the_models_words_to_its_user_order_nothing(text):
    assert _rows(text) == [("order", "rice-1kg", 20, None, None, None)]  # the salt had been ordered, silently


@pytest.mark.parametrize("text", ["Send 20 kg rice. Let me know if you can send 5 kg salt too.",
                                  "20 किलो चावल भेजिए। अगर आप चाहें तो 5 किलो नमक भी भेज सकते हैं।"])
def test_words_to_the_supplier_stay(text):
    assert without_model_talk(text) == text


@pytest.mark.parametrize("text", ["Knock 3% off and we'll take 10 cases of Parle-G.",
                                  "5% discount do aur 40 packet chai bhej do", "Send 50 kg rice with 2% discount",
                                  "चावल पर 2% छूट दीजिए, 50 किलो भेजिए।"])
def test_a_percentage_off_with_no_price_is_refused(text):
    r = read_message(text, CAT, email=True)  # (had ordered at the supplier's full price, silently)
    assert not r.readable and r.reason_key == "no_price.how_much_lower", (text, r.reason)


@pytest.mark.parametrize("text, rows", [
    ("तूर दाल: आपके ₹150 पर 10% कम, यानी ₹135 किलो, तो 20 किलो लेंगे।", [("offer", "toor-dal-1kg", 20, 13500, None, None)]),
    ("Send 40 kg rice @ ₹36, and 5% GST on the bill as usual", [("order", "rice-1kg", 40, 3600, None, None)]),
])
def test_a_percentage_beside_a_stated_price_or_no_discount_is_read(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, rows", [
    # a price and its add-on said together: the all-in price the shop agrees to pay (breaker V: the add-on dropped)
    ("Send 40 kg rice @ ₹36 + 5% GST.", [("order", "rice-1kg", 40, 3780, None, None)]),
    ("40 किलो चावल भेजो, ₹36 + 5% GST.", [("order", "rice-1kg", 40, 3780, None, None)]),
    ("Sugar at ₹40 plus ₹1.50/kg transport is okay. Send 100 kg.",
     [("accept", "sugar-1kg", None, 4150, None, None), ("order", "sugar-1kg", 100, None, None, None)]),
    ("चीनी ₹40 और ₹1.50 किलो भाड़ा, ठीक है। 100 किलो भेज दो।",
     [("accept", "sugar-1kg", None, 4150, None, None), ("order", "sugar-1kg", 100, None, None, None)]),
    # a lump sum for transport is no add-on to the rate
    ("Onion ₹30/kg + ₹200 transport is fine. Send 50 kg.",
     [("accept", "onion-1kg", None, 3000, None, None), ("order", "onion-1kg", 50, None, None, None)]),
])
def test_a_price_and_its_add_on(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, rows", [
    # a Hindi draft then a final: the final only (breaker X: both read, silently)
    ("ड्राफ़्ट: कृपया 20 किलो मसूर दाल ₹85/किलो पर भेजिए।\n\nफ़ाइनल: कृपया 25 किलो मसूर दाल ₹82/किलो पर भेजिए।",
     [("order", "masoor-dal-1kg", 25, 8200, None, None)]),
    ("ड्राफ़्ट: O9 कैंसल कीजिए।\nफ़ाइनल: O12 कैंसल कीजिए।", [("cancel", None, None, None, "O12", None)]),
    # money said to come asks nothing (breaker X: read as a bill or a delivery asked)
    ("Send 6 trays of eggs at ₹180 per tray. Also, the payment for last week's bill will reach you by Friday.",
     [("order", "eggs-1pc", 180, 600, None, None)]),
    ("Send 10 kg sugar. The cheque for the bill will reach you Monday.", [("order", "sugar-1kg", 10, None, None, None)]),
])
def test_drafts_and_money_said_to_come(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, rows", [
    # text-speak (breaker W, holdout85): a ditto price is the line above's; "n" is "and"; the laundry bar by its names
    ('चावल 20kg @36\nचीनी 10kg @ ""', [("order", "rice-1kg", 20, 3600, None, None), ("order", "sugar-1kg", 10, 3600, None, None)]),
    ("rice 20kg @36\nsugar 10kg @ same", [("order", "rice-1kg", 20, 3600, None, None),
                                         ("order", "sugar-1kg", 10, 3600, None, None)]),
    ("snd 20kg rice @36 n 10kg sugar", [("order", "rice-1kg", 20, 3600, None, None),
                                        ("order", "sugar-1kg", 10, None, None, None)]),
    ("kpde ka sabun 24 bhej do", [("order", "laundry-bar-1pc", 24, None, None, None)]),  # (was bath soap, silently)
    ("Send 60 eggs at ₹180 per tray", [("order", "eggs-1pc", 60, 600, None, None)]),
])
def test_text_speak(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", [
    "snd chwl 20kg, sugar also",  # the 20 kg had gone to the sugar, silently: 20 of what?
    "pls snd 20kg chwl @36 + sugar",
    "eggs 60 @ 180/- tray",  # 60 eggs or 60 trays? (had read 1,800 eggs, silently)
    "maggi 48 @ 140/- dozen",
])
def test_text_speak_that_cannot_be_placed_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable, (text, r.intents)
