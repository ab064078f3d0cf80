"""New goods asked "also" in the same sentence as a question after an order named: "Please bataiye order O51 kab tak
pahunchega, 10 packet atta bhi bhejo", "कृपया बताइए ऑर्डर O51 कब तक पहुँचेगा, 10 पैकेट आटा भी भेजो", "Please tell me
when order O51 will arrive, also send 10 packets of atta", "When will O9 come, and send 10 packets of atta too".

The shop asks when O51 comes and, beside it, orders 10 packets of atta more. The sentence had been read as one
question whose goods were the atta ("when will the 10 packets of atta of O51 come?", silently; probed by fixer M of
the thirtieth session): the send word was taken for the question's ("When will O12's rice be sent?"), or the order was
kept and its goods given to the question as well.

``sent_beside_question(reader, cue)`` says whether an order cue is such a request: its word is a plain word of
sending or wanting ("send", "bhejo", "भेजिए", "chahiye", "need"; not "bhejoge?", not "mat bhejo"), it stands in a part (chunk) of the sentence after
the part naming the order, with a word that adds ("also", "too", "as well", "bhi", "भी", "additionally", "plus"; or
"and", "aur", "और" opening those parts), a count and goods of its own, no order id, no question mark, no negation
and no word pointing back at goods already named ("the", "its", "uske", "वो": "and send the 10 packets of atta
soon" hurries the order's own goods). Those parts are recorded in ``reader.sent_beside``: ``lang.apply_acts`` keeps
the cue as an order where it makes the sentence a delivery question, and ``lang.delivery_asked`` does not give the
question their goods. ``sent_beside(reader)`` (``lang.after_acts``) records them where the question had been kept
beside the order. The question then asks after the order alone: ask_delivery O51, order atta 10.

``asked_and_sent(reader, intents)`` refuses what is left of the shape: one sentence read as asking after goods of an
order and as ordering the same goods ("O51 kab aayega, uske 10 packet atta jaldi bhejo", "When will O51 come, send the
10 packets of atta soon": the order's own atta hurried, or 10 packets more?) — ``ambiguous_intent.asked_and_sent``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (SEND_WORDS, why, _Fail)

__all__ = ["sent_beside_question", "sent_beside", "asked_and_sent"]

#: Words that add goods to what is said before them ("also", "bhi", "भी").
_ALSO = fold_words("also too additionally plus bhi भी")
#: Two-word additions ("as well", "saath hi", "साथ ही").
_ALSO_PAIRS = {tuple(fold_words(p)) for p in ("as well", "saath hi", "sath hi", "साथ ही")}
#: Words joining a new request when they open the parts after the question ("…, and send 10 kg rice").
_AND = fold_words("and aur और")
#: Words that point back at goods already named or make the request no plain new one.
_BACK = fold_words("the its it that those these same uske uska uski usme wo woh vo voh वो वह उसके उसका उसकी उसमें "
                   "wahi wohi वही remaining rest baaki baki बाकी बाक़ी pending")
#: Words of wanting that ask for goods as a send word does ("10 packet atta bhi chahiye", "we also need 10 packets").
_WANT = fold_words("chahiye chahie chaiye chahiyee चाहिए चाहिये need want")
_NOT = fold_words("not no dont don't mat nahi nahin na मत नहीं नही")


def _ids_at(reader) -> set[int]:
    return {p for p, _ in reader.order_ids} | {p for p, _ in reader.bill_ids}


def sent_beside_question(reader, cue) -> bool:
    """Whether order cue ``cue`` of ``reader`` asks new goods beside a question after the order named before it in
    its sentence (module docstring); its parts are added to ``reader.sent_beside``."""
    if cue.kinds != {"order"} or reader._word(cue.pos) not in SEND_WORDS | _WANT:
        return False
    clause = cue.clause
    lo, hi = reader.clause_span[clause]
    named = [p for p, _ in reader.order_ids if lo <= p < cue.pos]
    if not named:
        return False
    asked = reader.chunk_of[max(named)]  # the part naming the order (and asking after it)
    if asked >= cue.chunk:
        return False
    span = [k for k in range(lo, hi) if asked < reader.chunk_of[k] <= cue.chunk]
    end = span[-1] + 1
    while end < hi and reader.chunk_of[end] == cue.chunk:
        end += 1
    if not any(c.clause == clause and c.pos >= end and c.kinds for c in reader.cues):
        end = hi  # the list goes on to the sentence's end ("also send 5 kg sugar and 2 kg salt")
    span = range(span[0], end)
    words = [reader._word(k) for k in span if reader._word(k)]
    if not words or any(reader._sym(k) == "?" for k in span) or reader._sym(end) == "?" or any(
            k in _ids_at(reader) for k in span):
        return False
    if not set(words).isdisjoint(_NOT | _BACK):
        return False
    if set(words).isdisjoint(_ALSO) and not set(zip(words, words[1:])) & _ALSO_PAIRS and words[0] not in _AND:
        return False
    if not any(f.kind == "qty" and f.pos in span for f in reader.figs) or not any(
            m.first in span and not m.ambiguous for m in reader.mentions):
        return False
    parts = {reader.chunk_of[k] for k in span}
    reader.sent_beside = getattr(reader, "sent_beside", set()) | parts
    return True


def sent_beside(reader) -> None:
    """Record the parts of new goods asked beside a delivery question kept in the same sentence ("When will O9 come,
    and send 10 packets of atta too"): the question does not carry their goods (``lang.delivery_asked``)."""
    asking = {c.clause for c in reader.cues if c.kinds == {"ask_delivery"}}
    for c in reader.cues:
        if c.clause in asking and any(a.kinds == {"ask_delivery"} and a.clause == c.clause and a.pos < c.pos
                                      for a in reader.cues):
            sent_beside_question(reader, c)


def asked_and_sent(reader, intents: list) -> None:
    """Raise ``_Fail`` (``ambiguous_intent.asked_and_sent``) when a sentence's delivery question after a named order
    carries goods that an order of the same sentence sends too (module docstring). ``intents``: (position, Intent)
    pairs as composed; raises nothing otherwise."""
    if not reader.n:
        return
    def clause(p):
        return reader.clause_of[min(int(p), reader.n - 1)]
    asked = {(clause(p), i.sku): i.order_id for p, i in intents if i.kind == "ask_delivery" and i.sku and i.order_id}
    ordering = {c.clause for c in reader.cues if c.kinds == {"order"}}
    for p, i in intents:
        if i.kind == "order" and (clause(p), i.sku) in asked and clause(p) in ordering:  # (a request word in it: not
            # "order O47 (24 bottles of Coke) has not come. … bhujia hum phir bhi lenge", whose Coke the later word sent)
            raise _Fail(why("ambiguous_intent.asked_and_sent", item=reader.cat.by_sku(i.sku).item,
                            id=asked[(clause(p), i.sku)]), "order")
