"""A count with no goods of its own, and goods named after it only as company: "Send 20 kg; it can come with the
atta.", "20 किलो भेज दीजिए; यह आटे के साथ आ सकती है।", "20 kilo bhej dijiye; aate ke saath aa sakti hai." (session
56, SILENT, LEFT56 item 6: holdout191 hi-c4003, "तूर दाल ₹135 … धन्यवाद। जैसा तय हुआ, 20 किलो भेज दीजिए; यह पहले
से बुक किए आटे के साथ आ सकती है।"). The reader gave the count to the only goods near it, the atta, and ordered 4
packets of atta — goods named as what the 20 kg may travel with, already booked — silently, in all three languages.
A shopkeeper would not send more atta; the count's goods are not said where it is, so the message is refused
(``ambiguous_intent.figure``: what is 20 kg for?), in the writer's language.

When: the reading orders goods with a count; every naming of those goods in the message is company — after "with"
/ "along with" (within three words before, "with the atta you have already booked") or before "ke saath" / "के
साथ" / "ke sath" — and none is within three words of the count as written (not "Send 2 packets atta along with
sugar 10 kg": the sugar's count is its own).

Shape: ``count_beside_company(text, reading, catalogue)`` → the reading, or the refusal; run by
``lang.reader.read_message`` after every other stage. Linear in the text.
"""
from __future__ import annotations

import re

from lang.language import fold
from lang.pack_misfit_guards import WORD_TOKEN, goods_names  # (the goods' names as word tuples: one table)
from lang.reading import Reading
from lang.reasons import why
from lang.units import fmt_number

__all__ = ["count_beside_company"]

_WITH = frozenset(fold(w) for w in "with".split())
_SAATH = frozenset(fold(w) for w in "saath sath saat साथ".split())
_KE = frozenset(fold(w) for w in "ke के".split())


def _mentions(words: list[str], sku: str, names: dict) -> list[tuple[int, int]]:
    """(first, last) word indexes of each naming of ``sku`` in ``words`` (longest name first, no overlaps)."""
    out, k = [], 0
    while k < len(words):
        for n in (3, 2, 1):
            span = words[k:k + n]
            if len(span) == n and span[-1].endswith("e"):  # the oblique "आटे", "aate" ("ate") of "आटा" ("ata")
                span = span[:-1] + [span[-1][:-1] + "a"] if names.get(tuple(span)) is None else span
            if len(span) == n and names.get(tuple(span)) == sku:
                out.append((k, k + n - 1))
                k += n - 1
                break
        k += 1
    return out


def count_beside_company(text: str, reading: Reading, catalogue) -> Reading:
    """``reading`` of ``text``, or its refusal when goods it orders are named only as company, away from the count
    (module docstring). ``catalogue``: the shop's catalogue (the goods' names)."""
    if not isinstance(text, str) or not reading.readable or not re.search(r"\bwith\b|saath|sath\b|साथ", text, re.I):
        return reading
    ordered = {i.sku for i in reading.intents if i.kind == "order" and i.sku and i.quantity is not None}
    if not ordered:
        return reading
    raw = WORD_TOKEN.findall(text)
    words = [w if w[0].isdigit() else fold(w.lower()) for w in raw]
    names = goods_names(catalogue)
    for item in reading.items:
        if item.sku not in ordered or item.quantity is None:
            continue
        found = _mentions(words, item.sku, names)
        if not found:
            continue
        company = all(any(w in _WITH for w in words[max(0, a - 3):a]) or (
            b + 2 < len(words) and words[b + 1] in _KE and words[b + 2] in _SAATH) for a, b in found)
        n = fmt_number(item.quantity)
        counts = [k for k, w in enumerate(words) if w == n]
        near = any(abs(k - a) <= 3 or abs(k - b) <= 3 for k in counts for a, b in found)
        if company and counts and not near:
            figure = f"{n} {item.unit}" if item.unit else n
            return Reading.refused(why("ambiguous_intent.figure", figure=figure), reading.language)
    return reading
