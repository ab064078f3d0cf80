"""A delivery short told of the past beside a request for goods: "टमाटर 30 किलो भेजिए। पिछली बार 5 किलो कम आया था।",
"Tamatar 30 kilo bhejo. Pichli baar 5 kilo kam aaya tha.", "Send 30 kg tomato. Last time 5 kg came short." It had
been refused "which bill to dispute?" (trial 33), as if the message disputed a bill, though it names none and asks
nothing of the shortfall; the English "Send 10 kg sugar. Last time you sent 12 kg instead of 10." was read as the
order alone. A shortfall of an earlier delivery told beside an order is news, as ``lang.past_complaint`` reads goods
complained of the past: the order stands.

``past_short`` takes the dispute cue off each sentence that has a word of an earlier time ("last", "pichli", "पिछली"),
no goods named, no request of its own, no word asking the bill mended ("adjust", "credit", "deduct", "check",
"एडजस्ट", "kaat", "wapas"), in a message that names no bill or order and asks for goods in another sentence; that
sentence's figures leave the reading (the 5 kg is no count of the tomatoes). "Last time 5 kg came short, please adjust
it in the bill" stays a dispute without a bill (which bill?), and "Pichli baar maal kam aaya tha" alone is left as
before.

Shape: ``past_short(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.figs`` in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["past_short"]

_EARLIER = fold_words("last previous earlier pichhli pichli pichhle pichle pichhla pichla पिछली पिछले पिछला")
#: Words asking a bill or a delivery mended: the shortfall is then complained of, a dispute.
_MEND = fold_words("adjust adjusted adjustment credit deduct deducted check refund return replace compensate kaat "
                   "kaatna kaatiye kaat wapas vapas vaapas bhar bharpai bill invoice एडजस्ट समायोजन काट काटिए वापस "
                   "भरपाई बिल क्रेडिट")
#: Cue kinds that ask for goods (the other sentence's request).
_ASKING = frozenset({"order", "offer", "accept", "ask_quote"})


def past_short(reader) -> None:
    """Take the dispute off a shortfall of an earlier delivery told beside an order (module docstring). ``reader``:
    the MessageReader after its clause acts (cues, figs, mentions, bill_ids, order_ids, clause_of)."""
    if _EARLIER.isdisjoint(reader._keys) or reader.bill_ids or reader.order_ids or not _MEND.isdisjoint(reader._keys):
        return
    disputed = {c.clause for c in reader.cues if "dispute" in c.kinds}
    if not disputed:
        return
    asking = {c.clause for c in reader.cues if c.kinds & _ASKING}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    words = clause_words(reader)
    past = {c for c in disputed - asking - named if not _EARLIER.isdisjoint(words.get(c, ()))}
    if not past or not (asking - past) & named or disputed - past:  # (an order of goods named, elsewhere)
        return
    reader.cues = [c for c in reader.cues if not (c.clause in past and c.kinds <= {"dispute", "neutral"})]
    reader.figs = [f for f in reader.figs if f.clause not in past]
