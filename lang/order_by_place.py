"""An order to cancel named by its place among orders named before, not by its id: "O36 and O37 are the same order,
cancel the second one", "O36 aur O37 ek hi order hai, doosra wala cancel kar do", "O36 और O37 एक ही ऑर्डर है, दूसरा
वाला रद्द कर दीजिए", "… cancel the latter". The cancel took every order the message names and cancelled both
(silently); the shopkeeper cancels one.

``order_by_place`` refuses such a message with ``no_id.order`` (which order to cancel? name it): a part of a sentence
with a cancel cue that names no order id itself but a word of place ("first", "second", "latter", "former", "pehla",
"doosra", "पहला", "दूसरा"; "one" / "wala" / "वाला" after "first"/"second"/"pehla"/"doosra"), in a message naming two
orders or more.

Shape: ``order_by_place(reader)`` → None; sets ``reader.refused_why`` (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["order_by_place"]

#: Words of place that name an order alone ("the latter") or with "one" / "wala" after them ("the second one").
_ALONE = fold_words("latter former")
_PLACE = fold_words("first second pehla pahla pehle doosra dusra doosre dusre पहला पहले दूसरा दूसरे")
_ONE = fold_words("one wala wale vala वाला वाले")


def order_by_place(reader) -> None:
    """Set ``reader.refused_why`` when a cancel names its order only by its place (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, tokens, chunk_of, order_ids)."""
    if len({i for _, i in reader.order_ids}) < 2 or getattr(reader, "refused_why", None) is not None or (
            _ALONE.isdisjoint(reader._keys) and (_PLACE.isdisjoint(reader._keys) or _ONE.isdisjoint(reader._keys))):
        return
    named = {reader.chunk_of[p] for p, _ in reader.order_ids}
    for c in reader.cues:
        if "cancel" not in c.kinds or c.chunk in named:
            continue
        words = [reader._word(k) for k in range(reader.n) if reader.chunk_of[k] == c.chunk]
        if any(w in _ALONE or w in _PLACE and nxt in _ONE for w, nxt in zip(words, words[1:] + [""])):
            reader.refused_why = why("no_id.order")
            return
