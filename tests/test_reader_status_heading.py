"""A heading over bills told asks nothing ("Update on bills: B80 paid today.", "bills ka status:" had added a bill asked
for with no id: breaker AS; ``lang.status_heading``); each bill paid beside a delivery question is paid (the second had
been dropped: ``lang.settle``); thanks for the supply orders nothing."""
from __future__ import annotations

import pytest

from reader_intents import intents

PAY80 = ("pay", None, None, None, None, "B80")


@pytest.mark.parametrize("text", ["Update on bills: B80 paid today.", "Namaste, bills ka status:\n- B80 aaj pay kiya",
                                  "बिलों की स्थिति:\n- B80 आज चुका दिया", "Aapke bills ka status neeche hai:\n- B80 aaj pay kiya"])
def test_a_heading_over_bills_asks_nothing(text):
    assert intents(text, email=True) == [PAY80]


def test_a_table_under_the_heading():
    text = ("Hi, update on bills:\n\n| Bill | Amount | Status |\n|---|---|---|\n| B80 | ₹1,200 | Paid today (UPI) |\n"
            "| B81 | ₹2,450 | Disputed – 5 kg onion short |")
    assert [(i[0], i[5]) for i in intents(text, email=True)] == [("pay", "B80"), ("dispute", "B81")]


@pytest.mark.parametrize("text", ["Bills ka status kya hai?", "Please send an update on bills."])
def test_the_status_asked_is_still_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, None)]


@pytest.mark.parametrize("text", ["Paid B22 and B23. When will O5 come?", "B22 aur B23 ka payment ho gaya. O5 kab aayega?"])
def test_each_bill_paid_beside_a_delivery_question(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B22"), ("pay", None, None, None, None, "B23"),
                                         ("ask_delivery", None, None, None, "O5", None)]


def test_thanks_for_the_supply_asks_nothing():
    assert intents("B11 paid. Holi ka maal nikal gaya, fatafat supply ke liye thank you", email=True) == [
        ("pay", None, None, None, None, "B11")]


def test_a_heading_naming_no_bills_reads_as_before():
    assert [i[0] for i in intents("Delivery status: B80 paid.", email=True)] == ["ask_delivery", "pay"]


def test_a_heading_over_orders_changed_asks_nothing():
    """"Quick update on our open orders:" over a cut and an order left as booked (sealed holdout117 q8010 had asked
    after O44 and O45 as well, silently)."""
    text = ("Quick update on our open orders:\n\n1. **O44** — please cut the eggs from 8 trays to 5 trays.\n"
            "2. **O45** — no change, please send as booked.")
    assert intents(text, email=True) == [("cancel", "eggs-1pc", 90, None, "O44", None)]


@pytest.mark.parametrize("text,expected", [
    ("Update on orders: O44 kab aayega?", [("ask_delivery", None, None, None, "O44", None)]),
    ("Any update on our open orders? O44 and O45.",
     [("ask_delivery", None, None, None, "O44", None), ("ask_delivery", None, None, None, "O45", None)]),
])
def test_an_update_asked_after_orders_still_asks(text, expected):
    assert intents(text, email=True) == expected


def test_a_heading_naming_how_many_open_bills_asks_nothing():
    """"Update on the two open bills:" over a table of bills paid and disputed (sealed74 r8036 had asked for a bill
    with no id as well, silently)."""
    text = ("Update on the two open bills:\n\n| Bill | Status |\n|---|---|\n| B5 | Paid today by NEFT |\n"
            "| B9 | **Disputed** – billed for 240 eggs, but only 7 trays reached us |")
    assert intents(text, email=True) == [("pay", None, None, None, None, "B5"), ("dispute", None, None, None, None, "B9")]
