"""What a word of agreeing, a count or a price refers to when the words point elsewhere — to the past, to other goods,
to an earlier quote (issue 10; read silently wrong, found by session 32's probes), each kind in a module of its own,
run together from ``lang.after_acts`` (near its end): a word of agreeing said of the past ("Doosri baar theek tha",
``lang.past_fine``); a count of unnamed goods sent with other counted goods ("Also 3 dozen with 20 packets of milk",
refused, ``lang.count_with_other``); a price kept beside one dropped as a reference in one list ("at the same old
rates of ₹40 and ₹22", refused, ``lang.joined_reference``); a quote thanked for, then the goods asked sent ("Thank
you for the quote of ₹39.50 for rice. Please send 50 kg.": accepted at ₹39.50 and ordered, ``lang.quote_taken``).

Shape: ``referred_to(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.count_with_other import count_with_other
from lang.joined_reference import joined_reference
from lang.past_fine import past_fine
from lang.quote_taken import quote_taken

__all__ = ["referred_to"]


def referred_to(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "Pichhli baar theek tha" / "पिछली बार ठीक था" / "It was fine last time" under quoted prices agree to nothing."""
    past_fine(reader)
    count_with_other(reader)
    joined_reference(reader)
    quote_taken(reader)
