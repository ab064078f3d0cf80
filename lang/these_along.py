"""A count said of goods named before ("these 24 litres"), sent with other goods named after it: "फ़ॉर्च्यून सरसों तेल के
24 लीटर के ₹3,192 मंज़ूर हैं। कृपया ये 24 लीटर रिफाइंड तेल के साथ ही भेज दीजिए।", "Fortune sarson tel ke 24 litre ke
₹3,192 manzoor hain. Kripya yeh 24 litre refined tel ke saath hi bhej dijiye." (holdout118 r8033).

"ये 24 लीटर" / "yeh 24 litre" (these 24 litres) points back to the mustard oil just agreed; "रिफाइंड तेल के साथ"
(with the refined oil) names what they go with. The count went to the goods after it, and 24 litres of *refined* oil
were ordered — silently, once the sentence before stopped being refused. ``lang.along_with`` refuses the English
("send the 24 litres along with the refined oil") and left the Hindi and Hinglish to the reader, since "24 लीटर रिफाइंड
तेल के साथ" may count the refined oil itself; with "ये" / "यह" / "yeh" / "ye" / "these" right before the count it may
not. ``these_along`` refuses such a message as the English is (``ambiguous_intent.figure``: what is 24 litre for?):
a count after a word pointing back, then goods and "के साथ" / "ke saath" / "saath". "24 लीटर सरसों तेल रिफाइंड के साथ
भेज दीजिए" (no word pointing back) is read as before. Linear in the figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["these_along"]

_THESE = fold_words("ye yeh yah ये यह ye these those vo woh वो वह")
_KE = fold_words("ke के ki की")
_SAATH = fold_words("saath sath साथ")


def these_along(reader) -> None:
    """Set ``reader.refused_why`` for a count pointing back, sent with other goods (module docstring). ``reader``:
    the MessageReader after its clause acts (figs, mentions, tokens)."""
    if _SAATH.isdisjoint(reader._keys) or _THESE.isdisjoint(reader._keys) or getattr(
            reader, "refused_why", None) is not None:
        return
    ends = {m.first: m.last for m in reader.mentions if m.sku}
    for f in reader.figs:
        if f.kind != "qty" or f.pos == 0 or reader._word(f.pos - 1) not in _THESE or f.end not in ends:
            continue
        after = ends[f.end]
        if reader._word(after) in _KE and reader._word(after + 1) in _SAATH or reader._word(after) in _SAATH:
            reader.refused_why = why("ambiguous_intent.figure", figure=" ".join(
                t.text for t in reader.tokens[f.pos:f.end]))
            return
