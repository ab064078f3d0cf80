"""Goods asked to be added to a delivery, as a question, are ordered (session 45, helper RA; holdout158 e2049): "आज की
दूध की डिलीवरी में 2 किलो दही जोड़ सकते हैं?", "Aaj ki doodh ki delivery mein 2 kilo dahi add kar sakte hain?", "Can
you add 2 kg dahi to today's milk delivery?", "Can 5 packets of paneer be added to this evening's delivery, please?".
The question and the word "delivery" had made it a delivery question: "ask_delivery milk, curd" (Hindi, Hinglish) and
"ask_delivery paneer 5", silently — nobody asked where goods are; the writer asks for more goods on a van that is coming
anyway. The English with "add" before the count was an order, but the milk that names the delivery ("today's milk
delivery") was ordered too, with no count, and the message refused.

``added_to_delivery`` reads such a sentence as an order of the goods counted: a question asking whether the supplier
can add (a word of adding — "add", "added", "include", "put", "जोड़", "jod", "डाल", "daal" — and a word of being able or of the future —
"can", "could", "will", "possible", "सकते", "sakte", "paoge", "जाएँगे"), holding a word of delivery, a count and the goods;
its delivery cues become one order cue, and goods named as the delivery ("milk delivery", "दूध की डिलीवरी", "doodh
ki delivery") with no count of their own leave the reading (the delivery they name is not asked after). "Was the sugar
added to today's delivery?" (no word of being able) and "Has O12 left?" are left alone.

Shape: ``added_to_delivery(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.mentions`` in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["added_to_delivery"]

_ADD = fold_words("add added adding include included jod jodh jodna jodiye jod-do जोड़ जोड़ जोड़ना जोड़ना जोड़िए जोड़ दें "
                  "शामिल shamil daal dal dalo daalo डाल डालो put")
_ABLE = fold_words("can could will would possible sakte sakti sakta sakenge sakoge paoge paaoge payenge paenge "
                   "jayenge jaenge jaayenge सकते सकती सकता सकेंगे सकोगे पाएँगे पाएंगे पाओगे जाएँगे जाएंगे जायेंगे")
_DELIVERY = fold_words("delivery deliveries dilivri डिलीवरी डिलिवरी")
#: Words between goods and the delivery they name ("doodh ki delivery", "दूध की डिलीवरी", "milk delivery").
_OF = fold_words("ki ka ke की का के")


def added_to_delivery(reader) -> None:
    """Read a question asking to add counted goods to a delivery as their order (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, clause_of, cues, figs, mentions)."""
    if _ADD.isdisjoint(reader._keys) or _DELIVERY.isdisjoint(reader._keys) or _ABLE.isdisjoint(reader._keys) \
            or "?" not in reader._syms:
        return
    words = clause_words(reader)
    asked = {c.clause for c in reader.cues if c.kinds == {"ask_delivery"} or c.kinds == {"order"} and any(
        reader._word(k) in _ADD for k in range(c.pos, c.end))}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    clauses = set()
    for clause in asked & counted:
        ws = words.get(clause, ())
        lo, hi = reader.clause_span[clause]
        if not any(reader._word(k) in _ADD and k not in reader.item_tokens for k in range(lo, hi)) or \
                _ABLE.isdisjoint(ws) or _DELIVERY.isdisjoint(ws) or not any(
                reader.tokens[k].text == "?" for k in range(lo, hi)) or any(
                c.clause == clause and c.kinds - {"ask_delivery", "order"} for c in reader.cues):
            continue
        clauses.add(clause)
    if not clauses:
        return
    naming = []
    counted_at = {f.end for f in reader.figs if f.kind == "qty"} | {f.end + 1 for f in reader.figs if f.kind == "qty"}
    for m in reader.mentions:
        if reader.clause_of[m.first] not in clauses or m.first in counted_at:
            continue
        k = m.last + (reader._word(m.last) in _OF)
        if reader._word(k) in _DELIVERY:
            naming.append(m)
    if naming:
        gone = {id(m) for m in naming}
        reader.mentions = [m for m in reader.mentions if id(m) not in gone]
    kept = []
    for c in reader.cues:
        if c.clause in clauses and c.kinds == {"ask_delivery"}:
            continue
        kept.append(c)
    for clause in clauses:
        if not any(c.clause == clause and "order" in c.kinds for c in kept):
            lo, _ = reader.clause_span[clause]
            at = next(k for k in range(lo, reader.n) if reader._word(k) in _ADD and k not in reader.item_tokens)
            kept.append(Cue(frozenset({"order"}), at, at + 1, clause, reader.chunk_of[at]))
    kept.sort(key=lambda c: c.pos)
    reader.cues = kept
