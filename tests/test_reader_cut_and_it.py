"""Goods of an order said not come, then "cancel it" in the next breath: those goods are cancelled from that order,
not the whole order, and no delivery question is asked of them (lang/owed_cancelled.py; holdout134 f7041: "O9 chana
dal 10 kg still not come. cancel it, no need now." had been read as a delivery question and a cancel of all O9)."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "O9 chana dal 10 kg still not come. cancel it, no need now.",
    "O9 की चना दाल 10 किलो अभी तक नहीं आई। कैंसल करो, अब ज़रूरत नहीं।",
    "O9 ki chana dal 10 kilo abhi tak nahi aayi. cancel karo, ab zarurat nahi.",
])
def test_goods_not_come_then_cancel_it_cancels_those_goods(text):
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 10, None, "O9", None)]


def test_probe_goods_not_arrived_then_please_cancel_it():  # (a probe of our own)
    text = "O4 sugar 20 kg has not arrived yet. Please cancel it, we bought elsewhere."
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 20, None, "O4", None)]


def test_an_order_not_come_then_cancel_it_still_cancels_the_order():  # near: no goods named
    got = intents("O9 still not come. cancel it, no need now.", email=True)
    assert ("cancel", None, None, None, "O9", None) in got


def test_goods_not_come_asked_after_reads_as_before():  # near: no cancel
    assert intents("O4 sugar 20 kg still not come, when will it come?", email=True) == [
        ("ask_delivery", "sugar-1kg", 20, None, "O4", None)]


def test_goods_cancelled_by_name_read_as_before():
    assert intents("Cancel chana dal 10 kg from O9.", email=True) == [("cancel", "chana-dal-1kg", 10, None, "O9", None)]


# A bracket telling goods still held, with its count, after a cut (lang/asides.py; holdout61 en-a005 had lost the
# cut of eggs to its "(we still have 2 trays unsold)" and read only the ETA asked).
@pytest.mark.parametrize("text", [
    "Please cut eggs in O14 from 5 trays to 3 trays (we still have 2 trays unsold).",  # (a probe of our own)
    "Please cut eggs in O14 from 5 trays to 3 trays. We still have 2 trays unsold.",
])
def test_a_cut_beside_goods_still_held_is_read(text):
    assert intents(text, email=True) == [("cancel", "eggs-1pc", 60, None, "O14", None)]


def test_a_cut_and_eta_beside_goods_still_held_are_both_read():  # (a probe of our own)
    text = ("- **Eggs:** please cut O14 from 5 trays to 3 trays (we still have 2 trays unsold)\n"
            "- **Delivery:** when can we expect O14 to reach us?")
    assert intents(text, email=True) == [("cancel", "eggs-1pc", 60, None, "O14", None),
                                         ("ask_delivery", None, None, None, "O14", None)]


def test_the_corpus_cut_with_its_order_named_elsewhere_is_no_longer_read_as_the_eta_alone():
    text = ("### Update on Order O14\n\nHi team,\n\n- **Eggs:** please cut from 5 trays to 3 trays (we still have 2 "
            "trays unsold)\n- Everything else in O14 stays the same\n- **Delivery:** when can we expect O14 to reach "
            "us?\n\n**Summary:** O14 – eggs down by 2 trays; please share the ETA.")
    assert intents(text, email=True) != [("ask_delivery", None, None, None, "O14", None)]


def test_a_bracket_asking_for_more_is_left_as_written():  # near: a request inside the bracket
    assert refused("Send eggs 3 trays (we still have 2 trays, send 3 more).", email=True) == "ambiguous_intent.figure"
