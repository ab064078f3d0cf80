"""A bill's id set after "bill" between commas: "Please send the O10 bill, B10, as well." (probes 50 hf en-f3044).
The comma put B10 in a chunk of its own, and a bill asked in a chunk naming an order but no bill asks the order's
bill (``lang.nonitem``: "B58 payment done and O45 bill send"), so the reading asked for O10's bill and dropped B10
(silently; the Hindi "O10 का बिल B10 भी भेज देना" and the Hinglish read B10). The id right after "bill," is that
bill's id: the bill asked is B10 (the corpus convention: a bill named carries its id alone).

``bill_apposed(reader, cue)``: whether an ask_bill ``cue``'s chunk ends in a bill word followed by a comma and a bill id
(the MessageReader's tokens, chunk_of and bill_ids).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["bill_apposed"]

_BILL = fold_words("bill invoice बिल")


def bill_apposed(reader, cue) -> bool:
    """The ask_bill ``cue``'s chunk names a bill whose id follows it after a comma: "the O10 bill, B10" (module
    docstring)."""
    toks = reader.tokens
    for pos, _ in reader.bill_ids:
        k = pos - 1
        while k >= 0 and toks[k].kind == "space":
            k -= 1
        if k < 1 or toks[k].kind != "sym" or toks[k].text != ",":
            continue
        k -= 1
        while k >= 0 and toks[k].kind == "space":
            k -= 1
        if k >= 0 and toks[k].kind == "word" and toks[k].key in _BILL and reader.chunk_of[k] == cue.chunk:
            return True
    return False
