"""Goods wanted only if a price is given, the condition said after the goods: an offer, not an order (issue 10,
holdout130 b7012): "Tomato 10 kg only if you give it at ₹28 per kg.", "टमाटर 10 किलो तभी जब ₹28 किलो दें।",
"Tamatar 10 kg tabhi jab ₹28 kilo do.", "टमाटर 10 किलो तभी भेजिए जब ₹28 किलो का भाव हो।", "Send 10 kg tomato only
when the rate is ₹28.", "टमाटर 10 किलो, बशर्ते ₹28 किलो दें।".

The corpus reads a condition that names a new price as an offer, even with a quantity (tests/corpus_chat/README.md;
holdout81 d9003/d9006: "50 किलो प्याज़ तभी लेंगे जब ₹28 किलो लगाओगे", "Send 10 kg paneer only if you can do ₹72 a
packet"). The acts stage reads a condition that opens its sentence ("If …", "अगर …") or a "… to/तो …" one; "तभी जब"
(only when), "only if", "बशर्ते" (provided) inside the sentence it did not: the Hindi of b7012, its sentence with no
word of its own, took the order word of the sentence before ("… 30 किलो आलू भेजिए।") and ordered 10 kg of tomato at
₹28, silently; "टमाटर 10 किलो तभी भेजिए जब ₹28 किलो का भाव हो" ordered it at ₹28 too.

``only_if`` finds, in a sentence that is no question and names one item, a firm condition — "only if", "only when",
"provided (that)", "on (the) condition that", "तभी/tabhi … जब/jab/अगर/agar/यदि/yadi", "sirf tab jab", "बशर्ते" /
"basharte" — with a new price after its condition word; the sentence's order and accept words become offer words
(as ``lang.apply_acts`` does for a sentence that opens with "if" and names a price), and a sentence with no word of
offering gets one, at the condition word. A condition on anything but a price ("Only if the rice is fresh stock,
send 20 kg", "चावल नया स्टॉक हो तभी 20 किलो भेजना", "₹132 ठीक है, बशर्ते डिलीवरी शुक्रवार तक हो": the price
before it), a sentence naming two items ("Send 25 kg onion and 10 kg tomato, provided the tomato is ₹28": which is
offered?) and a question are left as they were read. Linear in the tokens of the sentences with such a word.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["only_if"]

#: Words that make the condition word after them firm ("only if", "tabhi jab"; "sirf tab jab").
_ONLY = fold_words("only tabhi तभी")
_SIRF_TAB = (fold_words("sirf सिर्फ़ sirph bas बस")), fold_words("tab तब")
#: Condition words after them.
_IF = fold_words("if when jab जब agar अगर yadi यदि")
#: Condition words of their own (inside a sentence): "provided", "बशर्ते".
_PROVIDED = fold_words("provided providing basharte बशर्ते bashart")
_ON_CONDITION = fold_words("condition shart शर्त")
_ON, _THAT = fold_words("on the par पर"), fold_words("that ki की")  # "on (the) condition that"
_GATE = _ONLY | _PROVIDED | _ON_CONDITION | _SIRF_TAB[1]


def _condition_at(reader, lo: int, hi: int) -> int | None:
    """Token index of the firm condition's word in tokens [lo, hi) (module docstring), or None."""
    toks = reader.tokens
    words = [k for k in range(lo, hi) if toks[k].kind == "word"]
    keys = [toks[k].key for k in words]
    for n, key in enumerate(keys):
        if key in _PROVIDED:
            return words[n]
        if key in _ON_CONDITION and n and keys[n - 1] in _ON and n + 1 < len(keys) and keys[n + 1] in _THAT:
            return words[n]
        if key in _ONLY and n + 1 < len(keys) and (keys[n + 1] in _IF or key != "only" and _IF.intersection(
                keys[n + 1:n + 6])):  # "only if", "तभी जब", "तभी भेजिए जब" (a verb between)
            return next(words[m] for m in range(n + 1, len(keys)) if keys[m] in _IF)
        if key in _SIRF_TAB[1] and n and keys[n - 1] in _SIRF_TAB[0] and n + 1 < len(keys) and keys[n + 1] in _IF:
            return words[n + 1]  # "sirf tab jab", "सिर्फ़ तब जब"
    return None


def only_if(reader) -> None:
    """Make the goods of a sentence wanted only if a price is given an offer (module docstring): "टमाटर 10 किलो तभी
    जब ₹28 किलो दें।" offers 10 kg of tomato at ₹28, as "Tomato 10 kg only if you give it at ₹28 per kg." and
    "Tamatar 10 kg tabhi jab ₹28 kilo do." do. ``reader``: the MessageReader after its clause acts."""
    if _GATE.isdisjoint(reader._words):
        return
    for clause, (lo, hi) in reader.clause_span.items():
        act = reader.acts.get(clause)
        if act is None or act.question or not any(reader._word(k) in _GATE for k in range(lo, hi)):
            continue
        at = _condition_at(reader, lo, hi)
        if at is None or not any(f.kind == "price" and not f.role and f.clause == clause and f.pos > at
                                 for f in reader.figs):
            continue
        skus = {m.sku for m in reader.mentions if lo <= m.first < hi}
        if len(skus) != 1 or None in skus or not any(lo <= m.first < at for m in reader.mentions):
            continue  # (one item, named before the condition)
        cues = [c for c in reader.cues if c.clause == clause]
        if any(c.kinds & {"cancel", "reject", "pay", "dispute"} for c in cues):
            continue
        for c in cues:
            if c.kinds & {"order", "accept"}:
                c.kinds = (c.kinds - {"order", "accept"}) | {"offer"}
        if not any("offer" in c.kinds for c in cues):
            reader.cues.append(Cue(frozenset({"offer"}), at, at + 1, clause, reader.chunk_of[at]))
            reader.cues.sort(key=lambda c: c.pos)
