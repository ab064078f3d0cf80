"""Brands that make several catalogue items, read beside the words around them (a stage of ``lang.items``).

A brand such as Amul, Fortune or Mother Dairy alone fits several items ("Amul" may be milk, curd, paneer, ghee or
butter: ``lang.items.GENERIC_NAMES``) and stays ambiguous. Two neighbours settle it:

- right before one item's own name it is part of that name: "Fortune sarson ka tel", "फ़ॉर्च्यून सरसों का तेल",
  "12 litre Fortune sarson ka tel" name the mustard oil (holdout83 e9012, holdout96 y9055: refused as "'Fortune' may
  be any of mustard oil, refined oil"); "Mother Dairy paneer" the paneer;
- before a word for a trader ("wala"/"वाले" or "ke"/"के" may stand between) it names a firm, not goods: "the Amul distributor
  gives ₹26.50 a packet", "the Mother Dairy fellow quotes ₹380", "अमूल वाले डिस्ट्रीब्यूटर से भी पूछा" (holdout105
  k3057, holdout15 en-031): the goods are named elsewhere or not at all.

A brand counted but left without goods of its own beside goods it may be ("कल के दूध के साथ 10 पैकेट अमूल भी डाल
देना", "Kal ke doodh ke saath 10 packet Amul bhi daal dena", "along with the mustard oil send 5 litre Fortune also"):
the count had gone to the milk (the mustard oil) and the brand was dropped as a heading, so 10 packets of milk were
ordered silently (holdout171 hi/hl-v2013; session 49, RA). ``counted_brand`` finds the brand with a count right before
it ("10 पैकेट अमूल", "8 packets of Amul", "5 litre Fortune") and no goods' name right after it ("Amul doodh"): the
reader then refuses it as the English already was, ``ambiguous_item.which`` ('Amul' may be any of milk, curd, …).

Shape: ``brand_keys()`` → the folded key tuples of ``BRANDS``; ``firm_after(tokens, end)`` → True when the words
from token ``end`` on name a trader; ``counted_brand(reader, mention)`` → True for a counted brand as above.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["BRANDS", "brand_joined", "counted_brand", "firm_after"]

#: Brands of several catalogue items each (their candidates are in ``lang.items.GENERIC_NAMES``).
BRANDS = ("amul", "अमूल", "fortune", "फ़ॉर्च्यून", "फॉर्च्यून", "mother dairy", "मदर डेयरी")
_WALA = fold_words("wala wale vala vale wali वाला वाले वाली ka ke ki का के की")  # ("Amul ke dealer")
#: Words for a trader or a firm ("Amul distributor", "Amul wale dealer", "मदर डेयरी वाले सप्लायर").
_FIRM = fold_words("distributor distributors dealer dealers agency agent agents fellow guy company salesman rep "
                   "supplier suppliers stockist wholesaler डिस्ट्रीब्यूटर डीलर एजेंसी कंपनी सप्लायर स्टॉकिस्ट")


def firm_after(tokens: list, end: int) -> bool:
    """True when the words at ``tokens[end:]`` name a trader: a firm word, or "wala"/"वाले"/"ke"/"के" and then one.

    >>> from lang.language import tokenize, normalize
    >>> firm_after(tokenize(normalize("Amul distributor")), 1), firm_after(tokenize(normalize("अमूल वाले डिस्ट्रीब्यूटर")), 1)
    (True, True)
    >>> firm_after(tokenize(normalize("Amul wala doodh")), 1)
    False
    """
    k = end
    if k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in _WALA:
        k += 1
    return k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in _FIRM


_OF = fold_words("of ka ke ki का के की")
#: Words that may stand between a brand and its goods' own name ("Fortune brand sunflower oil", "Fortune ka sunflower
#: oil", "Fortune (sunflower) oil"; session 50, FIXA, kind 5: refused as "'Fortune' may be any of …").
_BETWEEN = fold_words("brand brands ब्रांड ब्रैंड company कंपनी ka ke ki का के की")


def brand_joined(tokens: list, last: int, first: int) -> bool:
    """True when a brand ending at token ``last`` runs into goods' name starting at token ``first``: right after it,
    or with one or two of ``_BETWEEN`` or an opening bracket between ("Fortune brand sunflower oil")."""
    between = tokens[last:first]
    return len(between) <= 2 and all(t.kind == "word" and t.key in _BETWEEN or t.kind == "sym" and t.text == "("
                                     for t in between)


def counted_brand(reader, m) -> bool:
    """True when ambiguous mention ``m`` is a brand of ``BRANDS`` with a count ending right before it ("of"/"ka"/"के"
    may stand between) and no other goods named right after it (module docstring). ``reader``: the MessageReader
    (figs, mentions, tokens, _word)."""
    if not m.ambiguous or fold_words(m.text) - _BRAND_WORDS:
        return False
    key = (id(reader.figs), id(reader.mentions))  # once per list of figures and mentions: linear in a long message
    seen = getattr(reader, "_counted_brands", None)
    if seen is None or seen[0] != key:
        seen = reader._counted_brands = (key, {f.end for f in reader.figs if f.kind in ("qty", "bare")},
                                         {o.first for o in reader.mentions})
    start = m.first - (reader._word(m.first - 1) in _OF)
    return start in seen[1] and not ({m.last, m.last + 1} & seen[2])


_BRAND_WORDS = fold_words(" ".join(BRANDS))
