"""Two prices said as one list, one of them dropped as an old or quoted price: "Please send 50 kg rice and 20 kg salt
at the same old rates of ₹40 and ₹22". "old rates of" made the ₹40 a reference price (context, ``lang.roles``) but not
the ₹22 after "and", so salt was ordered at ₹22 and rice at no price, silently (session 32's probes). The two figures
are one list: both the prices asked, or both context — the reader cannot tell which each goods takes from a
reference word, so the message is refused (``ambiguous_intent.figure``: what is ₹22 for?). ("at ₹40 and ₹22
respectively" is ``lang.respectively``, read before; "You quoted ₹44 and ₹30" drops both and is left alone.)

When: a price dropped as a reference, then only "and" / "aur" / "और" / "&" / "," (and "₹"), then a price kept.

Shape: ``joined_reference(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["joined_reference"]

_AND = fold_words("and aur और")  # (not "was it ₹4,200 or ₹4,600?": a choice asked)
_RESPECTIVELY = fold_words("respectively kramashah kramsh क्रमशः")
_JOINS = frozenset({",", "&", "/"})
_MARKS = fold_words("rs inr")


def joined_reference(reader) -> None:
    """Refuse a price kept beside one dropped as a reference in a single list (module docstring). Example: "Send 50
    kg rice and 20 kg salt at the same old rates of ₹40 and ₹22" → refused; "purane rate ₹40 aur ₹22 pe" and
    "पुराने भाव ₹40 और ₹22 पर" likewise."""
    dropped = [f for figs in getattr(reader, "refused_prices", {}).values() for f in figs]
    if not dropped or getattr(reader, "refused_why", None) is not None or not _RESPECTIVELY.isdisjoint(reader._keys):
        return
    kept = {f.pos: f for f in reader.figs if f.kind == "price" and not getattr(f, "role", "")}
    for f in dropped:
        k = f.end
        if reader._word(k) not in _AND and reader._sym(k) not in _JOINS:
            continue
        k += 1
        if reader._sym(k) == "₹" or reader._word(k) in _MARKS:
            k += 1
        g = kept.get(k)
        if g is not None and g.clause == f.clause:
            reader.refused_why = why("ambiguous_intent.figure", figure="₹" + reader.tokens[g.pos].text)
            return
