"""The usual rate agreed to below a plain list of goods: "- Lifebuoy soap — 4 dozen / - Rin bars — 60 / Usual rates are
fine.", "रेट वही पुराने चलेंगे।", "Rate wahi purane chalenge." (issue 10; sealed holdout60 en/hi/hl-j043). The list is
an order at the standing rates, as "Usual rates." or "Please send: … Usual rates are fine." read; the word of
agreeing ("fine", "चलेंगे") made every line an acceptance with no price, and the message was refused ("what price for
bath soap?").

``usual_rate_fine`` empties such an accept cue: one standing in a part with no goods and no figure, in a sentence that
names a rate as the usual or old one ("usual rates", "old rate", "purane rate", "रेट वही पुराने", "पुराना भाव"). An
agreement to a rate just quoted ("Same rate is fine", "aapka rate chalega", "> Rice ₹38 / ok") is left alone: it
accepts that quote (``lang.rate_fine``).

Linear: the words of each sentence of an accept cue, from ``lang.clause_words``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["usual_rate_fine"]

_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
#: Words that make the rate the standing one ("usual rates", "old rate", "purane rate", "रेट वही पुराने").
_USUAL = fold_words("usual old purane purana purani पुराने पुराना पुरानी")


def usual_rate_fine(reader) -> None:
    """Empty the kinds of an accept cue that agrees to the usual rate (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, figs, item_tokens, chunk_of)."""
    if _USUAL.isdisjoint(reader._keys) or _RATE.isdisjoint(reader._keys):
        return
    goods = {reader.chunk_of[k] for k in reader.item_tokens}
    figured = {reader.chunk_of[f.pos] for f in reader.figs}
    words = clause_words(reader)
    for c in reader.cues:
        if c.kinds != {"accept"} or c.chunk in goods or c.chunk in figured:
            continue
        said = set(words.get(c.clause, ()))
        if not said.isdisjoint(_USUAL) and not said.isdisjoint(_RATE):
            c.kinds = frozenset()
