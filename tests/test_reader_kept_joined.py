"""Goods kept "as they are" beside a cut, joined by "and" (session 53, SILENT; ``lang.kept_lines``): "मैगी और सर्फ़
जैसे हैं वैसे ही", "Maggi aur Surf jaise hain waise hi", "Maggi and Surf as they are" keep both goods; the Maggi,
in the chunk before "और", had been cut with the count meant for the paneer (probes51_ca hi-n3016, silently). New
sentences of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "O15 में से दही 6 पैकेट कम कर दीजिए; ब्रेड और अंडे जैसे हैं वैसे ही।",
    "O15 mein se dahi 6 packet kam kar dijiye; bread aur ande jaise hain waise hi.",
    "Cut curd by 6 packets in O15; bread and eggs as they are.",
])
def test_only_the_goods_cut_are_cut(text):
    assert intents(text, email=True) == [("cancel", "curd-400g", 6, None, "O15", None)]


@pytest.mark.parametrize("text", ["O15 में से 6 कम कर दीजिए; ब्रेड और अंडे जैसे हैं वैसे ही।",
                                  "O15 mein se 6 kam kar dijiye; bread aur ande jaise hain waise hi."])
def test_a_cut_naming_no_goods_cuts_none_of_the_kept(text):
    assert refused(text, email=True) == "no_intent.nothing"  # (a refusal, not the bread cut; "6 of what?" would say more)
