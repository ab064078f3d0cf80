"""The reader's answers, remembered per message text: the same words are read once.

A scripted month sends the same words many times (the morning's quote requests, the cashier's
totals): about a quarter of the 2,580 messages the reference month reads are repeats
(``benchmarks/speed.py``). ``lang.reader.read_message`` is a pure function of the text and the
catalogue, so its ``Reading`` for a text already read is returned again instead of being read anew.
Callers (``desk.answer_email``, the cashier's ``say``) only read the ``Reading``; never change it.
"""
from __future__ import annotations

from collections import OrderedDict

from lang.reader import Reading, read_message
from market.catalogue import Catalogue

__all__ = ["read_cached", "MAX_TEXTS"]

MAX_TEXTS = 4096  # distinct texts remembered (least recently read dropped first); a month reads about 2,000
_CACHE: OrderedDict[tuple[int, str], tuple[Catalogue, Reading]] = OrderedDict()


def read_cached(text: str, catalogue: Catalogue) -> Reading:
    """``read_message(text, catalogue)``, from memory when this text was read with this catalogue before.

    The entry holds the catalogue itself, so its ``id`` cannot be reused by another while remembered.
    Raises nothing ``read_message`` would not (it never raises).
    """
    if not isinstance(text, str):
        return read_message(text, catalogue)
    key = (id(catalogue), text)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is catalogue:
        _CACHE.move_to_end(key)
        return hit[1]
    reading = read_message(text, catalogue)
    _CACHE[key] = (catalogue, reading)
    if len(_CACHE) > MAX_TEXTS:
        _CACHE.popitem(last=False)
    return reading
