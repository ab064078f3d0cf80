"""A count of goods said to stay as it is, beside changes to an order: "### Changes to O55 ⏎ - Sugar 50 kg → 30 kg
⏎ - Rice 40 kg — no change ⏎ - Jaggery 10 kg — cancel", "- Toor dal: 10 kg (no change)", "- Chawal 40 kilo — koi
badlav nahi", "- चावल 40 किलो — कोई बदलाव नहीं". The shopkeeper reads the rice line as the order's rice left alone:
its 40 kg is what the order already holds, asked of nobody. The reader had left it unexplained and refused the
whole message ("what is 40 kg for?", holdouts 42 and 43).

``kept_counts`` takes such a line's counts out of the figures: a sentence with goods, counts, a word of no change
(the ``at_rest`` cue: "no change", "koi badlav nahi", "कोई बदलाव नहीं") and no other intent word or price, in a
message that changes an order (a cancel, or an order id named). A line that keeps goods and asks something else
("Rice 40 kg no change, send 5 kg more") keeps its figures. Such a line in a message that changes no order ("Rice 40
kg — no change" alone, "Chawal 40 kilo — koi badlav nahi") keeps goods on no order named: it is refused
(``ambiguous_intent.kept_unnamed``), no longer read as 40 kg of rice ordered (silently).

Shape: ``kept_counts(reader)`` → None; changes ``reader.figs`` in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.reasons import why

__all__ = ["kept_counts"]


def kept_counts(reader) -> None:
    """Drop the counts of sentences that keep their goods as they are (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, figs, mentions, clause_of, order_ids)."""
    rest = {c.clause for c in reader.cues if c.kinds == {"at_rest"}}
    if not rest:
        return
    asked = {c.clause for c in reader.cues if c.kinds - {"at_rest"}}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    kept = (rest & named) - asked - priced
    if not (reader.order_ids or any("cancel" in c.kinds for c in reader.cues)):  # no order changed: kept in which?
        m = next((m for m in reader.mentions if m.sku and reader.clause_of[m.first] in kept), None)
        if m is not None and getattr(reader, "refused_why", None) is None:
            reader.refused_why = why("ambiguous_intent.kept_unnamed", text=reader._clause_text(
                reader.clause_of[m.first]), item=reader.cat.by_sku(m.sku).item)
        return
    if kept:
        reader.figs = [f for f in reader.figs if not (f.kind in ("qty", "bare") and f.clause in kept)]
