"""A shortfall of an earlier delivery told with its goods, then a count of them asked: "Last time 20 kg of potatoes
came short. Send 60 kg this time.", "पिछली बार 20 किलो आलू कम आया था। इस बार 60 किलो भेजिए।", "Pichli baar 20 kilo
aloo kam aaya tha. Is baar 60 kilo bhejo.", "The last delivery was 5 packets of milk short. Please send 40 packets
today." (a new user's trial, session 47, findings 2 and 3: refused "which bill to dispute?" — the manager wanted 60 kg
of potatoes and never meant a dispute — or "milk: 5 packet or 40 packet?"; "You sent 20 kg less rice last time. Send
60 kg this time." was read as the order). ``lang.past_short`` reads such a shortfall beside an order when it names
no goods ("Send 30 kg tomato. Last time 5 kg came short."); here the goods are named in the shortfall and the order
says only the count.

``short_then_sent`` takes the shortfall sentence's figures and its dispute or refusal out of the reading when: the
sentence has a word of an earlier time ("last", "pichli", "पिछली", "pichle"), a word of short ("short", "less",
"missing", "kam", "कम") and a count; another sentence asks goods sent with a count (an order word); the message
names one goods (so the count asked is of them), no bill or order, and no word asking a bill mended ("adjust",
"credit", "deduct", "wapas", "एडजस्ट": then it is a complaint, and which bill? stands; "check" is not one: "taul
check kar lena", check the weight). The count asked is then the
order of the goods; "Last time 20 kg of potatoes came short." alone stays a dispute with no bill.

Shape: ``short_then_sent(reader)`` with the MessageReader after its clause acts; ``reader.cues`` and ``reader.figs``
change in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["short_then_sent"]

_EARLIER = fold_words("last previous earlier pichhli pichli pichhle pichle pichhla pichla पिछली पिछले पिछला")
_SHORT = fold_words("short less missing kam कम")
_MEND = fold_words("adjust adjusted adjustment credit deduct deducted refund return replace compensate kaat "
                   "kaatna kaatiye wapas vapas vaapas bharpai bill invoice एडजस्ट समायोजन काट काटिए वापस भरपाई बिल "
                   "क्रेडिट")
_TOLD = frozenset({"dispute", "reject", "neutral"})


def short_then_sent(reader) -> None:
    """Take a shortfall told with its goods out of the reading beside a count of them asked (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, figs, mentions, bill_ids, order_ids, clause_of)."""
    keys = reader._keys
    if _EARLIER.isdisjoint(keys) or _SHORT.isdisjoint(keys) or reader.bill_ids or reader.order_ids or not \
            _MEND.isdisjoint(keys) or len({m.sku for m in reader.mentions}) != 1 or None in {
            m.sku for m in reader.mentions}:
        return
    words = clause_words(reader)
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    ordering = {c.clause for c in reader.cues if "order" in c.kinds} & counted
    past = {c for c in counted - ordering if not _EARLIER.isdisjoint(words.get(c, ())) and not _SHORT.isdisjoint(
        words.get(c, ())) and all(q.kinds <= _TOLD for q in reader.cues if q.clause == c)}
    if len(past) != 1 or not ordering or ordering & past:
        return
    reader.cues = [c for c in reader.cues if c.clause not in past]
    reader.figs = [f for f in reader.figs if f.clause not in past]
