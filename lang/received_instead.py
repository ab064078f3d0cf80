"""Goods received in place of others ask which bill (session 38, fixer DB; left by session 37): "We received masoor
dal, not moong.", "हमें मसूर दाल मिली, मूँग नहीं।", "Humein masoor dal mili, moong nahi." ``lang.received_other``
refuses these with ``no_id.bill`` (which bill to dispute?), but it runs after ``lang.not_arrived``, which had
emptied the negation's cue as goods not come, and the message was refused asking "what should we do with the masoor
dal: send, price or cancel?" — which the writer cannot act on.

When: the message names no bill or order and at least two goods; a sentence holds a word of goods received ("received",
"got", "mili", "मिली", "aaya" …), goods before a bare negation ("not", "nahi", "नहीं") and goods right after it or
right before it, and no word of contrast ("but", "par", "lekin", "पर", "लेकिन") before it. Then the message is refused
(``no_id.bill``). "The sugar arrived yesterday, but not the rice. When will the rice come?" tells goods not come
(``lang.not_arrived``) and reads as before; so does "We don't want moong, send masoor" (nothing received).

Shape: ``received_instead(reader)`` with the MessageReader after its clause acts (run from
``lang.returns_and_bills``); may set ``reader.refused_why``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reasons import why

__all__ = ["received_instead"]

#: Words of goods received (as ``lang.received_other``'s).
_RECEIVED = fold_words("got received recieved came arrived delivered mila mile mili aaya aaye aayi aya aye "
                       "मिला मिले मिली आया आए आये आई पहुँचा पहुँचे पहुंचा पहुंचे")
#: Words of contrast: "X came, but not Y" tells Y not come, not Y sent in X's place.
_BUT = fold_words("but par lekin magar पर लेकिन मगर though although however")


def received_instead(reader) -> None:
    """Refuse goods told received in place of others when no id is named (module docstring). ``reader``: the
    MessageReader after its clause acts. "We received masoor dal, not moong." → ``no_id.bill``; "The sugar arrived
    yesterday, but not the rice." is left as read."""
    if _RECEIVED.isdisjoint(reader._keys) or NEGATIONS.isdisjoint(reader._keys) or reader.bill_ids \
            or reader.order_ids or len(reader.mentions) < 2 or getattr(reader, "refused_why", None):
        return
    toks = reader.tokens
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in NEGATIONS or k in reader.item_tokens:
            continue
        clause = reader.clause_of[k]
        lo, hi = reader.clause_span[clause]
        words = [toks[j].key for j in range(lo, k) if toks[j].kind == "word"]
        if not _BUT.isdisjoint(words) or not any(toks[j].kind == "word" and toks[j].key in _RECEIVED
                                                  for j in range(lo, hi)):
            continue
        mine = [m for m in reader.mentions if lo <= m.first < hi]
        before = [m for m in mine if m.last <= k]
        after = [m for m in mine if m.first > k and all(toks[j].kind != "word" or toks[j].key in _THE
                                                        for j in range(k + 1, m.first))]
        at = [m for m in before if m.last == k]
        if after and before or at and len(before) > 1:
            reader.refused_why = why("no_id.bill", action="dispute")
            return


#: Words that may stand between the negation and the goods ("not the moong").
_THE = fold_words("the any koi कोई")
