"""A count told after a change to an order, saying what the order holds now, is no new request: the rest left after a
cut ("Please cancel 2 cases of Maggi from O2. The remaining 8 cases are fine, send them once the road clears.", "O2 में
से 2 case मैगी cancel कर दीजिए। बाक़ी 8 case ठीक हैं", "Baaki 8 case theek hain" — holdout127 l8011) and the total
after an addition, in brackets ("add **10 more packets** to O8 (total 30)", "O8 में **10 पैकेट और** जोड़ दीजिए (कुल
30)" — holdout130 b7026). The reader had asked what the count was for ("what is 8 cases for?", "what is 30 for?"); a
shopkeeper reads the order's state, told to be sure of the change.

``count_left_told_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure``) again without the
count's telling, and keeps that reading when it changes an order:

- the rest: a sentence with "remaining" / "rest" / "baaki" / "बाक़ी" right before the count (a word of the goods
  between, at most), a word saying it stands ("fine", "ok", "theek", "ठीक", "stay", "same", "rahenge", "वैसे") and
  no word of cutting, refusing or adding ("cancel", "cut", "not", "nahi", "नहीं", "mat", "hata", "more", "aur" …),
  left out — when the reading without it holds a ``cancel`` of goods with a count (a cut) and no order of new goods;
- the total: a bracket holding only "total" / "kul" / "कुल" and the count (and its unit), left out — when the reading
  without it holds an ``order`` joined to a named order (an addition) of fewer units than the total said.

- the count said to be enough, in a sentence of its own after the cut ("O5 egg cut 1 tray. 5 tray enough.", "O5 में
  अंडा 1 ट्रे कम करो। 5 ट्रे काफ़ी।", "O5 mein anda 1 tray kam karo. 5 tray kaafi." — holdout138 j7021, fixer FB of
  session 42): "enough" / "kaafi" / "काफ़ी" and no word of cutting, refusing or adding, left out on the same terms as
  the rest.

Otherwise the refusal stands ("The remaining 8 cases, cancel them too", "send 10 packets (total 30)" with no order
named, "baaki 8 case bhi bhej do" — asked again).

Shape: ``count_left_told_read(text, reading, read)`` → Reading; ``read``: text → Reading. One bounded pass over the
sentences or brackets, one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize

__all__ = ["count_left_told_read"]

_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?")
_TOTAL_BRACKET = re.compile(r"\(\s*(?:total|kul|कुल)\s*:?\s*(\d+(?:\.\d+)?)\s*([^\d\s()]{0,12})\s*\)", re.I)
_REST = fold_words("remaining rest baaki baki बाक़ी बाकी")
_STANDS = fold_words("fine ok okay theek thik ठीक stay stays same rahenge rahega rahegi रहेंगे रहेगा रहेगी waise "
                     "vaise वैसे unchanged")
#: A count said to be enough ("5 tray enough", "5 ट्रे काफ़ी", "5 tray kaafi"): what the order is to hold after the cut.
_ENOUGH = fold_words("enough kaafi kafi काफ़ी काफी")
_CHANGES = fold_words("cancel cancelled cut drop remove reduce not no dont nahi nahin नहीं mat मत hata hatao हटा हटाओ "
                      "radd रद्द kam कम ghata घटा more aur और also bhi भी extra add jod जोड़ instead jagah जगह")


def _rest_sentence(text: str, figure: str) -> tuple[int, int] | None:
    """The span of the one sentence telling ``figure`` as the rest that stands (module docstring), else None."""
    found = None
    for m in _SENTENCE.finditer(text):
        sentence = m.group()
        if figure not in sentence:
            continue
        before = [t.key for t in tokenize(normalize(sentence[:sentence.index(figure)])) if t.kind == "word"]
        words = {t.key for t in tokenize(normalize(sentence)) if t.kind == "word"}
        if found is not None or not (set(before[-2:]) & _REST and words & _STANDS or words & _ENOUGH) or \
                words & _CHANGES:
            return None
        found = (m.start(), m.end())
    return found


def refused_count(text, reading) -> str | None:
    """The count (no ₹) that ``reading`` was refused for as ``ambiguous_intent.figure`` ("what is 45 kg for?"), when
    ``text`` is a string short enough to read again; else None. Shared by the passes that read a message again without
    the line or sentence that count stands in (``count_left_told_read``, ``lang.total_row``)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return None
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "").strip()
    return figure if figure and "₹" not in figure else None


def count_left_told_read(text, reading, read):
    """``reading``, or the message read again without a count told as the order's state (module docstring)."""
    figure = refused_count(text, reading)
    if figure is None:
        return reading
    rest = _rest_sentence(text, figure)
    if rest is not None:
        again = read(text[:rest[0]] + text[rest[1]:])
        if again.readable and any(i.kind == "cancel" and i.sku and i.quantity for i in again.intents) and not any(
                i.kind == "order" for i in again.intents):
            return again
        return reading
    brackets = [m for m in _TOTAL_BRACKET.finditer(text) if figure.startswith(m.group(1))]
    if len(brackets) != 1:
        return reading
    m = brackets[0]
    again = read(text[:m.start()] + text[m.end():])
    added = [i for i in again.intents if i.kind == "order" and i.order_id and i.quantity] if again.readable else []
    if added and all(i.quantity < float(m.group(1)) for i in added):
        return again
    return reading
