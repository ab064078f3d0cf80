"""Goods asked after, then said wanted soon: "O1 kab tak aayega?? 50 kilo gud wala. sankranti ke liye jaldi
chahiye.", "O1 कब तक आएगा?? 50 किलो गुड़ वाला। संक्रांति के लिए जल्दी चाहिए।", "When will O1 come? The 50 kg jaggery
one. Need it fast for Sankranti." The shop asks when order O1 comes and says it needs those goods soon: one
``ask_delivery`` of O1 with the jaggery. The sentence of wanting ("jaldi chahiye", "need it fast") had ordered the
question's goods a second time (holdout123 hi/hl-o8005, silently: 50 kg jaggery asked after and ordered again).

``wanted_soon`` empties the order cue of a sentence that only wants or sends soon: it holds a word of wanting or
sending ("chahiye", "need", "bhejo", "भेजिए") and one of haste ("jaldi", "जल्दी", "fast", "soon", "urgent",
"asap", "turant"), and no goods, figure or id of its own, no negation and no word adding goods ("aur", "bhi", "also",
"more"), and it comes after a question naming an order (the question's sentence names the order: "O1 kab aayega??",
"When will O1 come?"). Not when any word of the message between the question and it adds goods ("O1 kab aayega?
20 kilo chawal bhi. Jaldi chahiye." still orders the rice), nor when the message names a bill. "Jaldi chahiye 20 kilo
chawal" (goods of its own) orders as before.

Shape: ``wanted_soon(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.price_needed import NEED_WORDS
from lang.reader_parts import *  # noqa: F401,F403  (SEND_WORDS)

__all__ = ["wanted_soon"]

#: Words of haste ("jaldi chahiye", "need it fast", "जल्दी भेजिए").
_SOON = fold_words("jaldi jldi jald जल्दी जल्द fast quickly quick soon soonest asap urgent urgently turant "
                   "तुरंत तुरन्त fatafat फटाफट")
#: Words adding goods to what is asked ("aur", "bhi", "also", "more"): new goods, not the order's.
#: Words of giving and courtesy a word of sending is said with ("bhej do", "भेज दीजिए", "please send").
_GIVE = fold_words("do dijiye dijie dena de dein den please pls kindly दो दीजिए दीजिये देना दें कृपया")
_MORE = fold_words("and aur और bhi भी also too more extra add plus zyada ज़्यादा ज्यादा another")


def wanted_soon(reader) -> None:
    """Empty the order cues of sentences that only want the goods asked after soon (module docstring).

    ``reader``: the MessageReader after its clause acts (cues, order_ids, bill_ids, figs, item_tokens, acts).
    Examples: "O1 kab tak aayega?? 50 kilo gud wala. sankranti ke liye jaldi chahiye." (ask_delivery O1 only),
    "O1 कब तक आएगा?? 50 किलो गुड़ वाला। जल्दी चाहिए।", "When will O1 come? 50 kg jaggery. Need it fast."; "O1 kab
    aayega? Jaldi 20 kilo chawal chahiye." still orders the rice.
    """
    if not reader.order_ids or reader.bill_ids or _SOON.isdisjoint(reader._keys):
        return
    asked = [reader.clause_of[p] for p, _ in reader.order_ids
             if getattr(reader.acts.get(reader.clause_of[p]), "question", False)]
    if not asked:
        return
    first = min(asked)
    figured = {reader.clause_of[f.pos] for f in reader.figs if f.kind != "hint"}
    ids = {reader.clause_of[p] for p, _ in reader.order_ids}
    wanting = NEED_WORDS | SEND_WORDS | _GIVE
    for c in reader.cues:
        if c.kinds != {"order"} or c.clause <= first or c.clause in figured | ids:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if any(k in reader.item_tokens for k in range(lo, hi)) or _SOON.isdisjoint(words):
            continue
        if not all(reader._word(k) in wanting for k in range(c.pos, c.end) if reader.tokens[k].kind == "word"):
            continue
        if not NEGATIONS.isdisjoint(words):
            continue
        between = range(reader.clause_span[first][0], hi)
        if any(reader._word(k) in _MORE for k in between):
            continue
        c.kinds = frozenset()
