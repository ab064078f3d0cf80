"""Goods listed under one verdict word, beside other goods given another verdict: each listed goods is accepted at the
supplier's quote ("Yes to onion and potato, no to tomato", "Turmeric and chilli powder are fine; salt we'll pass on",
"प्याज़ और आलू हाँ, टमाटर ना", "Pyaaz aur aloo haan, tamatar na", "Rice ok, moong dal no, mustard oil — can you do
₹128?", "- Sugar: accepted ✅ / - Jaggery: ₹58 max ❌").

A quote answered item by item (breaker AG, tests/corpus_holdout95): the accept word names no price, and the desk
answers an accept with no price by taking its last quote (tests/corpus_chat/README.md), so the acceptance carries
none. They had been refused ("what price for potato?") unless each goods had a verdict word of its own.

Only when, between the goods and the accept word, there are nothing but other goods and list words ("and", "aur",
"और", ",", "—", ":", "both", "दोनों", "are", "हैं"), and another goods of the message is given another verdict (a
refusal, or an offer of a price). "Rice ok." alone, or "Rice and sugar ok." with no other verdict, is still asked.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import cues_of_clause

__all__ = ["listed_under_verdict"]

#: Words that may stand between listed goods and the accept word that covers them all.
_LIST_WORDS = fold_words("and aur और tatha तथा n to for are is both all three teeno teenon dono donon दोनों तीनों "
                         "hain hai हैं है ji जी the")
#: Symbols that may stand there.
_LIST_SYMS = frozenset(",&—–-:/*")
_OTHER_VERDICTS = frozenset(("reject", "offer"))


def listed_under_verdict(reader, line) -> bool:
    """Whether ``line`` (an item line with no count) is goods listed under an accept word of its sentence while
    another goods of the message is given another verdict (module docstring). ``reader``: the ``MessageReader``.

    "Yes to onion and potato, no to tomato" → True for onion and potato; "Haldi aur laal mirch theek hain; namak
    nahi lenge" → True for haldi and mirch; "हल्दी और लाल मिर्च ठीक हैं; नमक नहीं लेंगे" → True; "Rice ok." → False.
    """
    m, toks = line.mention, reader.tokens
    if any(f.kind == "qty" for f in line.figs) or any(x.sku is None for x in reader.mentions) or any(
            f.kind == "price" and reader.chunk_of[f.pos] == line.chunk for f in reader.found_figs) or \
            m.sku in reader._quoted_selling_prices():  # ("your ₹136 for toor dal — done!"; "> Rice ₹38/kg": the quote's)
        return False
    covered = None
    for c in cues_of_clause(reader, reader.cues, line.clause):
        if "accept" not in c.kinds or c.kinds & _OTHER_VERDICTS:
            continue
        lo, hi = (m.last, c.pos) if m.last <= c.pos else (c.end, m.first)
        if hi - lo <= 12 and all(_joins(reader, toks, k) for k in range(lo, hi)):
            covered = c
            break
    if covered is None:
        return False
    return any(c.kinds & _OTHER_VERDICTS and "accept" not in c.kinds and _of_other_goods(reader, c, m.sku)
               for c in reader.cues)


def _joins(reader, toks, k: int) -> bool:
    """Token ``k`` is a listed goods' or a list word."""
    t = toks[k]
    return k in reader.item_tokens or t.kind == "word" and t.key in _LIST_WORDS or t.kind == "sym" and (
        t.text in _LIST_SYMS or t.text.startswith("*"))


def _of_other_goods(reader, cue, sku: str) -> bool:
    """The goods the cue speaks of are not ``sku``: those of its chunk, else the last named before it in its clause
    ("mustard oil — can you do ₹128?"), else the first after it there."""
    named = [x for x in reader.mentions if reader.chunk_of[x.first] == cue.chunk]
    if not named:
        clause = [x for x in reader.mentions if reader.clause_of[x.first] == cue.clause]
        before = [x for x in clause if x.last <= cue.pos]
        named = before[-1:] or [x for x in clause if x.first >= cue.end][:1]
    return bool(named) and all(x.sku is not None and x.sku != sku for x in named)  # (not "Dal …, rehne do": which dal?)
