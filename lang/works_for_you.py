"""A price asked to work for the supplier: "Please confirm whether ₹41 per kg for sugar works for you.", "₹41 kilo
cheeni aapke liye theek hai?" (found by fixer J, twenty-sixth session). "Works" is an accept's word, so the writer's
own price had been accepted — a deal closed at a price the supplier never quoted, silently. Said "for you" it asks
the supplier to agree: our offer (the second opinion may still refuse it as unsure: a refusal, not a deal).

``works_for_you`` makes an accept cue followed by "for you" / "to you" / "with you" / "aapke liye" / "आपके लिए" an
offer cue. "₹41 works for us" stays an accept.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["works_for_you"]

#: The words after the cue that make it asked of the supplier.
_FOR = fold_words("for to with")
_YOU = fold_words("you")
_AAPKE = fold_words("aapke apke आपके aapko apko आपको")
_LIYE = fold_words("liye liey लिए लिये")
_AAPKO = fold_words("aapko apko आपको")  # "aapko theek" needs no "liye"


def works_for_you(reader) -> None:
    """Make each accept cue followed by "for you" (or "aapke liye") an offer cue (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, tokens)."""
    if not (_YOU | _AAPKE) & reader._keys:
        return
    for c in reader.cues:
        if c.kinds != {"accept"}:
            continue
        a, b = reader._word(c.end), reader._word(c.end + 1)
        if a in _FOR and b in _YOU or a in _AAPKE and (b in _LIYE or a in _AAPKO):
            c.kinds = frozenset({"offer"})
