"""The bill and goods asked in one breath, joined by "and" with one verb of sending (session 46, helper RA; a trial
and probe_ra46): "Please send bill B6 and 10 kg toor dal.", "बिल B6 और 10 किलो तूर दाल भेज दीजिए।", "Bill aur 20 kilo
chana dal bhejo.", "B9 का बिल भेजिए और 2 पेटी पारले-जी भी।". The one verb made one cue: in English "send the bill"
took the goods as the bill's ("ask_bill B6 with toor dal 10", the order dropped, silently); in Hindi and Hinglish the
verb after the goods ordered them and the bill was dropped ("order chana 20", silently) or left unexplained ("what
about B6?"). A shopkeeper reads both asks: the bill, and the goods ordered.

``bill_and_goods`` gives each part its cue: in a clause of two chunks joined by "and" / "aur" / "और" — the first
holding the word "bill" (and the bill's id, if any) and no goods or figure, the second a count and goods, no price and
no bill word — whose only request cue is a bill request in the first chunk or an order in the second, the other chunk
gets the other cue: an order at the goods, or a bill request at the word "bill" when the bill's part holds nothing else
("Please print our GSTIN on the bill and send 10 kg sugar" asks no bill). The goods' chunk is recorded in
``reader.sent_beside`` (new goods, not those the bill is for: ``lang.delivery_asked``). The other way round, "Send 30
kg onions and the bill", asks the invoice of these goods, which comes with them (``lang.bill_with_order``): left so.

Shape: ``bill_and_goods(reader)`` with the MessageReader after its clause acts (cues, figs, mentions, chunk_of);
adds cues in place. Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bill_and_goods"]

_BILL = fold_words("bill bil बिल")
_AND = fold_words("and aur और or")
_REQUESTS = frozenset({"ask_bill", "order"})
#: The only words a bill's part may hold when the verb after the goods sends it too ("बिल B6 और …", "B9 ka bill aur
#: …"): not "Please print our GSTIN on the bill and send 10 kg sugar" (a request about the bill, no bill asked).
_BARE = _BILL | _AND | fold_words("ka ki ke का की के the our hamara humara हमारा wala wali वाला वाली")
#: Words that make a chunk of their own and add nothing to it ("… and 2 peti Parle-G also.", "… and also 10 kg rice"):
#: a chunk of these and marks alone is no part of its own.
_ADDED = fold_words("also too bhi भी")


def _bare_bill(reader, part: list[int]) -> bool:
    """The bill's part holds the word "bill", its id, "and" and the particles of ``_BARE`` only."""
    ids = {k for p, _ in reader.bill_ids for k in (p, p + 1)}
    return all(reader.tokens[k].key in _BARE for k in part if reader.tokens[k].kind == "word" and k not in ids)


def bill_and_goods(reader) -> None:
    """Add the missing ask_bill or order cue of "send the bill and 10 kg toor dal" (module docstring)."""
    if _BILL.isdisjoint(reader._keys) or _AND.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    for cue in list(reader.cues):
        if cue.kinds not in ({"ask_bill"}, {"order"}):
            continue
        if any(c is not cue and c.clause == cue.clause and c.kinds for c in reader.cues):
            continue
        lo, hi = reader.clause_span[cue.clause]
        chunks = sorted({reader.chunk_of[k] for k in range(lo, hi) if toks[k].kind in ("word", "num")
                         and toks[k].key not in _ADDED})  # (not a chunk of "also" and "." alone)
        if len(chunks) != 2:
            continue
        parts = [[k for k in range(lo, hi) if reader.chunk_of[k] == ch] for ch in chunks]
        parts[-1] += [k for k in range(lo, hi) if reader.chunk_of[k] not in chunks]  # "also", "." with the goods
        first_words = [toks[k].key for k in parts[0] if toks[k].kind == "word"]
        if not first_words or first_words[-1] not in _AND:
            continue
        billed = [any(toks[k].kind == "word" and toks[k].key in _BILL for k in part) for part in parts]
        if billed.count(True) != 1:
            continue
        b = billed.index(True)  # the bill's chunk; the other is the goods'
        if b != 0:
            continue  # ("Send 30 kg onions and the bill": the invoice of these goods, lang.bill_with_order)
        bill_part, goods_part = parts[b], parts[1 - b]
        goods = [m for m in reader.mentions if m.first in goods_part]
        figs = [f for f in reader.figs if f.pos in goods_part]
        if any(m.first in bill_part for m in reader.mentions) or any(f.pos in bill_part for f in reader.figs) or \
                not goods or not any(f.kind == "qty" for f in figs) or any(f.kind == "price" for f in figs):
            continue
        bill_at = next(k for k in bill_part if toks[k].kind == "word" and toks[k].key in _BILL)
        goods_at = min([m.first for m in goods] + [f.pos for f in figs])
        if cue.kinds == {"ask_bill"} and cue.chunk == chunks[b]:
            reader.cues.append(Cue(frozenset({"order"}), goods_at, goods_at + 1, cue.clause, chunks[1 - b]))
        elif cue.kinds == {"order"} and cue.chunk == chunks[1 - b] and _bare_bill(reader, bill_part):
            reader.cues.append(Cue(frozenset({"ask_bill"}), bill_at, bill_at + 1, cue.clause, chunks[b]))
        else:
            continue
        reader.sent_beside = getattr(reader, "sent_beside", set()) | {chunks[1 - b]}  # (not the bill's goods)
        reader.cues.sort(key=lambda c: c.pos)
        return
