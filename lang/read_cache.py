"""The reader's answers, remembered per message text: the same words are read once.

A scripted month sends the same words many times (the morning's quote requests, the cashier's
totals): about a quarter of the 2,580 messages the reference month reads are repeats
(``benchmarks/speed.py``). ``lang.reader.read_message`` is a pure function of the text and the
catalogue, so its ``Reading`` for a text already read is returned again instead of being read anew.
Callers (``roles.supplier_mail.answer_email``, the cashier's ``say``) only read the ``Reading``; never change it.
"""
from __future__ import annotations

from collections import OrderedDict

from lang.counter_words import read_at_counter
from lang.reader import Reading, read_message
from market.catalogue import Catalogue

__all__ = ["read_cached", "MAX_TEXTS"]

MAX_TEXTS = 16384  # distinct texts remembered (least recently read dropped first); a 30-day month reads about
# 2,000, a 90-day one about 5,000: all of a long month kept, so a second month in the process (the AutoGen month
# after the direct one in benchmarks/autogen_overhead.py, a study's next month) finds them; at 4,096 the second
# 90-day month, reading in the order the first did, found almost none (least recently read is next read)
_CACHE: OrderedDict[tuple[int, int, str], tuple[Catalogue, Reading]] = OrderedDict()


def read_cached(text: str, catalogue: Catalogue, at_counter: bool = False, email: bool = False) -> Reading:
    """``read_message(text, catalogue, email)`` (``lang.counter_words.read_at_counter`` when ``at_counter``: the
    cashier's words at the counter; ``email``: an e-mail to a supplier, which states no counter bill), from memory
    when this text was read so with this catalogue before.

    The entry holds the catalogue itself, so its ``id`` cannot be reused by another while remembered.
    Raises nothing ``read_message`` would not (it never raises).
    """
    if not isinstance(text, str):
        return read_at_counter(text, catalogue) if at_counter else read_message(text, catalogue, email)
    key = (id(catalogue), at_counter + 2 * email, text)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is catalogue:
        _CACHE.move_to_end(key)
        return hit[1]
    reading = read_at_counter(text, catalogue) if at_counter else read_message(text, catalogue, email)
    _CACHE[key] = (catalogue, reading)
    if len(_CACHE) > MAX_TEXTS:
        _CACHE.popitem(last=False)
    return reading
