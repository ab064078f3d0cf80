"""An order kept in a bracket beside a cancel is not cancelled ("Cancel O1 (keep O2)", ``lang.kept_orders``)."""
from __future__ import annotations

import pytest

from reader_intents import intents

CANCEL_O1 = [("cancel", None, None, None, "O1", None)]


@pytest.mark.parametrize("text", [
    "Cancel O1 (keep O2).", "Cancel O1 [keep O2]", "Cancel O1 (O2 stays).", "Cancel O1 (O2 is fine).",
    "O1 cancel karo (O2 rakhna).", "O1 cancel kar do (O2 theek hai).", "O1 रद्द करें (O2 रखें)।",
    "O1 रद्द कीजिए (O2 ठीक है)।", "Please cancel O1 (please keep O5 as it is)."])
def test_an_order_kept_in_brackets_stays(text):
    assert intents(text, email=True) == CANCEL_O1


def test_an_order_added_in_brackets_is_cancelled_too():
    assert intents("Cancel O1 (and O2).", email=True) == CANCEL_O1 + [("cancel", None, None, None, "O2", None)]
    assert intents("Cancel O2 (keep O3)", email=True) == [("cancel", None, None, None, "O2", None)]


def test_the_keep_in_a_bracket_is_the_bracket_orders():
    assert intents("Cancel O1 and O2 (keep O3).", email=True) == CANCEL_O1 + [("cancel", None, None, None, "O2", None)]
