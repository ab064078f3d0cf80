""""No order today" beside a rate asked: the shop orders nothing and asks the rate (session 47, helper RD, from a new
user's trial, finding 4): "Aaj koi order nahi hai bhai, bas rate bata do pyaaz aur aloo ka.", "No order today bhai,
just tell me the rate for onion and potato.", "आज कोई ऑर्डर नहीं है भाई, बस प्याज़ और आलू का भाव बता दो।", "We are
not ordering today, only send your rates for toor dal and moong dal.", "No order for now. Just the rate of rice
please."

The negation is said of the order, in a chunk that names no goods and no figure; the reader had let it turn the rate
asked in the same sentence into a refusal of the goods (refused "a refusal … reads more like a rate asked", or read
as toor and moong dal refused, silently), or let the order word lend itself to the goods of the next sentence
("how many kg of rice?"). A shopkeeper reads the rate asked for those goods.

When: a clause whose negation stands within three words of an order word ("no order", "koi order nahi", "कोई ऑर्डर
नहीं", "not ordering"), in a chunk with no goods and no figure. Then that order word asks nothing, and a refusal cue
of the same clause in another chunk that holds a word of the rate ("rate", "भाव", "price") is a rate asked. "No
order of sugar this time" (goods in the chunk) and "Don't send rice, no order" (no rate word) are left as read.

Shape: ``no_order_today(reader)`` with the MessageReader after its clause acts; changes cue kinds in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["no_order_today"]

_ORDER = fold_words("order orders ordering ऑर्डर आर्डर")
_RATE = fold_words("rate rates price prices bhav bhaav bhaw भाव रेट दाम daam quote quotation")


def no_order_today(reader) -> None:
    """Empty the order word of "no order today" and read a rate asked beside it as asked (module docstring).
    ``reader``: the MessageReader after its clause acts. "Aaj koi order nahi hai bhai, bas rate bata do pyaaz aur
    aloo ka." → ask_quote onion, potato."""
    if _ORDER.isdisjoint(reader._keys):
        return
    word, chunk_of = reader._word, reader.chunk_of
    for clause, act in reader.acts.items():
        at = act.negation_at
        if not act.negative or at is None:
            continue
        chunk = chunk_of[at]
        said = {k for k in range(max(0, at - 3), at + 4) if word(k) in _ORDER and chunk_of[k] == chunk}
        if not said or any(chunk_of[m.first] == chunk for m in reader.mentions) or any(
                chunk_of[f.pos] == chunk for f in reader.figs):
            continue
        for c in reader.cues:
            if c.pos in said:
                c.kinds = frozenset()  # "no order today": asks nothing
        for c in reader.cues:
            if c.clause == clause and c.chunk != chunk and "reject" in c.kinds and any(
                    word(k) in _RATE for k in range(c.pos, c.end)):
                c.kinds = (c.kinds - {"reject"}) | {"ask_quote"}
