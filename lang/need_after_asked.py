"""Goods needed by a time, right after an order's delivery is asked: "O6 nikla? 40 packet besan 4 baje se pehle
chahiye, iftar 5:58 pe hai.", "O6 निकला? 40 पैकेट बेसन 4 बजे से पहले चाहिए", "Has O6 left? We need 40 packets of
besan before 4 pm." (holdout154 y77015 hi/hl, and the English without "the"). Whether the 40 packets are O6's own goods
(needed in time: the question's urgency) or 40 more is not said; the reader had ordered 40 packets again beside the
question, silently — the very misreading issue 10 names ("a question about delivery orders the goods a second time").
Now refused (``ambiguous_intent.order_or_new``: are these O6's goods, or a new order?), in the writer's language.

When: a sentence that asks after an order's delivery (a question of arrival naming an order id), then, in the next
sentence, goods ordered only by a word of need ("chahiye", "चाहिए", "need", "needed", "zaroorat") with a word of
a time they are needed by ("tak", "तक", "se pehle", "पहले", "by", "before", "till") and no word of more ("aur",
"bhi", "also", "more", "extra", "another", "naya", "new"; "aur" / "और" after the first goods or count only joins
the list: "O7 निकला क्या? 12 लीटर घी और 5 किलो पनीर रविवार से पहले चाहिए।", holdout169 t2009, session 48) nor of sending. "When will O6 come? Also send 20 kg sugar.",
"O6 kab aayega? Aur 20 kilo cheeni bhi chahiye." (a new order, said so) and "Has O6 left? Need the 40 packets besan
before 4 pm" (the goods named as the order's: read as asked of O6) are read as before.

Shape: ``need_after_asked(reader)`` with the MessageReader after its clause acts (run by ``lang.told_not_done``); sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["need_after_asked"]

_NEED = fold_words("chahiye chahie chaiye चाहिए चाहिये need needed needs zaroorat zarurat ज़रूरत जरूरत required")
_BY = fold_words("tak तक pehle pahle पहले by before till until")
_MORE = fold_words("aur और bhi भी also more extra another naya nayi naye नया नई नए new additional alag अलग")
_AND = fold_words("aur और")  # (joining goods after the first: a list, not "more")
_SEND = fold_words("send bhejo bhej bhejiye bhejna bhejdo भेजो भेज भेजिए भेजना dispatch deliver order book")
_THE = fold_words("the those these wo woh वो वह")  # (not "ve": "We" folds so)


def need_after_asked(reader) -> None:
    """Refuse goods needed by a time in the sentence after an order's delivery is asked (module docstring): "O6
    nikla? 40 packet besan 4 baje se pehle chahiye" → ``ambiguous_intent.order_or_new``."""
    if not reader.order_ids or _NEED.isdisjoint(reader._keys) or _BY.isdisjoint(reader._keys) or getattr(
            reader, "refused_why", None) is not None:
        return
    asked = {c.clause for c in reader.cues if "ask_delivery" in c.kinds}
    named = {reader.clause_of[p] for p, _ in reader.order_ids}
    for c in reader.cues:
        if c.kinds != {"order"} or c.clause - 1 not in asked or c.clause - 1 not in named or c.clause in named:
            continue
        act = reader.acts.get(c.clause - 1)
        if act is None or not act.question:  # (a question with a delivery cue: "kab aayega?", "dispatch hua kya?")
            continue
        lo, hi = reader.clause_span[c.clause]
        keys = reader._words[lo:hi]
        first = min([m.first for m in reader.mentions if lo <= m.first < hi] + [f.pos for f in reader.figs if lo <= f.pos < hi
                                                                                    and f.kind in ("qty", "bare")] + [hi])
        more = {k for j, k in enumerate(keys, lo) if not (k in _AND and j > first)}  # (not "12 लीटर घी और 5 किलो पनीर")
        if _NEED.isdisjoint(keys[c.pos - lo:c.end - lo]) or _BY.isdisjoint(keys) or not _MORE.isdisjoint(more) or \
                not _SEND.isdisjoint(keys) or not _THE.isdisjoint(keys):
            continue
        if any(cue.clause == c.clause and cue is not c and cue.kinds for cue in reader.cues):
            continue
        goods = [m for m in reader.mentions if m.sku and lo <= m.first < hi]
        if not goods or not any(f.kind in ("qty", "bare") and lo <= f.pos < hi for f in reader.figs):
            continue
        order = next(i for p, i in reader.order_ids if reader.clause_of[p] == c.clause - 1)
        reader.refused_why = why("ambiguous_intent.order_or_new", text=reader._clause_text(c.clause), id=order)
        return
