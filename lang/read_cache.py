"""The reader's answers, remembered per message text: the same words are read once.

A scripted month sends the same words many times (the morning's quote requests, the cashier's
totals): about a quarter of the 2,580 messages the reference month reads are repeats
(``benchmarks/speed.py``). ``lang.reader.read_message`` is a pure function of the text and the
catalogue, so its ``Reading`` for a text already read is returned again instead of being read anew.
Callers (``roles.supplier_mail.answer_email``, the cashier's ``say``) only read the ``Reading``; never change it.

Readings can also be handed over between processes (``kirana.readings``, issue 13: a cold ``kirana run`` read
each of its month's texts anew): ``learned()`` gives the readings this process worked out, as JSON that rebuilds
each exactly (``lang.handover.same_value``, checked before it is given), keyed by the catalogue's
content (``lang.handover.catalogue_digest``); ``preload`` takes such entries back, and a text among them is rebuilt from its
JSON instead of read. Neither is ever needed: without them every text is read.
"""
from __future__ import annotations

from collections import OrderedDict

from lang.handover import catalogue_digest, same_value
from lang.reading import Reading
from market.catalogue import Catalogue

__all__ = ["read_cached", "MAX_TEXTS", "preload", "learned"]

MAX_TEXTS = 16384  # distinct texts remembered (least recently read dropped first); a 30-day month reads about
# 2,000, a 90-day one about 5,000: all of a long month kept, so a second month in the process (the AutoGen month
# after the direct one in benchmarks/autogen_overhead.py, a study's next month) finds them; at 4,096 the second
# 90-day month, reading in the order the first did, found almost none (least recently read is next read)
_CACHE: OrderedDict[tuple[int, int, str], tuple[Catalogue, Reading]] = OrderedDict()


#: (catalogue digest, mode, text) → the Reading's JSON, handed over by ``preload``; rebuilt on first use
_STORED: dict[tuple[str, int, str], str] = {}
_FROM_STORE: set[tuple[int, int, str]] = set()  # keys of ``_CACHE`` rebuilt from ``_STORED``: not learned here


def preload(entries) -> None:
    """Take readings handed over by another process: ``[catalogue digest, mode, text, Reading JSON]`` each
    (``learned()``'s form). A text among them is rebuilt from its JSON when first read, not read."""
    for digest, mode, text, data in entries:
        _STORED[(digest, mode, text)] = data


def learned() -> list[list]:
    """The readings this process read itself (not rebuilt from ``preload``'s), as ``preload`` takes them; a
    reading whose JSON would not rebuild it exactly (``same_value``) is left out."""
    out = []
    for key, (catalogue, reading) in _CACHE.items():
        if key in _FROM_STORE or type(reading) is not Reading:
            continue
        data = reading.model_dump_json(exclude_unset=True)
        if same_value(Reading.model_validate_json(data), reading):
            out.append([catalogue_digest(catalogue), key[1], key[2], data])
    return out


def _stored(catalogue: Catalogue, mode: int, text: str) -> Reading | None:
    data = _STORED.get((catalogue_digest(catalogue), mode, text))
    return None if data is None else Reading.model_validate_json(data)


def _read(text: str, catalogue: Catalogue, at_counter: bool, email: bool) -> Reading:
    """The reader itself, imported on first use (its some 320 modules: 0.1-0.3 s of a process), which a month
    whose readings were all handed over never makes."""
    if at_counter:
        from lang.counter_words import read_at_counter
        return read_at_counter(text, catalogue)
    from lang.reader import read_message
    return read_message(text, catalogue, email)


def read_cached(text: str, catalogue: Catalogue, at_counter: bool = False, email: bool = False) -> Reading:
    """``read_message(text, catalogue, email)`` (``lang.counter_words.read_at_counter`` when ``at_counter``: the
    cashier's words at the counter; ``email``: an e-mail to a supplier, which states no counter bill), from memory
    when this text was read so with this catalogue before.

    The entry holds the catalogue itself, so its ``id`` cannot be reused by another while remembered.
    Raises nothing ``read_message`` would not (it never raises).
    """
    if not isinstance(text, str):
        return _read(text, catalogue, at_counter, email)
    key = (id(catalogue), at_counter + 2 * email, text)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is catalogue:
        _CACHE.move_to_end(key)
        return hit[1]
    reading = _stored(catalogue, key[1], text) if _STORED else None
    if reading is not None:
        _FROM_STORE.add(key)
    else:
        _FROM_STORE.discard(key)
        reading = _read(text, catalogue, at_counter, email)
    _CACHE[key] = (catalogue, reading)
    if len(_CACHE) > MAX_TEXTS:
        _FROM_STORE.discard(_CACHE.popitem(last=False)[0])
    return reading
