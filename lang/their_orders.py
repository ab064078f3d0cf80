"""An order someone else placed with the shop: "We have a catering order on Saturday", "शनिवार को हमारा एक कैटरिंग
का ऑर्डर है", "Hotel se ek bada order mila hai". The word "order" there tells the shop's own news (a customer's
order), it places nothing with the supplier: it had made the goods told elsewhere in the message an order ("Order O16
was placed … for 40 kg onion. When will it be dispatched? We have a catering order on Saturday." had ordered the
onion again, silently).

``theirs`` is asked by ``MessageReader._find_cues`` (lang.reader) of each word "order".
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import SEND_WORDS

#: "a"/"an"/"ek"/"one" a few words before the order, and a word of having or getting it in its clause.
_ONE = frozenset(fold(w) for w in "a an ek एक one".split())
_HAVE = frozenset(fold(w) for w in "have has got received getting mila mili mile मिला मिली मिले hai है".split())
#: Words that make it the supplier's order after all ("We have an order for you", "aapke liye ek order hai").
_YOU = frozenset(fold(w) for w in "you your aap aapka aapke aapko आप आपका आपके आपको place placing".split())
_NEED = frozenset(fold(w) for w in "need want require chahiye chaiye चाहिए चाहिये".split())


def theirs(tokens: list, i: int, span: tuple[int, int], item_tokens: set[int]) -> bool:
    """Whether the word "order" at token ``i`` is an order someone placed with the shop: "a"/"ek" at most three
    words before it, a word of having or getting it ("have", "got", "mila", "है") in its clause, and in the clause
    no goods, no "you"/"aap", no word of sending or needing. ``tokens`` carry ``kind`` and ``key`` (folded); ``span``
    is the clause's (first token, token past its last), ``MessageReader.clause_span``."""
    if not any(tokens[k].kind == "word" and tokens[k].key in _ONE for k in range(max(0, i - 3), i)):
        return False
    lo, hi = span
    keys = {tokens[k].key for k in range(lo, hi) if tokens[k].kind == "word"}
    return not keys.isdisjoint(_HAVE) and keys.isdisjoint(_YOU) and keys.isdisjoint(SEND_WORDS) and \
        keys.isdisjoint(_NEED) and not any(k in item_tokens for k in range(lo, hi))
