"""A count sent "along with" other goods, of the one goods the message named before it (session 54, helper FIGURE:
holdouts 170, 180 and 184): "ok ₹133 per litre on sarson oil, done. send 15 ltr along with the sugar", "Masoor at ₹82
is acceptable — please send 10 kg along with the besan", "Ok Gupta ji, done at ₹42 for sugar 😊 Send 20 kg along with
the rice". ``lang.along_with`` refuses such a count ("what is 15 ltr for?"): the goods after "along with" go with it,
so the count is of something else. When the message named exactly one goods before the count, a shopkeeper is sure:
the count is of those goods (15 litres of the mustard oil agreed), as "send 15 ltr sarson oil along with the sugar"
reads. So does the Hindi and Hinglish "के साथ" / "ke saath" after a count in a unit that cannot measure the goods
right after it: "ठीक है, सरसों तेल ₹133 लीटर फ़ाइनल। 15 लीटर चीनी के साथ ही भेज देना" (15 litres cannot be sugar,
refused ``no_quantity.no_convert``; ``along_saath_read``) — while "15 किलो चीनी के साथ" may count the sugar itself and
is left to the rest of the reader.

``along_with_named_read(text, reading, read, catalogue)`` reads such a refusal again with that goods' name written
after the count, and keeps the new reading only when it is readable, asks the count of those goods, and asks nothing
of the goods sent along (they are ordered already, or ordered in their own words). Otherwise the refusal stands: two
goods or none named before the count ("Sugar ₹42 and rice ₹38 fine. Send 20 kg along with the atta": which?), a
name that may be several goods ("dal"), the count sent along with goods twice.

Shape: ``along_with_named_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import normalize

__all__ = ["along_saath_read", "along_with_named_read"]

_ALONG = re.compile(r"\s+(?:along|together)\s+with\s", re.IGNORECASE)
#: "के साथ" / "ke saath" right after the goods counted (a "ही" / "hi" may follow): the Hindi and Hinglish "along with".
_SAATH = re.compile(r"\s*(?:के|ke)\s+(?:साथ|saath|sath|saat)(?!\w)", re.IGNORECASE)


def along_with_named_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again with the one goods named before a count sent "along with" other goods
    written after the count (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or "with" not in text.lower():
        return reading
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "").strip()
    if not figure or not figure[0].isdigit():
        return reading
    norm = normalize(text)
    places = [m for m in re.finditer(r"(?<![\w.,])" + re.escape(figure) + r"(?=\s+(?:along|together)\s+with\s)",
                                     norm, re.IGNORECASE)]
    if len(places) != 1:
        return reading
    at = places[0].end()
    from lang.items import matcher_for
    mentions = matcher_for(catalogue).find(text)
    before = [m for m in mentions if m.end <= places[0].start()]
    after = [m for m in mentions if m.start >= at]
    along = after[0] if after and _ALONG.match(norm, at) and after[0].start <= _ALONG.match(norm, at).end() + 5 else None
    return _named_read(norm, at, before, along, read, reading)


def along_saath_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again when a count in a unit that cannot measure the goods right after it, then
    "के साथ" / "ke saath" ("15 लीटर चीनी के साथ ही भेज देना": 15 litres cannot be sugar's, refused
    ``no_quantity.no_convert``), is of the one goods named before it, with that goods' name written after the count
    (as ``along_with_named_read``)."""
    if reading.readable or getattr(reading, "reason_key", "") != "no_quantity.no_convert" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return reading
    n = (getattr(reading, "reason_args", None) or {}).get("n", "")
    norm = normalize(text)
    from lang.items import matcher_for
    mentions = matcher_for(catalogue).find(text)
    hits = []
    for k, m in enumerate(mentions):
        count = re.search(r"(?<![\w.,])" + re.escape(n) + r"\s*[^\s\d]+\s*$", norm[:m.start])
        if count is not None and _SAATH.match(norm, m.end) and m.start - count.start() < 24:
            hits.append((count, m, mentions[:k]))
    if len(hits) != 1:
        return reading
    count, along, before = hits[0]
    at = along.start - len(norm[count.start():along.start]) + len(norm[count.start():along.start].rstrip())
    before = [m for m in before if m.end <= count.start()]
    return _named_read(norm, at, before, along, read, reading)


def _named_read(norm, at, before, along, read, reading):
    """``norm`` read again with the one goods of ``before`` (mentions) not ``along`` written at ``at``, kept when it
    asks a count of those goods and nothing of ``along``'s; else ``reading``."""
    if along is None or along.sku is None or not before or any(m.sku is None for m in before):
        return reading
    named = {m.sku for m in before} - {along.sku}
    if len(named) != 1 or any(m.sku == along.sku for m in before):
        return reading
    sku = next(iter(named))
    name = next(m for m in reversed(before) if m.sku == sku)
    again = read(norm[:at] + " " + norm[name.start:name.end] + norm[at:])
    if not again.readable or any(i.sku == along.sku for i in again.intents):
        return reading
    if not any(i.sku == sku and i.quantity for i in again.intents):
        return reading
    return again
