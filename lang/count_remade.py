"""One line's count made another in a sentence of its own after the order: "Rice 40 kg and atta 10 packets. No wait,
make the atta 5.", "चावल 40 किलो और आटा 10 पैकेट। नहीं रुकिए, आटा 5 कर दीजिए।", "Chawal 40 kilo aur aata 10 packet.
Nahi ruko, aata 5 kar do.", "Send 20 kg onion and 12 packets of bread. Sorry, make the bread 8." (a new user's trial,
session 47, findings 2 and 3: the Hindi was read right, rice 40 and atta 5; the English and Hinglish were refused as
"wheat flour at ₹5 per packet, but its MRP is ₹250" — the count read as a price — or as the order taken back).
``lang.second_thoughts`` corrects "make it 25" and "sugar 10 kg — no, make sugar 15 kg"; here the goods are named
with "the" before them, or the count before "kar do", which makes it a price ("₹5 kar do"), and its check gave way.

``count_remade`` applies such a correction when a sentence after the first: opens with words of correcting only
("no", "wait", "sorry", "actually", "nahi", "ruko", "नहीं", "रुकिए", "माफ़ कीजिए", fillers "ji", "bhai"), then
optionally "make" / "make the", then one goods' name, then a number (bare, or a price with no ₹, "rs" or "rupees"
said, or a count in the unit said before), then optionally "kar do" / "कर दीजिए" and nothing more; and the goods have
exactly one count in the sentences before. That count takes the new number (its unit kept); the sentence's figure,
intent words, goods' name and negation leave the reading, and a taking-back it was read as is undone. Anything else ("No wait,
make the atta ₹250", two counts of atta before, other goods named) is left to the other checks.

Shape: ``count_remade(reader)`` with the MessageReader after its clause acts: ``reader.figs``, ``reader.cues``, the
clause acts and ``reader.retracted`` change in place. Linear in the message.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["count_remade"]

_MUST = fold_words("sorry wait no nahi nahin ruko rukiye rukie रुको रुकिए रुकिये नहीं actually oops maaf maf माफ़ माफ")
_FILL = _MUST | fold_words("kijiye कीजिए ji जी bhai भाई bhaiya भैया yaar arre are अरे oh")
_MAKE = fold_words("make the")
_AFTER = fold_words("kar कर karo करो kardo do दो dijiye dijie दीजिए दीजिये dena देना dein दें please only hi ही")
_MONEY = fold_words("rs rupees rupaye rupay रुपये रुपए")


def count_remade(reader) -> None:
    """Apply each count made another in a sentence of its own (module docstring). ``reader``: the MessageReader
    after its clause acts (tokens, clause_span, mentions, figs, cues, acts)."""
    keys = reader._keys
    if _MUST.isdisjoint(keys) or len(reader.clause_span) < 2:
        return
    toks = reader.tokens
    firsts = {m.first: m for m in reader.mentions}
    first = min(reader.clause_span, default=0)
    for clause, (lo, hi) in reader.clause_span.items():
        if clause == first:
            continue
        k, opened = lo, False
        while k < hi and (toks[k].kind in ("sym", "nl") and toks[k].text != "₹" or toks[k].kind == "word" and
                          toks[k].key in _FILL):
            opened = opened or toks[k].kind == "word" and toks[k].key in _MUST
            k += 1
        while k < hi and toks[k].kind == "word" and toks[k].key in _MAKE:
            k += 1
        m = firsts.get(k)
        if not opened or m is None or not m.sku:
            continue
        new = next((f for f in reader.figs if f.pos == m.last and f.clause == clause), None)
        if new is None or new.kind == "price" and (toks[new.pos - 1].text == "₹" or any(
                toks[j].kind == "word" and toks[j].key in _MONEY for j in range(new.pos, new.end))):
            continue
        j = new.end
        while j < hi and (toks[j].kind in ("sym", "nl") or toks[j].kind == "word" and toks[j].key in _AFTER):
            j += 1
        if j < hi:
            continue
        chunks = {reader.chunk_of[q.first] for q in reader.mentions if q.sku == m.sku and reader.clause_of[q.first] < clause}
        old = [f for f in reader.figs if f.kind in ("qty", "bare") and f.clause < clause and reader.chunk_of[f.pos] in chunks]
        if len(old) != 1 or new.kind == "qty" and new.unit not in (None, old[0].unit):
            continue
        old[0].value = new.value
        reader.figs = [f for f in reader.figs if f is not new]
        reader.mentions = [q for q in reader.mentions if q is not m]  # (the goods' line is the one before)
        reader.cues = [c for c in reader.cues if c.clause != clause]
        act = reader.acts.get(clause)
        if act is not None:
            act.negative = False
        if reader.retracted is not None and reader.retracted == reader._clause_text(clause):
            reader.retracted = None
