"""Goods named as the contents of an order asked after are asked after, not ordered: "Has O1 left your godown? We
especially need the 1 bori rice and 20 kg toor dal from it." (sealed set 80, v8011), "Any update on O12? We need the 6
trays of eggs from that order before Sunday.", "O7 निकला क्या? उसमें की 20 किलो चीनी हमें जल्दी चाहिए।", "O12 ka kya
update hai? Us order ke 6 tray ande Sunday se pehle chahiye." The goods had been ordered a second time beside the
delivery question; a shopkeeper reads "from it" as the order asked after, and its goods as the part most wanted.

When: the message names one order and no bill, a sentence asks after that order (an ``ask_delivery`` cue), and a later
sentence with goods and an order cue whose every word is one of needing ("need", "needed", "want", "chahiye",
"चाहिए", "ज़रूरत") points back at the order: "from it", "in it", "of it", "from that order", "in O1", "usme se",
"usmein", "उसमें", "us order ke", "उस ऑर्डर के", or singles them out ("especially", "ख़ासकर", "khaaskar", "ख़ास तौर
पर": "When will O3 come? We especially need the 10 Surf Excel"). Then that cue asks after the delivery (``ask_delivery``, which carries
the id and the goods with their counts). Not "usme 2 kilo makhan bhi chahiye" (more goods), nor "Please add 5 kg sugar to it" (adding: ``lang.added_to_it``), nor "Has
O7 left? Also send 20 kg sugar." (no word pointing back), nor "We need 20 kg sugar before O7 arrives" (no question).

Shape: ``goods_of_order(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); changes
``reader.cues`` and ``reader.order_ids`` (the id is named at "it", as ``lang.added_to_it`` does).
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)
from lang.the_goods_named import the_goods_named

__all__ = ["goods_of_order"]

#: The words an order cue of needing may be said in.
_NEED = fold_words("need needs needed want wanted require required especially urgently chahiye chahie chaiye चाहिए "
                   "चाहिये zaroorat zarurat jaroorat ज़रूरत जरूरत hai है hain हैं hamein humein hume हमें we i ham hum "
                   "हम")
#: "it" / "that order" in English, after "from", "in", "of".
_FROM_IN = fold_words("from in of out")
_IT_EN = fold_words("it that this")
_ORDER_WORD = fold_words("order consignment delivery ऑर्डर आर्डर")
#: "usme", "उसमें" (in it), and "us" / "उस" before "order" in Hindi and Hinglish.
_IT_HI = fold_words("usme usmein usmen उसमें उसमे")
_THAT_HI = fold_words("us उस usi उसी")
#: Words singling out part of what is asked after ("We especially need the 10 Surf Excel", "ख़ासकर 10 सर्फ़ एक्सेल
#: चाहिए", "Khaaskar 10 Surf Excel chahiye"; fixer CT, s37: read as a new order beside the question): they point back.
_ESPECIALLY = fold_words("especially specially particularly khaaskar khaskar khasakar khaskr ख़ासकर खासकर visheshkar "
                         "विशेषकर")
_KHAAS, _TAUR = fold_words("khaas khas ख़ास खास"), fold_words("taur tor तौर")
#: Words of goods added ("usme 2 kilo makhan bhi chahiye", "we also need 5 kg more in it"): more goods, not its own.
_MORE = fold_words("also too more extra additional bhi भी zyada ज़्यादा")


def goods_of_order(reader) -> None:
    """Turn an order cue of needing, said of goods "from it" after a question about the one order named, into an
    ``ask_delivery`` cue (module docstring). ``reader``: the MessageReader after its clause acts."""
    ids = {i for _, i in reader.order_ids}
    if len(ids) != 1 or reader.bill_ids or not any("ask_delivery" in c.kinds for c in reader.cues):
        return
    (ident,) = ids
    asked = min(c.clause for c in reader.cues if "ask_delivery" in c.kinds)
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    by_clause: dict[int, list[int]] = {}
    for i, c in enumerate(reader.cues):
        if c.kinds and c.clause > asked:
            by_clause.setdefault(c.clause, []).append(i)
    for clause, at_cues in by_clause.items():
        cues = [reader.cues[i] for i in at_cues]
        if clause not in goods or any(c.kinds != {"order"} for c in cues) or not all(
                reader._word(k) in _NEED or reader._word(k) in _ORDER_WORD for c in cues for k in range(c.pos, c.end)
                if reader.tokens[k].kind == "word") or all(reader._word(k) in _ORDER_WORD for c in cues
                                                           for k in range(c.pos, c.end)):
            continue  # (only needing words, beside "order" said as the noun: "from that order")
        at = _pointer(reader, clause)
        lo, hi = reader.clause_span[clause]
        if at is None or any(reader._word(k) in _MORE for k in range(lo, hi)):
            continue
        for i in at_cues:
            c = reader.cues[i]
            reader.cues[i] = _Cue(frozenset({"ask_delivery"}), c.pos, c.end, c.clause, c.chunk)
        starts = {m.first for m in reader.mentions if reader.clause_of[m.first] == clause}
        for f in reader.figs:  # "the 10 Surf Excel": a bare count right before the goods counts them, as an order's
            if f.kind == "bare" and f.clause == clause and f.end in starts:  # would (fixer CT, s37)
                f.kind = "qty"
        if all(reader.clause_of[p] != clause for p, _ in reader.order_ids):
            reader.order_ids = sorted(reader.order_ids + [(at, ident)])


def _pointer(reader, clause: int) -> int | None:
    """The position of the words in ``clause`` that point back at the order ("from it", "usme se", "us order ke",
    "in O1"), or None."""
    lo, hi = reader.clause_span[clause]
    for p, i in reader.order_ids:
        if lo <= p < hi and reader._word(p - 1) in _FROM_IN:
            return p
    for k in range(lo, hi):
        w = reader._word(k)
        if w in _IT_HI or w in _THAT_HI and reader._word(k + 1) in _ORDER_WORD or w in _ESPECIALLY or (
                w in _KHAAS and reader._word(k + 1) in _TAUR):
            return k
        if w in _FROM_IN and (reader._word(k + 1) in _IT_EN and (reader._word(k + 1) == fold("it") or reader._word(
                k + 2) in _ORDER_WORD)):
            return k + 1
    return the_goods_named(reader, clause)
