"""A cancel told as done before is background (lang/cancelled_before.py): the rest of the message is read, the
old cancel is not made again; a cancel now stays a cancel."""
import pytest

from lang.reader import read_message


def _read(text, second_opinion=None):
    r = read_message(text, email=True, second_opinion=second_opinion)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text,expected", [
    # holdout37 en-s041 and holdout38 en-t054 (written unseen): each had cancelled the order again
    ("Morning! We cancelled the sugar from O18 yesterday as you know, no issues. Just checking, is the rest of O18 "
     "coming today?", [("ask_delivery", None, None, "O18")]),
    ("Further to our call: we cancelled O15 on Monday (your office confirmed). Today we would like to order 20 kg "
     "rice.", [("order", "rice-1kg", 20, None)]),
    ("We had cancelled the sugar from O18 yesterday. Is the rest of O18 coming today?",
     [("ask_delivery", None, None, "O18")]),
    ("O15 to Monday ko cancel kar diya tha. 20 kilo chawal bhejo.", [("order", "rice-1kg", 20, None)]),
    ("O15 हमने सोमवार को रद्द कर दिया था। 20 किलो चावल भेजिए।", [("order", "rice-1kg", 20, None)]),
])
def test_a_cancel_told_as_done_before_is_not_made_again(text, expected):
    # the rule stages alone: lang.second_opinion refuses the Hinglish row (reads a cancel asked; its cost, docs/reader.md)
    assert _read(text, second_opinion=False) == expected


@pytest.mark.parametrize("text,expected", [
    ("We have cancelled O15, please don't send it.", [("cancel", None, None, "O15")]),
    ("Cancel O15. Send 20 kg rice.", [("cancel", None, None, "O15"), ("order", "rice-1kg", 20, None)]),
    ("please cancel the 2 trays of eggs on O44, we still have stock", [("cancel", "eggs-1pc", 60, "O44")]),
])
def test_a_cancel_now_stays_a_cancel(text, expected):
    assert _read(text) == expected


def test_a_cancel_told_as_done_and_nothing_else_is_refused():
    assert not read_message("We cancelled O15 yesterday.", email=True).readable
