"""A count said with a plain acceptance is goods asked for (lang/accept_count.py): an accept at the price and an
order of the count; a bargain closed on our own figure, a lot price, a question or a condition stay refused."""
import pytest

from lang.reader import read_message


def _read(text):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,expected", [
    # breaker Q (300 short replies in a running negotiation): each was refused, "say send if you want it sent"
    ("Ghee at ₹520/kg fine. 10 litres.", [("accept", "ghee-1l", None, 47320), ("order", "ghee-1l", 10, None)]),
    ("ठीक है ₹36 पर चावल, 30 किलो।", [("accept", "rice-1kg", None, 3600), ("order", "rice-1kg", 30, None)]),
    ("cheeni 42 theek, 25 kilo", [("accept", "sugar-1kg", None, 4200), ("order", "sugar-1kg", 25, None)]),
    ("Rice ₹38 fine, 20 kg. Sugar ₹44 no thanks.",
     [("accept", "rice-1kg", None, 3800), ("order", "rice-1kg", 20, None), ("reject", "sugar-1kg", None, 4400)]),
    # was refused (tests/test_reader_verify.py): both prices agreed and 20 kg of each sent, as a shopkeeper reads it
    ("Rice 38 ok, sugar 42 ok, send 20 kg each.", [("accept", "rice-1kg", None, 3800), ("accept", "sugar-1kg", None, 4200),
                                                   ("order", "rice-1kg", 20, None), ("order", "sugar-1kg", 20, None)]),
    # holdout13 en-h13-030: the price with no unit of its own is a packet's, not the litre of the count beside it
    ("Thanks. Milk at ₹25 and curd at ₹36 are fine — please send 40 litres of milk and 30 curd packets tomorrow "
     "morning.", [("accept", "milk-500ml", None, 2500), ("accept", "curd-400g", None, 3600),
                  ("order", "milk-500ml", 80, None), ("order", "curd-400g", 30, None)]),
])
def test_a_count_with_a_plain_acceptance_is_ordered(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text", [
    "Too high bhai. ₹520 and 12 litres ghee done.",  # our own counter, closed with "done"
    "Fine — one eighty-five a tray for eggs, done.",  # "a tray" is what the price is per
    "MASOOR 80 RS KILO? TOH 25 KILO PAKKA.",  # a question, then a condition
])
def test_a_count_beside_a_closer_a_lot_or_a_question_is_no_order_at_the_price(text):
    r = read_message(text, email=True)
    assert not r.readable or not any(i.kind == "accept" for i in r.intents), r.intents


def test_a_lot_agreed_at_a_total_is_accepted_and_nothing_sent():
    # (a refusal until the fifteenth session; holdout28's and breaker V's writers read an accept of the lot)
    r = read_message("ठीक है, २० लीटर सरसों तेल के ₹२,६८० मंज़ूर।", email=True)
    assert [(i.kind, i.sku, i.quantity, i.total_paise) for i in r.intents] == [("accept", "mustard-oil-1l", 20, 268000)]


def test_a_quantity_said_correct_in_a_dispute_orders_nothing():
    text = ("Invoice no. 272 mein ghee ₹565 per litre charge hua hai, jabki humara rate ₹530 tay hua tha. "
            "Quantity 6 litre sahi hai.")
    assert [(i.kind, i.bill_id) for i in read_message(text, email=True).intents] == [("dispute", "B272")]


@pytest.mark.parametrize("text", ["> Eggs: ₹186 per tray, 40 trays in stock\n\nEggs fine, 4 trays.",
                                  "> अंडे: ₹186 प्रति ट्रे, 40 ट्रे स्टॉक में\n\nअंडे ठीक, 4 ट्रे।"])
def test_a_count_accepted_under_the_quote_accepts_it_and_orders(text):
    """The quote accepted at its price per egg (₹186 a tray; lang.quoted_accept, the 27th session's convention), then
    the count ordered."""
    assert _read(text) == [("accept", "eggs-1pc", None, 620), ("order", "eggs-1pc", 120, None)]


def test_without_a_quote_an_accepted_count_asks_the_price():
    assert read_message("Eggs fine, 4 trays.", email=True).reason_key.startswith("no_price")
