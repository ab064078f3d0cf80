"""A generic name pointing back at the one goods of its kind named before it: "Send 25 kg toor dal and 10 packets of
besan at ₹58 per kg for the dal.", "25 किलो तूर दाल और 10 पैकेट बेसन भेजिए, दाल ₹58 प्रति किलो।", "25 kilo toor dal
aur 10 packet besan bhejo, dal ₹58 kilo." (session 55, found by people trying the reader): the "dal" is the toor dal
just named, and the reader had refused the message "'dal' may be any of toor dal, moong dal, …" — asking the writer
something they had said.

``generic_named`` gives an ambiguous mention (``lang.items.ItemMention``: "dal", "दाल", "tel") the one candidate named
by a specific mention before it in the message, when

- no other of its candidates is named anywhere in the message ("toor dal … moong dal … the dal" stays asked), and
- the mention points back: a word of pointing right before it ("the", "that", "this", "wo", "us", "वह", "उस", "इस")
  or a price right after it ("दाल ₹58", "dal ₹58 kilo"), never a count of its own ("Send 25 kg toor dal and 10 kg
  dal" is other dal, asked which, as before).

Shape: ``generic_named(reader, mentions)`` → the mentions in text order, such ones resolved; called by
``lang.quoted_names.quoted_names`` while the reader finds its mentions. Linear in the mentions and their neighbours.
"""
from __future__ import annotations

from dataclasses import replace

from lang.language import fold_words

__all__ = ["generic_named"]

#: Words pointing at goods already named ("the dal", "us dal ka", "उस दाल").
_POINTING = fold_words("the that this those wo woh vo voh us is wahi vahi वह वो उस इस वही")
#: Money marks a price starts with.
_MONEY = fold_words("rs rs. inr rupaye rupees rupee रुपये रुपए ₹")


def generic_named(reader, mentions: list) -> list:
    """``mentions`` with each ambiguous one that points back at the single candidate named before it resolved to
    that candidate (module docstring); ``reader``: the MessageReader with its tokens."""
    if not any(m.ambiguous for m in mentions):
        return mentions
    named = {m.sku for m in mentions if m.sku}
    out = []
    for m in mentions:
        if m.ambiguous:
            before = [s for s in m.candidates if s in named]
            earlier = {e.sku for e in mentions if e.sku and e.first < m.first}
            if len(before) == 1 and before[0] in earlier and _points_back(reader.tokens, m):
                m = replace(m, sku=before[0], candidates=(before[0],))
        out.append(m)
    return out


def _points_back(tokens: list, m) -> bool:
    """A pointing word right before the mention, or a price (a money mark, then a number) right after it, and no
    count next to it."""
    prev = tokens[m.first - 1] if m.first > 0 else None
    nxt = tokens[m.last:m.last + 2]
    if prev is not None and prev.kind == "num":
        return False
    if prev is not None and prev.kind == "word" and prev.key in _POINTING:
        return not (nxt and nxt[0].kind == "num")
    return len(nxt) == 2 and (nxt[0].text == "₹" or nxt[0].key in _MONEY) and nxt[1].kind == "num"
