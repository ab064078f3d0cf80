""""Nothing else" beside goods asked with their count: "Rice 20 kg only, nothing else.", "सिर्फ़ चावल 20 किलो, और कुछ
नहीं।", "Sirf chawal 20 kilo, aur kuch nahi.", "20 किलो चावल भेजो, और कुछ नहीं।", "Nothing more needed, only 10 kg
sugar." (session 48, helper RD: probes rd48-023 and rd47-043). The English "Send 20 kg rice, nothing else." was read
as the order; its Hindi and Hinglish twins were refused ("a quantity with an acceptance or a refusal"): "और कुछ नहीं"
is a refusal phrase, and it covered the rice and its count. Without a verb the English was refused too ("nothing
else" was a word the reader did not know in a plain list). The refusal of "anything else" refuses none of the goods
named (``lang.nothing_else``); the shop asks for the goods counted and says it needs nothing besides.

``nothing_else_beside(reader)``: in a message naming goods with a count, each refusal cue that stands on "anything
else" loses its kind, and the words of "nothing else" / "anything more" (with "needed" / "chahiye" right after them)
become words a plain list may carry (``reader.taken``). Not when the message names an order or bill id, a price, or
another request than an order; nor when the refusal's sentence names goods with no count ("Rice nahi, aur kuch
nahi" refuses the rice).

Shape: ``nothing_else_beside(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.taken`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.nothing_else import nothing_else

__all__ = ["nothing_else_beside"]

_ANY = fold_words("anything nothing kuch kuchh कुछ")
_OTHER = fold_words("else more aur और baaki baki बाकी बाक़ी")
_NEEDED = fold_words("needed required chahiye chaahiye चाहिए nahi nahin नहीं")


def nothing_else_beside(reader) -> None:
    """Take "nothing else" beside counted goods as no refusal (module docstring). ``reader``: the MessageReader after
    its clause acts (tokens, cues, figs, mentions, clause_of, clause_span, taken)."""
    if _ANY.isdisjoint(reader._keys) or _OTHER.isdisjoint(reader._keys) or reader.order_ids or reader.bill_ids or \
            any(f.kind == "price" for f in reader.figs) or any(c.kinds - {"order", "reject"} for c in reader.cues):
        return
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    if not counted or not any(reader.clause_of[m.first] in counted for m in reader.mentions):
        return
    pairs = [k for k in range(reader.n - 1) if reader.tokens[k].kind == "word" and reader.tokens[k + 1].kind == "word"
             and (reader.tokens[k].key in _ANY and reader.tokens[k + 1].key in _OTHER or
                  reader.tokens[k].key in _OTHER and reader.tokens[k + 1].key in _ANY)]
    if not pairs:
        return
    for c in reader.cues:
        if c.kinds != {"reject"} or not nothing_else(reader, c.pos):
            continue
        if any(reader.clause_of[m.first] == c.clause and m.first < c.pos and not any(
                f.clause == c.clause and f.kind == "qty" for f in reader.figs) for m in reader.mentions):
            return  # (goods refused with it: left as they were)
        c.kinds = frozenset()
    for k in pairs:
        hi = reader.clause_span[reader.clause_of[k]][1]
        reader.taken.update((k, k + 1))
        j = k + 2
        while j < hi and reader.tokens[j].kind == "word" and reader.tokens[j].key in _NEEDED:
            reader.taken.add(j)
            j += 1
