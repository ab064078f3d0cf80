"""A delivery that came short, told before the rest is asked for (part of the verify stage, ``lang.verify``, through
``lang.told_figures``; fixer DM of the thirty-ninth session): "O1 came today. … rice only 150 kg – 50 kg short. When
will the remaining 50 kg rice come?", "O11 आ गया। चीनी सिर्फ़ 190 किलो, 200 होनी थी। बाक़ी 10 किलो भेजो", "O958 mil
gaya … par 6 tray ande mein se 5 tray hi aayi. Baaki 1 tray kab aayegi?" (holdout140 l7011, holdout136 h7044,
holdout34 c026). The counts told (what came, what was due) are no request: the reader had read the question about
the rest and then asked what the told counts were for ("what is 150 kg for?"). A shopkeeper reads the question, and
checks it against the counts told.

``short_told(reader, intents)`` returns the token positions of such counts, which the verify stage counts as
explained, when

- the reading asks about or sends the rest: one ``ask_delivery`` or ``order`` of goods uses a count written right
  after "remaining" / "balance" / "rest" / "baaki" / "बाक़ी" (at most two words between: "the remaining 50 kg rice",
  "बाकी 1 दर्जन");
- an earlier sentence tells a short delivery: a word of coming or of falling short ("only", "sirf", "सिर्फ़", "hi",
  "ही", "short", "kam", "कम", "came", "aayi", "आए", "mila", "should", "honi", "jagah", "जगह" …), no question mark and
  no word of the rest, with at least two numbers, its counts unused by the reading, naming the same goods or none;
- the rest is what those counts leave: the difference of two of them (200 − 190 = 10, 6 − 5 = 1), or one of them
  told as short ("50 kg short" … "the remaining 50 kg").

Otherwise they are still asked about: "sugar only 190 kg, should be 200. send balance 15 kg" (10 or 15?), counts
told with no rest asked ("sugar only 190 kg. send 10 kg": the 10 may be more sugar), or of other goods.

Shape: ``short_told(reader, intents) -> set[int]``; ``reader``: the MessageReader once its intents are composed
(``figs``, ``used_pos``, ``tokens``, ``text``). Linear in the figures and the sentences.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.declined_prices import goods_of
from lang.language import fold_words

__all__ = ["short_told"]

_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?")
_CAME = fold_words("only sirf सिर्फ़ सिर्फ hi ही short kam कम less came come aaya aaye aayi aayin आया आए आई आईं "
                   "mila mile mili मिला मिले मिली received got delivered should honi hona होनी होना "
                   "instead jagah जगह")
_REST = fold_words("remaining balance rest baaki baki बाक़ी बाकी")
_SHORT = fold_words("short kam कम less")
_COUNTS = ("qty", "bare")


def _number(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def _sentence_at(spans: list[tuple[int, int]], char: int) -> int:
    """The index of the sentence span holding character ``char`` (-1 when none does)."""
    return next((k for k, (a, b) in enumerate(spans) if a <= char < b), -1)


def short_told(reader, intents) -> set[int]:
    """Token positions of counts told of a short delivery before the rest is asked (module docstring)."""
    rests = {i.sku for i in intents if i.kind in ("ask_delivery", "order") and i.sku and i.quantity}
    if not rests or _REST.isdisjoint(reader._keys):  # (no word of the rest: one C test of the message's keys)
        return set()
    toks, used = reader.tokens, reader.used_pos
    asked = [f for f in reader.figs if f.kind == "qty" and f.pos in used and any(
        reader._word(k) in _REST for k in range(max(0, f.pos - 3), f.pos))]
    if len(asked) != 1 or goods_of(reader, asked[0].pos) not in rests:
        return set()
    rest, sku = asked[0], goods_of(reader, asked[0].pos)
    spans = [m.span() for m in _SENTENCE.finditer(reader.text)]
    here = _sentence_at(spans, toks[rest.pos].start)
    out: set[int] = set()
    for k in range(here):
        a, b = spans[k]
        figs = [f for f in reader.figs if f.kind in _COUNTS and a <= toks[f.pos].start < b]
        told = [_number(t.text) for t in toks if t.kind == "num" and a <= t.start < b]  # (with a number read as no
        if not figs or len(told) < 2 or any(f.pos in used for f in figs):  # figure: "200 honi thi")
            continue
        sentence = reader.text[a:b]
        words = {t.key for t in toks if t.kind == "word" and a <= t.start < b}
        if "?" in sentence or not words & _CAME or words & _REST or any(
                goods_of(reader, f.pos) not in (None, sku) for f in figs):
            continue
        if any(x - y == rest.value for x in told for y in told if x is not None and y is not None and x > y) or words & _SHORT and rest.value in told:
            out.update(f.pos for f in figs)
    return out
