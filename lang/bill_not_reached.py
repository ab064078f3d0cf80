"""A bill said not to have reached us, its id or "us" between "bill" and the words of not getting it: "शादी वाले ऑर्डर
का बिल B3 हमें अभी तक नहीं मिला है। कृपया जल्दी भेज दें।", "Shaadi wale order ka bill B3 humein abhi tak nahi mila
hai. Kripya jaldi bhej dein.", "ऑर्डर O18 का बिल हमें अभी तक नहीं मिला है। कृपया उसे भेज दें।" (holdouts 59, 75, 127,
128). The phrase "बिल अभी तक नहीं मिला" / "bill abhi tak nahi mila" asks for the bill (``lang.cues``), but with "B3"
or "हमें" / "humein" inside it no intent word stood there: the "please send it" after it was an order of no goods
("what goods?"), or beside a payment the second opinion saw a bill asked that the rules had not read (refused), though
the English ("We have not yet received bill B3 … Please send it soon.") read and a shopkeeper sends the bill.

The cue that makes it safe: "bill"/"बिल", then at most a bill id ("B3") and the filler words of the phrase ("हमें",
"humein", "अभी तक", "abhi tak", "bhi", "भी"), then "नहीं"/"nahi" and a verb of getting or arriving ("मिला", "mila",
"आया", "aaya", "पहुँचा", "pahuncha") — nothing else between, in one clause. Then those words ask for the bill, as the
phrase with nothing inside does. "बिल B3 में चीनी नहीं मिली" (goods missing from a bill: "में" stands between) is left
as it was.

Shape: ``bill_not_reached(reader, cues)`` → the cues with the new ones (run by ``lang.bill_sends.bills_sent`` as the
cues are found; the same list object when none is added). Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bill_not_reached"]

_BILL = fold_words("bill बिल")
#: The id's letter ("B3" is the word "b" and the number 3).
_B = fold_words("b")
#: Words that may stand inside the phrase: "बिल B3 हमें अभी तक नहीं मिला", "bill humein abhi tak nahi mila".
_FILLER = fold_words("हमें hamein humein humen hume hamko humko हमको abhi अभी tak तक bhi भी ab अब")
_NOT = fold_words("nahi nahin नहीं नही")
_GOT = fold_words("mila mili mile मिला मिली मिले aaya aya aayi आया आई pahuncha pahucha पहुँचा पहुंचा")
_ASK = frozenset({"ask_bill"})


def bill_not_reached(reader, cues: list) -> list:
    """``cues`` with an ask_bill cue on the "not got" of each bill said not to have reached us (module docstring).
    ``reader``: the MessageReader as its cues are found (tokens, clause_of, chunk_of). Examples: "बिल B3 हमें अभी तक
    नहीं मिला है।" / "bill B3 humein abhi tak nahi mila" → a cue on "नहीं मिला" / "nahi mila"."""
    keys = reader._keys
    if _BILL.isdisjoint(keys) or _NOT.isdisjoint(keys) or _GOT.isdisjoint(keys):
        return cues
    toks, n = reader.tokens, reader.n
    covered = {k for c in cues for k in range(c.pos, c.end)}
    added = []
    for b, t in enumerate(toks):
        if t.kind != "word" or t.key not in _BILL:
            continue
        k = b + 1
        if k + 1 < n and toks[k].kind == "word" and toks[k].key in _B and toks[k + 1].kind == "num":
            k += 2  # "बिल B3"
        while k < n and toks[k].kind == "word" and toks[k].key in _FILLER:
            k += 1
        if k + 1 >= n or toks[k].kind != "word" or toks[k].key not in _NOT or toks[k + 1].kind != "word" or \
                toks[k + 1].key not in _GOT or reader.clause_of[k + 1] != reader.clause_of[b]:
            continue
        if covered & set(range(b, k + 2)):
            continue  # (the phrase of ``lang.cues`` already: "बिल अभी तक नहीं मिला")
        added.append(Cue(_ASK, k, k + 2, reader.clause_of[k], reader.chunk_of[k]))
    return sorted(cues + added, key=lambda c: c.pos) if added else cues
