"""Goods asked "as a new order" beside an order named and kept: "O10 stays as it is, add 2 kg sugar as a new order",
"O10 waisa hi rehne do, 2 kilo cheeni naye order mein add kar do", "O10 जैसा है वैसा रहने दो, 2 किलो चीनी नए ऑर्डर
में जोड़ दो". The add word had put the sugar on O10 (``lang.compose``: an add word and an order id in one sentence
add to that order), the order the writer had just said to keep as it is (fixer C's probe).

A sentence that says its goods are a new or separate order ("as a new order", "in a new order", "separately",
"naye order mein", "alag se", "नए ऑर्डर में", "अलग से") adds them to no order, whatever its add word; and an
add word said only in such sentences asks nothing added to the order kept (``lang.ids_at_rest``: "O10 stays as it
is" then needs nothing). "Add 2 kg sugar to O10" and "O10 mein 2 kilo cheeni jod do" still add to O10. A sentence that keeps the order as it is and adds goods with no word of a new order ("O10 stays as
it is, add 2 kg sugar") adds them to no order either: O10 is then asked about ("what about O10?"), never added to.

Shapes: ``said_new(reader, lo, hi)`` with the MessageReader and a clause's token span → bool;
``adds_only_new(reader, adding)`` with the add words' keys → bool (every add word of the message is in a sentence
that says its goods are a new order); ``kept_as_is(reader, lo, hi)`` → bool.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["said_new", "adds_only_new", "kept_as_is"]

#: Words of a new order ("new", "naya", "नए"), right before a word of an order.
_NEW = fold_words("new naya naye nayi नया नए नई fresh another dusra doosra dusre doosre दूसरा दूसरे")
_ORDER = fold_words("order orders ऑर्डर ओर्डर आर्डर")
#: Words that say the goods go on their own ("separately", "alag se", "अलग से").
_APART = fold_words("separately separate alag अलग")


def said_new(reader, lo: int, hi: int) -> bool:
    """The tokens [lo, hi) say their goods are a new or separate order."""
    words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
    if not _APART.isdisjoint(words):
        return True
    return any(w in _NEW and _ORDER.intersection(words[j + 1:j + 3]) for j, w in enumerate(words))


#: Words that keep an order as it is in the sentence that adds ("O10 stays as it is, add 2 kg sugar": added to
#: what? — not to the order just kept; ``lang.compose`` then adds to no order and ``lang.verify`` asks about O10).
_KEPT = fold_words("stays stay remains remain unchanged jaisa jaise waisa waise vaisa vaise जैसा जैसे वैसा वैसे")


def kept_as_is(reader, lo: int, hi: int) -> bool:
    """The tokens [lo, hi) keep an order as it is ("stays as it is", "waisa hi rehne do", "जैसा है वैसा")."""
    return any(reader.tokens[k].kind == "word" and reader._word(k) in _KEPT for k in range(lo, hi))


def adds_only_new(reader, adding) -> bool:
    """Every word of ``adding`` in the message stands in a sentence that says its goods are a new order."""
    clauses = {reader.clause_of[k] for k in range(reader.n) if reader.tokens[k].kind == "word" and reader._word(k) in adding}
    return bool(clauses) and all(said_new(reader, *reader.clause_span[c]) for c in clauses)
