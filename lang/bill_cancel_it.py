"""A cancel of "it" after a sentence naming one bill: "B1 is wrong. Please cancel it.", "B1 का हिसाब गलत है। इसे रद्द
कीजिए।", "B1 ka hisaab galat hai. Isse cancel kijiye." — "it" is the bill just named, and a bill cancelled is a bill
disputed (as "Please cancel bill B1." reads). The cancel had been read as an order's with none named ("which order to
cancel? name it, e.g. O3", trial 36: the writer had named the bill).

``bill_cancel_it`` sets a dispute cue at the bill's id and takes out the cancel cue when the message names one bill
and no order, states no count or price, asks no goods, and the cancel's own sentence names no id and has "it" / "this"
/ "इसे" / "isse" / "ye bill" within two words of the cancel word. "Cancel O3." and "B1 paid. Cancel 5 kg sugar from
it." (a count: goods) read as before. Shape: ``bill_cancel_it(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bill_cancel_it"]

#: The words that point back at the bill named ("it", "this", "इसे", "isse", "ye bill").
_IT = fold_words("it this that ise isse isko iske ise इसे इसको इस यह ये ye yeh usse use उसे bill बिल")


def bill_cancel_it(reader) -> None:
    """Read "cancel it" after the one bill named as that bill's dispute (module docstring). ``reader``: the
    MessageReader after its clause acts."""
    if len({i for _, i in reader.bill_ids}) != 1 or reader.order_ids or any(
            f.kind in ("qty", "price") for f in reader.figs):
        return
    if any(c.kinds & {"order", "accept", "ask_quote", "pay"} for c in reader.cues):
        return
    pos = reader.bill_ids[0][0]
    clause = reader.clause_of[pos]
    cancels = [c for c in reader.cues if "cancel" in c.kinds]
    if len(cancels) != 1 or cancels[0].clause <= clause:
        return
    c = cancels[0]
    lo, hi = reader.clause_span[c.clause]
    near = [k for k in range(max(lo, c.pos - 3), min(hi, c.end + 3)) if reader.tokens[k].kind == "word" and not
            c.pos <= k < c.end]
    if not any(reader._word(k) in _IT for k in near):
        return
    cues = [x for x in reader.cues if x is not c]
    if not any("dispute" in x.kinds for x in cues):  # ("B1 is wrong. Please cancel it.": the dispute said again)
        cues.append(Cue(frozenset({"dispute"}), pos, reader.clause_span[clause][1], clause, reader.chunk_of[pos]))
    reader.cues = sorted(cues, key=lambda x: x.pos)
