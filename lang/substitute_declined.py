"""Goods refused as a substitute for other goods are refused, nothing is cancelled (issue 10, session 37): "टमाटर की
जगह प्याज़ मत भेजना।", "Tamatar ki jagah pyaaz mat bhejna.", "Don't send potatoes in place of onions." The negated
send had been read as a cancel of the substitute (and in English of the goods it would replace too: "cancel potato,
cancel onion"), though nothing of them was ordered: the desk would take goods out of pending orders the writer never
named. A shopkeeper reads the supplier's swap declined — the substitute refused (holdout122 i8019, holdout126 k8039:
"सूजी की जगह पोहा नहीं चाहिए" refuses the poha), the goods it would replace untouched.

When: the message names no order or bill id; a clause with a cancel or reject cue negated in its own words names
goods as replaced ("X की जगह", "X ki jagah", "X ke badle", "X की बजाय", "instead of X", "in place of (the) X",
"replace (the) X with", "as a replacement for X") and other goods. Then its cancel cues refuse (``reject``) and the
replaced goods' mention in that clause leaves (they are asked nothing). Not "O60 में 20
किलो प्याज़ मत भेजो, उसकी जगह 20 किलो आलू भेजो" (an order named: its goods cut, ``lang.instead_of``), nor "चावल मत
भेजना, उसकी जगह 25 किलो चीनी भेजो" (the "जगह" points at the goods sent, and no goods are named before it), nor "Send
20 kg sugar instead of jaggery" (no negation: the sugar ordered).

Shape: ``substitute_declined(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``,
``reader.mentions`` and ``reader.cancel_items``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.instead_of import replaced_before
from lang.language import fold, fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["substitute_declined", "declines_substitute"]

_KI = fold_words("ki ke ka की के का")
_PLACE = fold_words("jagah jagha जगह badle बदले bajaye bajay bajae बजाय बजाए")
_INSTEAD, _OF, _FOR = fold("instead"), fold("of"), fold("for")
#: "don't replace the tomatoes with onions", "as a replacement for tomato", "a substitute for sugar".
_REPLACE = fold_words("replace substitute swap")
_REPLACEMENT = fold_words("replacement substitute")
_ARTICLES = fold_words("the our your that those a an")


def _replaced(reader, m) -> bool:
    """The mention ``m`` is named as what other goods replace ("टमाटर की जगह", "instead of sugar", "in place of the
    tomato", "replace the tomatoes with", "as a replacement for tomato")."""
    k = m.last
    if k + 1 < reader.n and reader._word(k) in _KI and reader._word(k + 1) in _PLACE:
        return True
    j = m.first
    while j > 0 and reader._word(j - 1) in _ARTICLES:
        j -= 1
    if j >= 1 and reader._word(j - 1) in _REPLACE or j >= 2 and reader._word(j - 2) in _REPLACEMENT and reader._word(
            j - 1) == _FOR:
        return True
    return m.first >= 2 and reader._word(m.first - 2) == _INSTEAD and reader._word(m.first - 1) == _OF or \
        replaced_before([reader._word(j) for j in range(reader.n)], m.first)


def _declined(reader, clause: int) -> set[str]:
    """The skus ``clause`` names as replaced, when it also names other goods and a negation and the message no order
    id (module docstring); empty otherwise."""
    if reader.order_ids or reader.bill_ids:
        return set()  # (not "B57 की 5 किलो मूंग दाल की जगह मसूर दाल दीजिए; हमने मूंग मंगाई ही नहीं थी": a bill disputed)
    if _PLACE.isdisjoint(reader._keys) and _INSTEAD not in reader._keys and fold("place") not in reader._keys and \
            _REPLACE.isdisjoint(reader._keys) and _REPLACEMENT.isdisjoint(reader._keys):
        return set()
    lo, hi = reader.clause_span[clause]
    if not any(reader._word(k) in NEGATIONS for c in reader.cues if c.clause == clause and c.kinds in (
            {"cancel"}, {"reject"}) for k in range(max(lo, c.pos - 3), c.end)):
        return set()  # (the negation the refusal's own: "मत भेजना", "don't replace", "don't need")
    found = [m for m in getattr(reader, "found_mentions", reader.mentions) if m.sku and lo <= m.first < hi]
    gone = {m.sku for m in found if _replaced(reader, m)}
    return gone if any(m.sku not in gone for m in reader.mentions if lo <= m.first < hi and m.sku) else set()


def declines_substitute(reader, cue) -> bool:
    """The negated send ``cue`` declines goods in place of others ("टमाटर की जगह प्याज़ मत भेजना, हमारे पास अभी 20
    किलो प्याज़ पड़ा है"): a refusal, never goods held for now, whatever "now" the clause's stock told says
    (``lang.not_now_goods``)."""
    return bool(_declined(reader, cue.clause))


def substitute_declined(reader) -> None:
    """Refuse the substitute where a negated send declines goods in place of others (module docstring).

    Examples: "टमाटर की जगह प्याज़ मत भेजना।" → reject onion (was cancel onion); "Tamatar ki jagah pyaaz mat bhejna."
    alike; "Don't send potatoes in place of onions." → reject potato (was cancel potato and cancel onion)."""
    if reader.order_ids or not any(c.kinds in ({"cancel"}, {"reject"}) for c in reader.cues):
        return
    for clause in sorted({c.clause for c in reader.cues if c.kinds in ({"cancel"}, {"reject"})}):
        gone = _declined(reader, clause)
        if not gone:
            continue
        lo, hi = reader.clause_span[clause]
        reader.cues = [_Cue(frozenset({"reject"}), c.pos, c.end, c.clause, c.chunk)
                       if c.clause == clause and c.kinds == {"cancel"} else c for c in reader.cues]
        reader.mentions = [m for m in reader.mentions if not (lo <= m.first < hi and m.sku in gone)]
        reader.cancel_items.discard(clause)  # (its goods are refused, no cancel's: as ``lang.left_out`` does)
