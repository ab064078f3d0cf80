"""Goods told spoilt or short, whose reckoning the writer puts off, are no complaint made now (session 39, fixer DK,
on corpus_holdout138; issue 10): "The 40 packets of milk in O7 arrived this morning; six of them were leaking and
went straight to the bin, which we will settle with you later. For now, please send 6 more packets …" (en-j7045) had
disputed O7; "… उसका हिसाब हम बाद में कर लेंगे।" and "… uska hisaab hum baad mein kar lenge." (hi/hinglish) had
read "kar lenge" as an order of O7 and been refused (which order?). The writer says the loss will be settled later:
nothing is asked of O7 today, only the new milk.

When: a chunk (part of a sentence) with a word of settling ("settle", "हिसाब", "hisaab", "adjust") and a word of
later ("later", "बाद", "baad", "afterwards"), and no figure of its own, in a sentence with no question or condition.
Then the chunk's intent words ("कर लेंगे", "kar lenge": we will do it) and the sentence's complaint words ("were
leaking") ask nothing; other intent words of the sentence (an order, a payment, a cancel) are left as read. When the
sentence asks nothing else and another sentence asks something, the sentence is the loss told: its goods and figures
are context and the order or bill it names is said only of it (it leaves ``order_ids`` and ``bill_ids``, as
``lang.told_not_asked``'s told sentences do), not "what about O7?". "Six were
leaking; please adjust B7" (no later) still disputes; "settle B7 later, send 6 packets now" is left to the others.

Shape: ``settled_later(reader)`` with the MessageReader after its clause acts (run by ``lang.said_in_passing``);
empties cues' ``kinds`` and drops the told sentence's figures, mentions and ids. Linear in the tokens and cues.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["settled_later"]

#: Words of settling an account ("settle", "हिसाब", "hisaab", "adjust", "एडजस्ट").
_SETTLE = fold_words("settle settled settling settlement hisaab hisab hisaab हिसाब adjust adjusted adjustment "
                     "एडजस्ट")
#: Words of later ("later", "बाद में", "baad mein", "afterwards").
_LATER = fold_words("later baad बाद afterwards afterward")
#: Intent words of the complaint that the put-off reckoning stands for.
_TOLD = frozenset({"dispute", "bill", "bill_weak"})


def settled_later(reader) -> None:
    """Empty the intent words of a loss whose reckoning is put off (module docstring). ``reader``: the MessageReader
    after its clause acts. "… six of them were leaking, which we will settle with you later. Please send 6 more
    packets of milk." / "… उसका हिसाब हम बाद में कर लेंगे। … दूध के 6 पैकेट और भेज दीजिए" / "… uska hisaab hum baad
    mein kar lenge. … doodh ke 6 packet aur bhej dijiye" order the 6 packets alone."""
    if _SETTLE.isdisjoint(reader._keys) or _LATER.isdisjoint(reader._keys):
        return
    settle, later = set(), set()
    for k, t in enumerate(reader.tokens):
        if t.kind == "word":
            if t.key in _SETTLE:
                settle.add(reader.chunk_of[k])
            elif t.key in _LATER:
                later.add(reader.chunk_of[k])
    put_off = (settle & later) - {reader.chunk_of[f.pos] for f in reader.figs if f.kind != "hint"}
    if not put_off:
        return
    clauses = {}
    for k in range(reader.n):
        if reader.chunk_of[k] in put_off:
            clauses.setdefault(reader.chunk_of[k], reader.clause_of[k])
    told = set()
    for chunk, clause in clauses.items():
        act = reader.acts.get(clause)
        if act is None or act.question or act.condition:
            continue
        for c in reader.cues:
            if c.clause == clause and (c.chunk == chunk or c.kinds and c.kinds <= _TOLD):
                c.kinds = frozenset()
        if not any(c.clause == clause and c.kinds - {"neutral"} for c in reader.cues) and any(
                c.clause != clause and c.kinds - {"neutral"} for c in reader.cues):
            told.add(clause)  # nothing else asked in it, something asked elsewhere: the loss is told
    if told:
        reader.figs = [f for f in reader.figs if f.clause not in told]
        reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in told]
        reader.order_ids = [(p, x) for p, x in reader.order_ids if reader.clause_of[p] not in told]
        reader.bill_ids = [(p, x) for p, x in reader.bill_ids if reader.clause_of[p] not in told]
