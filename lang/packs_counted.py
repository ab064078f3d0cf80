"""The counts of each clause, with bags counted as the goods' own packs (REASON54, the walk of session 53).

"Reduce atta in O3 from 10 to 5 bags" had been refused with a price reason ("wheat flour at ₹10 per packet, but its
MRP is ₹250"): "5 bags" is a count of no fixed size (a ``badqty``, ``lang.figures``), so the clause had no count and
its "reduce" stayed a price's lowering, the bare 10 a price. But atta's bag is its packet, milk's pouch its packet, a
matchbox bundle ten boxes (``lang.count_apart.packs_with_a_size``): when the clause names exactly one goods and the
bag is that goods' own pack, the figure is a count of it, as "Cancel 5 of the 10 bags of atta" is read, and the
"reduce" lowers the goods (a cancel of 10 − 5 = 5 packets, ``lang.count_changes``). A bag of goods that has no
such pack ("reduce sugar from 10 to 5 bags") stays of no fixed size, and is refused so.

Shape: ``clause_counts(reader)`` → (quantities by clause, quantities and bare numbers by clause, bags counted by
clause), each a dict of clause index → the ``_Fig`` list in text order; bags so counted are new "qty" figures in
selling units (packets, pieces), among the third, and the second unless the clause has a word of sending (not the
first: "O1 में आटा 10 बैग की जगह सिर्फ़ 5 बैग ही भेजना" is read by the change's own words, ``lang.count_changes``);
the reader's own figures unchanged.
"""
from __future__ import annotations

from lang.count_apart import packs_with_a_size

__all__ = ["clause_counts"]


def clause_counts(reader) -> tuple[dict, dict, dict]:
    """Each clause's quantities ("qty"); its quantities and bare numbers, a bag of the clause's one named goods
    counted as its pack among them; and those bags alone; each in text order (module docstring). ``reader``: the MessageReader applying clause acts."""
    qty_by_clause: dict[int, list] = {}
    counts_by_clause: dict[int, list] = {}
    bags_by_clause: dict[int, list] = {}
    goods: dict[int, set] | None = None
    sent = {c.clause for c in reader.cues if "order" in c.kinds}
    for f in reader.figs:
        if f.kind == "badqty":
            if goods is None:  # the goods named in each clause, once ("reduce atta and sugar … 5 bags": neither's)
                goods = {}
                for m in reader.mentions:
                    goods.setdefault(reader.clause_of[m.first], set()).add(None if m.ambiguous else m.sku)
            skus = goods.get(f.clause, set())
            if len(skus) != 1 or None in skus:
                continue
            counted = packs_with_a_size(reader, f, reader.cat.by_sku(next(iter(skus))))
            if counted is not None:
                bags_by_clause.setdefault(f.clause, []).append(counted)
                if f.clause not in sent:  # (not "O1 में आटा 10 बैग की जगह सिर्फ़ 5 बैग ही भेजना": a send's
                    counts_by_clause.setdefault(f.clause, []).append(counted)  # counts, read by lang.count_changes)
            continue
        if f.kind == "qty":
            qty_by_clause.setdefault(f.clause, []).append(f)
        if f.kind in ("qty", "bare"):
            counts_by_clause.setdefault(f.clause, []).append(f)
    return qty_by_clause, counts_by_clause, bags_by_clause
