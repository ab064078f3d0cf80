"""lang.summary_cut: a closing summary that says the body's cut again without a verb ("दोबारा: O33 से 2 ट्रे अंडे
कम", "Recap: O33 se 2 tray ande kam") is the body said again and is set aside; one that says another count stays
with the message, which is refused as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_HI = "सलीम भाई नमस्ते,\n\n- O33 में अंडे: 6 ट्रे की जगह 4 ट्रे।\n\nदोबारा: O33 से {n} ट्रे अंडे कम; बाकी सब वैसा ही।\n\nधन्यवाद"
_HL = "Salim bhai namaste,\n\n- O33 mein ande: 6 tray ki jagah 4 tray.\n\nRecap: O33 se {n} tray ande kam; baaki sab waisa hi.\n\nThanks"
_EN = ("Dear Salim bhai,\n\n- Eggs in O33: from 6 trays down to 4 trays.\n\nTo recap: cut {n} trays of eggs from O33; "
       "everything else unchanged.\n\nThanks")


@pytest.mark.parametrize("text", [_HI, _HL, _EN])
def test_a_summary_that_says_the_cut_again(text):
    assert intents(text.format(n=2), email=True) == [("cancel", "eggs-1pc", 60, None, "O33", None)]


@pytest.mark.parametrize("text", [_HI, _HL])
def test_a_summary_with_another_count_is_refused(text):
    assert refused(text.format(n=3), email=True).startswith("ambiguous_intent")
