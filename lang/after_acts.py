"""Small passes over the cues once the clause acts have changed them (``MessageReader.read`` calls ``after_acts``):
asking words said not to be needed ask nothing (``lang.no_need``); goods joined by "and" to a refusal after them are
refused too (``lang.yes_no.joined_refusals``)."""
from __future__ import annotations

from lang.no_need import unasked
from lang.yes_no import joined_refusals


def after_acts(reader) -> None:
    """Run the passes, in order, over ``reader`` (the MessageReader; its ``cues`` change in place)."""
    unasked(reader)
    joined_refusals(reader)
