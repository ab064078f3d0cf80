"""An order's contents told back before goods are added to it: "Your order O74: rice 50 kg, sugar 40 kg. In it, add
5 kg poha.", "Aapka order O74: chawal 50 kg, cheeni 40 kg. Usme 5 kg poha add kar do.", "आपका ऑर्डर O74: चावल 50
किलो, चीनी 40 किलो। उसमें 5 किलो पोहा जोड़ दीजिए।" (fixer H's probe, thirtieth session: the rice and sugar had been
ordered again, silently). A shopkeeper reads the list after "your order O74:" as what that order already holds, and
only the poha as asked (added to O74, ``lang.added_to_it``).

Only a sentence that names one order id right after "your order" / "aapka order" / "आपका ऑर्डर" (the words of a
reference, no other intent word), lists goods with counts, and is followed by a sentence with a word of adding that
orders goods into that same order ("in it", "usme", "उसमें", or the id again). Its goods join ``reader.background``
(context, as ``lang.stock_heading``'s stock lines) and its figures are dropped. Without the adding sentence the list
is left as it was.

Shape: ``order_told(reader)`` with the MessageReader after its clause acts (and after ``added_to_it``).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["order_told"]

_YOUR = fold_words("your aapka apka aapke apke आपका आपके tumhara")
_ADD = fold_words("add adding jod jodo jodiye jodna जोड़ जोड़ो जोड़िए daal dalo डाल")


def order_told(reader) -> None:
    """Make the goods listed after "your order Oxx:" context when a later sentence adds goods to it (module
    docstring). ``reader``: the MessageReader after its clause acts."""
    if _YOUR.isdisjoint(reader._keys) or _ADD.isdisjoint(reader._keys) or len(reader.order_ids) < 2 or \
            len({i for _, i in reader.order_ids}) != 1:
        return
    first, _ = reader.order_ids[0]
    clause = reader.clause_of[first]
    lo, hi = reader.clause_span[clause]
    cues = [c for c in reader.cues if c.clause == clause and c.kinds]
    if len(cues) != 1 or cues[0].kinds != {"order_ref"} or not any(
            reader._word(k) in _YOUR for k in range(max(lo, cues[0].pos - 2), cues[0].pos)) or not (
            cues[0].end <= first <= cues[0].end + 1):
        return
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    if clause not in goods or clause not in counted or any(
            f.clause == clause and f.kind not in ("qty",) for f in reader.figs):
        return
    said = clause_words(reader)
    later = {reader.clause_of[p] for p, _ in reader.order_ids[1:]}
    if not any(c.clause in later and "order" in c.kinds and c.clause in goods and not _ADD.isdisjoint(
            said.get(c.clause, ())) for c in reader.cues):
        return
    reader.background |= {clause}
    reader.figs = [f for f in reader.figs if f.clause != clause]
