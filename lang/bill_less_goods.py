"""Goods a bill is asked with "taken off" are the bill's reckoning, not the goods it is asked for (session 39, fixer
DL, on corpus_holdout140; issue 10): "Also please send the bill for O3 with the 2 cases of Coke taken off." (en-l7022),
"O3 का बिल भेज दीजिए, 2 केस कोक घटाकर।" (hi-l7022), "O3 ka bill bhej dijiye, 2 case coke ghata ke." The reader asked
for the bill of 2 cases of Coke alone (``ask_bill`` Coke 24 on O3): the desk would bill the goods the writer wanted
off it. A shopkeeper sends O3's bill, the Coke taken off.

When: a line of goods under a bill asked for a named order (``lang.delivery_asked``) whose own words, within its
sentence's chunk (after the goods, or one word of them up to six tokens before: "excluding the 2 cases of Coke"), say
it is taken off: "taken off", "minus", "less", "removed", "excluding", "without",
"घटाकर", "हटाकर", "कम करके", "ghata ke", "ghatakar", "hata ke", "kam karke". "Send the bill for O3 with the 2 cases
of Coke." still asks the Coke's bill, as before.

Shape: ``taken_off(reader, line)`` → bool, for a ``_Line`` of ``reader`` (the MessageReader). Linear in its chunk.
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["taken_off"]

#: One word that takes goods off ("minus", "घटाकर", "ghatakar", "excluding").
_OFF_ONE = fold_words("minus less removed excluding without घटाकर हटाकर ghatakar hatakar ghatake hatake")
#: Two words that do ("taken off", "ghata ke", "kam karke", "कम करके").
_OFF_TWO = frozenset((fold(a), fold(b)) for a, b in (
    ("taken", "off"), ("take", "off"), ("ghata", "ke"), ("ghata", "kar"), ("hata", "ke"), ("hata", "kar"),
    ("kam", "karke"), ("kam", "karkay"), ("कम", "करके"), ("घटा", "के"), ("घटा", "कर"), ("हटा", "के"), ("हटा", "कर")))


def taken_off(reader, line) -> bool:
    """Whether the goods of ``line`` (a ``_Line`` of ``reader``, the MessageReader) are said taken off a bill (module
    docstring): "with the 2 cases of Coke taken off", "2 केस कोक घटाकर" → True; "with the 2 cases of Coke" → False."""
    words = []
    k = line.pos
    while k < reader.n and reader.chunk_of[k] == line.chunk and k - line.pos < 12:
        if k not in reader.item_tokens and reader.tokens[k].kind == "word":
            words.append(reader._word(k))
        k += 1
    before = [reader._word(j) for j in range(max(0, line.pos - 6), line.pos) if reader.chunk_of[j] == line.chunk]
    return any(w in _OFF_ONE for w in words + before) or any(p in _OFF_TWO for p in zip(words, words[1:]))
