"""An e-mail's reply judged without the blank lines a quote left behind it (session 49, helper TR, from a new user's
trial, finding 4): "ठीक है, आटा 5kg के 10 पैकेट भेज दीजिए।\n\n> धन्यवाद", "Theek hai, aata 5kg ke 10 packet bhej
do.\n\n> Dhanyavaad" and the same under the supplier's quoted stock note were refused in Hindi and Hinglish only
("I read an order here, but part of it reads like a price agreed too"), while "OK, send 10 packets of atta 5kg." and
any quote was read (an order of 10), and each without the quote was read in all three languages.

The reader leaves a quote's lines out of its tokens but keeps their line breaks, and the second opinion
(``lang.second_opinion``) weighs "ठीक है" / "theek hai" followed by line breaks as a reply agreeing to a quote. The
agreement it misses names no price and no goods (a bare "OK, send 10 packets" accepts nothing: ``lang.done_fine``),
and the reason points at "a price agreed" the writer never wrote and says nothing of the quote. So an ``.also``
doubt of an accept is asked again of the reply alone: the tokens without their trailing line breaks. When the second
opinion then agrees with the rules' reading, the doubt is dropped; otherwise it stands.

Shape: ``reply_alone_agrees(kinds, tokens, mentions, start) -> bool`` (asked by ``lang.second_opinion.judged``).
"""
from __future__ import annotations

__all__ = ["reply_alone_agrees"]


def reply_alone_agrees(kinds: set[str], tokens: list, mentions: list, start: int = 0) -> bool:
    """Whether the second opinion agrees with ``kinds`` (the rules' kinds of request) once the trailing line breaks
    of ``tokens`` are left out (module docstring); False when there are none or nothing else. ``mentions``, ``start``:
    as ``lang.second_opinion.features`` takes them."""
    from lang.second_opinion import doubt_given, features, kind_chances  # (it asks this module: imported late)
    end = len(tokens)
    while end and tokens[end - 1].kind == "nl":
        end -= 1
    if end == len(tokens) or end == 0:
        return False
    kept = [m for m in mentions if m.last <= end]
    return doubt_given(kinds, kind_chances(features(tokens[:end], kept, start))) is None
