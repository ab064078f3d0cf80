"""Nothing more needed, said with no goods: "Thanks, nothing more needed this week.", "धन्यवाद, इस हफ़्ते और कुछ नहीं
चाहिए।", "Thanks bhai, is hafte aur kuch nahi chahiye." (a new user's trial, session 47, finding 3: one meaning refused
for a different reason by language — English ``no_intent``, "no order, offer, question, payment or bill could be
read"; Hindi and Hinglish ``no_item``, "the message names no item", which sends the model to name goods it does not
want — so ``refused_emails_by_reason`` differed by language because of the reader's wording). The message asks
nothing; the refusal of "anything else" (``lang.nothing_else``: "aur kuch nahi chahiye") is no refusal of goods.

``nothing_more`` empties the refusal and order cues of such a message when it names no goods, no bill and no order,
and each of its cues with a kind stands on a refusal of "anything else" or of "anything" ("is hafte kuch nahi
chahiye", a word of anything among the three words before it): the message is then refused as the English
is, ``no_intent``. A message naming goods ("20 kilo chawal bhejo, aur kuch nahi chahiye") is left as it was.

Shape: ``nothing_more(reader)`` with the MessageReader after its clause acts; ``reader.cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.nothing_else import nothing_else

__all__ = ["nothing_more"]

_WANTS = frozenset({"reject", "order"})
#: "kuch nahi chahiye", "कुछ नहीं चाहिए", "nothing needed": a word of anything among the three words before the cue.
_ANY = fold_words("anything nothing kuch kuchh कुछ")


def _nothing(reader, at: int) -> bool:
    lo = reader.clause_span[reader.clause_of[at]][0]
    before = [t.key for t in reader.tokens[max(lo, at - 4):at + 1] if t.kind == "word"][-4:]
    return nothing_else(reader, at) or not _ANY.isdisjoint(before)


def nothing_more(reader) -> None:
    """Empty the cues of a message that only says nothing more is needed (module docstring). ``reader``: the
    MessageReader after its clause acts (mentions, cues, bill_ids, order_ids)."""
    if reader.mentions or reader.bill_ids or reader.order_ids or not reader.cues:
        return
    cued = [c for c in reader.cues if c.kinds]
    if not cued or any(not c.kinds <= _WANTS or not _nothing(reader, c.pos) for c in cued):
        return
    for c in cued:
        c.kinds = frozenset()
