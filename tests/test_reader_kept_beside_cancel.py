"""Goods kept beside a whole order's cancel: which goods go is not known to the reader, so it refuses
(``lang.kept_beside_cancel``); a cut of named goods, or goods ordered beside a cancel, read as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Cancel O2, but keep the rice.", "Cancel O2 but not the rice.", "Cancel O2 — the rice stays.",
    "Cancel O2; we still want the rice.", "Cancel everything in O2 but the rice.",
    "We no longer need O2, except the rice.", "Please cancel O5, only keep the atta.",
    "O3 cancel karo, chawal rakhna.", "O2 cancel kar do lekin chawal rehne do.", "O2 cancel karo, sirf cheeni chahiye.",
    "O2 रद्द कीजिए, पर चावल रखिए।", "O2 रद्द कर दो, चावल रहने देना।", "O2 रद्द कीजिए, लेकिन चीनी चाहिए।"])
def test_goods_kept_beside_a_whole_cancel_are_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.cancel_narrowed"


@pytest.mark.parametrize("text,want", [
    ("Cancel the rice from O2.", [("cancel", "rice-1kg", None, None, "O2", None)]),
    ("O2 se chawal cancel kar do.", [("cancel", "rice-1kg", None, None, "O2", None)]),
    ("O2 में से चावल हटा दीजिए।", [("cancel", "rice-1kg", None, None, "O2", None)]),
    ("Cancel O2 and send 10 kg rice.", [("cancel", None, None, None, "O2", None),
                                        ("order", "rice-1kg", 10, None, None, None)]),
    ("Cancel O25, the tomatoes already came from another supplier. Keep O26 as it is.",
     [("cancel", None, None, None, "O25", None)]),
    ("O18 कैंसिल कर दो। O19 (10 किलो पनीर) वैसा ही रहेगा।", [("cancel", None, None, None, "O18", None)])])
def test_near_sentences_read_as_before(text, want):
    assert intents(text, email=True) == want
