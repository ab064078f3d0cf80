"""An order asked after in a question of its own part of a sentence, with no word of arriving: "what happened to
O35? Still not delivered.", "and O15 still not came, when?", "And what about O46?", "Also, O35 — any update?", "O49
where?", "O35 ka kya hua?", "O35 का क्या हुआ?", "O35 kahan hai?". The shop asks where its order is: an
``ask_delivery`` of that order. These had been refused "what about O35?" (no cue of the cue stage said anything of
the id; "what about" is an offer's word, "हुआ" a counter bill's).

``asked_after`` sets an ``ask_delivery`` cue at the id when its part of the sentence (chunk):

- belongs to a question (the sentence ends in "?");
- names that one order and no bill, no goods and no figure ("O13 — वो 40 पैकेट ब्रेड — उसका क्या हुआ?" names
  goods: left to the rest of the reader), in a message whose goods are all asked for (not "what happened to O31? It
  had 2 cases of Parle-G and 10 kg suji.": the order's goods, which its question would carry);
- has a word asking after it: "what happened", "what about", "where", "when", "update", "status", "still", "kya
  hua", "kahan", "kab", "क्या हुआ", "कहाँ", "कब";
- and has no cue but an "offer" of "what about" / "how about" or a counter "bill" of "hua" / "हुआ" (removed: there
  is no price and no goods to offer or bill), in a sentence asking nothing else ("send 20 litre milk …, and what
  happened to O35?" is left to the rest of the reader).

Shape: ``asked_after(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["asked_after"]

#: Words asking after an order.
_ASKING = fold_words("happened about where when update updates status still hua kahan kahaan kab हुआ कहाँ कहां कब")
#: The cue kinds such a chunk may hold, and their words ("what about", "how about", "hua", "हुआ").
_LOOSE = frozenset({"offer", "bill", "bill_weak"})
_LOOSE_WORDS = fold_words("what how about hua हुआ kya क्या")
#: The cue kinds of a request for goods (goods named in a sentence with none are told, not asked).
_GOODS_KINDS = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel"})


def asked_after(reader) -> None:
    """Set an ``ask_delivery`` cue at each order id asked after alone in a question (module docstring)."""
    if not reader.order_ids or _ASKING.isdisjoint(reader._keys):
        return
    words = chunk_words(reader)
    by_chunk: dict[int, list] = {}
    for c in reader.cues:
        by_chunk.setdefault(c.chunk, []).append(c)
    ids: dict[int, set] = {}
    for p, ident in reader.order_ids:
        ids.setdefault(reader.chunk_of[p], set()).add(ident)
    billed = {reader.chunk_of[p] for p, _ in reader.bill_ids}
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind != "hint"}
    asking = {c.clause for c in reader.cues if c.kinds & _GOODS_KINDS}
    if any(reader.clause_of[m.first] not in asking for m in reader.mentions):
        return  # goods told with no request ("what happened to O31? It had 2 cases of Parle-G …"): the order's own
        # goods, which its question carries (left to the rest of the reader)
    gone, added = set(), []
    for p, ident in reader.order_ids:
        chunk, clause = reader.chunk_of[p], reader.clause_of[p]
        act = reader.acts.get(clause)
        if chunk in gone or act is None or not act.question or len(ids[chunk]) != 1 or chunk in billed | goods | counted:
            continue
        if _ASKING.isdisjoint(words.get(chunk, ())):
            continue
        if any(c.kinds - {"ask_delivery", "neutral"} and c.clause == clause and c.chunk != chunk for c in reader.cues):
            continue  # "send 20 litre milk …, and what happened to O35?": the order, asked as a question, is asked
        cues = by_chunk.get(chunk, [])
        if any(not c.kinds <= _LOOSE or not all(reader._word(k) in _LOOSE_WORDS for k in range(c.pos, c.end)
                                                if reader.tokens[k].kind == "word") for c in cues if c.kinds):
            continue
        gone.add(chunk)
        added.append(_Cue(frozenset({"ask_delivery"}), p, p + 1, clause, chunk))
    if added:
        reader.cues = sorted([c for c in reader.cues if c.chunk not in gone] + added, key=lambda c: c.pos)
