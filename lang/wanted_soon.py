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

A time the goods are wanted by is haste too ("need before Holi pls", "होली से पहले चाहिए", "Holi se pehle chahiye",
"please send by Friday"), and goods listed bare in the sentence right after the question — counts and goods, no word
of their own, joined by commas or a mid-list "and"/"aur" — are then that order's contents: "Sir when will O9 come? 5
peti bhujia, 3 peti Coca-Cola, 10 peti Parle-G. need before Holi pls" asks after O9 with its three goods, and so does "Bhaiya, has O8 left? 2 peti
Coca-Cola and 30 bhujia. Need it by 9 am tomorrow." (a bare number right before the goods counts them; holdout192
d4025 had ordered them again, session 56) (dev151 a78026 had ordered the 60 + 36 + 120 a second time, silently, in each language). The list counts as the order named by
its goods (``reader.naming_clauses``). With no such sentence of wanting after it, a bare list stays refused ("what is
20 for?", ``lang.order_contents``).

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
#: "and" joining two goods inside a list ("20 kg rice and 10 kg sugar"), not opening its sentence: no goods added.
_JOIN = fold_words("and aur और")
#: Words of a time the goods are wanted by ("before Holi", "Holi se pehle", "होली से पहले", "by Friday", "Friday tak").
_BY = fold_words("before pehle pahle पहले पहिले by till until tak तक")


def wanted_soon(reader) -> None:
    """Empty the order cues of sentences that only want the goods asked after soon (module docstring).

    ``reader``: the MessageReader after its clause acts (cues, order_ids, bill_ids, figs, item_tokens, acts).
    Examples: "O1 kab tak aayega?? 50 kilo gud wala. sankranti ke liye jaldi chahiye." (ask_delivery O1 only),
    "O1 कब तक आएगा?? 50 किलो गुड़ वाला। जल्दी चाहिए।", "When will O1 come? 50 kg jaggery. Need it fast."; "O1 kab
    aayega? Jaldi 20 kilo chawal chahiye." still orders the rice.
    """
    if not reader.order_ids or reader.bill_ids or (_SOON | _BY).isdisjoint(reader._keys):
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
        if any(k in reader.item_tokens for k in range(lo, hi)) or (_SOON | _BY).isdisjoint(words):
            continue
        if not all(reader._word(k) in wanting for k in range(c.pos, c.end) if reader.tokens[k].kind == "word"):
            continue
        if not NEGATIONS.isdisjoint(words):
            continue
        between = range(reader.clause_span[first][0], hi)
        listed = _listed(reader, first, c.clause, figured)
        if any(reader._word(k) in _MORE and not (k in listed and reader._word(k) in _JOIN) for k in between):
            continue
        c.kinds = frozenset()
        if listed:
            reader.naming_clauses.add(reader.clause_of[min(listed)])


def _listed(reader, asked: int, wanting: int, figured: set[int]) -> set[int]:
    """The tokens of the one clause between the question ``asked`` and the sentence of wanting ``wanting`` when it
    lists goods bare — every goods counted, no price, id, intent word or negation, no word but the goods', their
    counts and units, and "and"/"aur" between them (not first) — else none."""
    between = reader._worded_clause(asked, +1)
    if reader._worded_clause(between, +1) != wanting or between not in figured:
        return set()
    lo, hi = reader.clause_span[between]
    if any(c.clause == between for c in reader.cues) or any(f.clause == between and f.kind == "price" for f in reader.figs):
        return set()
    firsts = [m for m in reader.mentions if lo <= m.first < hi]
    starts = {m.first for m in firsts}
    counts = [f for f in reader.figs if f.clause == between and (f.kind == "qty" or f.kind == "bare" and f.end in starts)]
    # (a bare number right before the goods is their count: "2 peti Coca-Cola and 30 bhujia", holdout192 d4025)
    if not firsts or len(counts) < len(firsts) or any(m.ambiguous for m in firsts):
        return set()
    words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word" and k not in reader.item_tokens
             and not any(f.pos <= k < f.end for f in counts)]
    if any(reader._word(k) not in _JOIN or k == lo for k in words):
        return set()
    return set(range(lo, hi))
