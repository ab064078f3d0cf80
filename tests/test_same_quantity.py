"""lang.same_quantity: goods asked "in the same quantity" as others, with no count of their own, are refused with
what to write (the count itself), in all three languages — the addition had been dropped and the cut alone read
(silently), or both goods cut; a repeat of an order named ("इस हफ़्ते भी उतना ही फिर से भेज दीजिए") reads as before."""
from __future__ import annotations

import pytest

from lang.reasons import word
from lang.reader import read_message
from market.catalogue import load_catalogue

from reader_intents import intents, refused

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Remove 5 kg chana dal from O13. Add the same quantity of moong dal to O13.",
    "Remove 5 kg chana dal from O13 and add the same amount of moong dal.",
    "O13 से 5 किलो चना दाल हटा दीजिए। उतनी ही मूंग दाल O13 में जोड़ दीजिए।",
    "O13 se 5 kilo chana dal hata do. Utni hi moong dal O13 mein daal do.",
    "O13 se 5 kilo chana dal hata do, utni hi moong dal add kar do.",
])
def test_goods_added_in_the_same_quantity_take_the_count_cut(text):  # (lang.order_moves writes the count in)
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 5, None, "O13", None),
                                         ("order", "moong-dal-1kg", 5, None, "O13", None)]


@pytest.mark.parametrize("text", [
    "Send 12 packets of Tata Tea and the same number of Tata Salt.",
    "Remove 5 kg chana dal from O13. Add the same quantity of moong dal to O14.",  # another order: not rewritten
    "O13 से 5 किलो चना दाल हटा दीजिए, और 2 किलो चीनी। उतनी ही मूंग दाल भी भेजिए।",
    "O13 se 5 kilo chana dal hata do, aur 2 kilo chini. Utni hi moong dal bhi bhejo.",
])
def test_goods_in_the_same_quantity_are_asked_their_count(text):
    assert refused(text, email=True) == "ambiguous_intent.worked_out"


def test_the_reason_is_in_the_writers_language():
    r = read_message("O13 se 5 kilo chana dal hata do, aur 2 kilo chini. Utni hi moong dal bhi bhejo.", CAT, email=True)
    assert r.language == "hinglish" and "Utni hi moong dal" in word(r.reason_key, r.reason_args, "hinglish")


def test_a_count_of_their_own_is_read():
    assert intents("Remove 5 kg chana dal from O13. Add 5 kg moong dal to O13.", email=True) == [
        ("cancel", "chana-dal-1kg", 5, None, "O13", None), ("order", "moong-dal-1kg", 5, None, "O13", None)]


def test_an_order_repeated_so_much_reads_as_before():
    assert intents("पिछले हफ़्ते के O15 में 20 किलो आटा और 10 किलो चीनी थी। इस हफ़्ते भी उतना ही फिर से भेज दीजिए।",
                   email=True) == [("order", "atta-5kg", 4, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Remove 5 kg chana dal from O13. Add moong dal to O13.",  # an addition with no count beside a cut: how much?
    "Remove 5 kg chana dal from O13 and add moong dal to O13.",  # (it had been dropped, or the moong dal cut)
    "O13 से 5 किलो चना दाल हटा दीजिए। मूंग दाल O13 में जोड़ दीजिए।",
    "O13 se 5 kilo chana dal hata do. Moong dal O13 mein daal do.",
])
def test_goods_added_with_no_count_beside_a_cut_are_asked_how_many(text):
    assert refused(text, email=True).startswith("no_quantity")
