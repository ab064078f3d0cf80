"""A price asked whether final, then agreed: "Maggi ₹12 final? Theek hai, 100 packet bhejo", "मैगी ₹12 फ़ाइनल? ठीक है,
100 पैकेट भेजो", "Is ₹12 your final rate for Maggi? OK, send 100 packets". The question asks the supplier whether the
price stands; the next sentence agrees to it. "final" had stayed the writer's own last offer ("Refined oil ₹125 a
kilo, final."), and the message was refused as both agreed and offered (``ambiguous_intent.agreed_and_offered``;
trial 31, mail 8). A shopkeeper reads: ₹12 agreed, 100 packets ordered.

``final_asked(reader)`` (run by ``lang.after_acts``) drops each offer cue that is only a word of "final" ("final",
"final rate", "final price", "फ़ाइनल", "aakhri") in a question sentence when the next sentence has an accept cue,
and that sentence is no longer a question (its price is the one agreed).
A "final" said, not asked ("Tel ₹132 final. Theek hai?"), or asked with no agreement after ("Maggi ₹12 final?") is
left as it was. ``reader``: the MessageReader after its clause acts (cues, acts).
"""
from __future__ import annotations

from lang.act_words import FINAL
from lang.language import fold_phrase

__all__ = ["final_asked"]

#: The phrases of an offer cue that only say "final".
_FINAL_SAID = FINAL | frozenset(" ".join(fold_phrase(p)) for p in (
    "final rate", "final price", "final bhav", "final bhaav", "फ़ाइनल रेट", "फाइनल रेट", "फ़ाइनल भाव", "फाइनल भाव",
    "aakhri", "आख़िरी", "आखिरी"))


def final_asked(reader) -> None:
    """Drop the "final?" offer cues followed by an agreement (module docstring); in place on ``reader.cues``."""
    finals = [c for c in reader.cues if c.kinds == {"offer"} and reader._phrase(c) in _FINAL_SAID]
    if not finals:
        return
    accepting = {c.clause for c in reader.cues if "accept" in c.kinds}
    drop = [c for c in finals if getattr(reader.acts.get(c.clause), "question", False) and c.clause + 1 in accepting
            and not any(o.clause == c.clause and o is not c and o.kinds & {"offer", "accept"} for o in reader.cues)]
    if drop:
        reader.cues = [c for c in reader.cues if not any(c is d for d in drop)]
        for c in drop:  # the price asked after is the one the next sentence agrees to: no question left of it
            reader.acts[c.clause].question = False
