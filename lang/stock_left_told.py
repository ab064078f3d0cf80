"""The shop's stock told in a sentence of its own, beside requests in others (part of the verify stage,
``lang.verify``, through ``lang.told_figures``; helper FIXB of the fiftieth session, from the labelled corpora's
``ambiguous_intent.figure`` refusals): "क्या O1 आज़ादपुर से निकल गया है? हमारे पास प्याज़ सिर्फ़ 6 किलो बचा है और
इसी हफ़्ते से दीवाली की भीड़ शुरू हो रही है।", "Hamare paas aate ke aakhri do packet bache hain. Kya O21 aapke
godown se nikal gaya?", "sugar is moving slow after Diwali, still 18 kg on the shelf. Can you knock ₹2/kg off?". The
sentence says why the shop asks — how little (or how much) it has — and asks nothing; its count had been asked back
("what is 6 किलो for?", "what is do packet for?", "what is 18 kg for?"). In the same sentence as a delivery question
``lang.stock_beside_question`` reads it; with an intent word of its own it is a request, read as before.

When: the reading holds an intent; the sentence (between line breaks and ".", "?", "!", "।") holds no intent word of
the reader's and no figure an intent reads, and tells stock (``lang.stock_told.stock_held``: "हमारे पास … है", "we
still have"; ``lang.stock_beside_question.little_left``: "sirf … bacha hai", "aakhri do packet bache hain"; or
"still … on the shelf"). Then its counts (no ₹) are told.

``stock_left_told(reader, intents)`` gives their token positions. One pass over the sentences.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.stock_beside_question import little_left
from lang.stock_told import stock_held

__all__ = ["stock_left_told"]

_ENDS = frozenset(".?!।")
#: "Last" right before the count left ("aakhri do packet bache hain", "the last 4 kg"): the reader's word of a final
#: price, here the stock's last units.
_LAST = fold_words("aakhri akhri aakhiri aakhari आख़िरी आखिरी आख़री आखरी last")
_STILL, _ON, _SHELF = fold_words("still abhi अभी"), fold_words("on pe par पर"), fold_words("shelf shelves rack शेल्फ़ शेल्फ")


def _sentences(reader) -> list[range]:
    """Token spans of the sentences, in order."""
    toks, n = reader.tokens, reader.n
    out, start = [], 0
    for k in range(n + 1):
        if k == n or toks[k].kind == "nl" or toks[k].kind == "sym" and toks[k].text in _ENDS:
            if start < k:
                out.append(range(start, k))
            start = k + 1
    return out


def _on_the_shelf(keys: list[str]) -> bool:
    """"still 18 kg on the shelf", "abhi rack pe 6 sabun": a word of still and one of the shelf after "on"."""
    return not set(keys).isdisjoint(_STILL) and any(a in _ON and b in _SHELF or a in _ON and b == "the" and c in _SHELF
                                                   for a, b, c in zip(keys, keys[1:] + [""], keys[2:] + ["", ""]))


def stock_left_told(reader, intents) -> set[int]:
    """Token positions of the counts of a sentence that tells stock and asks nothing (module docstring)."""
    if not intents:
        return set()
    cued = {k for c in reader.cues if c.kinds - {"neutral"} for k in range(c.pos, max(c.end, c.pos + 1))}
    out: set[int] = set()
    spans = _sentences(reader)
    by_span: dict[int, list] = {}  # the figures of each sentence, in one pass over the figures (sorted by position)
    j = 0
    for f in sorted((f for f in reader.figs if f.kind != "hint"), key=lambda f: f.pos):
        while j < len(spans) and spans[j].stop <= f.pos:
            j += 1
        if j < len(spans) and f.pos in spans[j]:
            by_span.setdefault(j, []).append(f)
    for j, figs in by_span.items():
        span = spans[j]
        if any(f.pos in reader.used_pos or f.kind == "price" or f.pos and reader.tokens[f.pos - 1].text == "₹"
               for f in figs):
            continue
        starts = {f.pos for f in figs}
        covered = {k for f in figs for k in range(f.pos, f.end)}
        if any(k in cued and k not in covered and not (reader._word(k) in _LAST and k + 1 in starts) for k in span):
            continue  # (not the number word of a figure — "do" is also a word of giving — nor "aakhri" right before
            # the count: "aakhri do packet bache hain")
        keys = [reader.tokens[k].key for k in span if reader.tokens[k].kind == "word"]
        if stock_held(keys) or little_left(keys) or _on_the_shelf(keys):
            out.update(f.pos for f in figs)
    return out
