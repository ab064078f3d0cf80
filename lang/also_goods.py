"""Goods added "also" after an offer or a priced question, with a count and no word of their own, are ordered.

"Moong dal — make it ₹2 less per kg and we'll take thirty kg. Also 10 packets of Tata Salt.", "Moong at ₹100 a
kilo and we'll take 30 kg. Saath mein 10 packet namak." (holdout48). The added goods had taken the offer's kind from the sentence before and were
refused ("what price for salt?"); the shopkeeper reads them as goods sent besides: no price is asked of them, and an
offer needs one.

Only a sentence that opens with "also" / "saath mein" / "साथ में" (or "aur/और" before it), names goods with a count,
has no intent word, no price and no question mark of its own, right after a sentence with a price and a count that
asks no question (the offer). "What's the moong rate? Also 10 packets of salt." keeps its refusal (a rate asked
before: salt's rate too, or salt sent?), and so do "… Also 10 packets of salt?" (asked) and "30 kg cheeni ₹40 ke rate
pe bhejoge? Aur saath mein 10 kg namak." (whether the question before is an order at ₹40 or an offer is not this
pass's to say).

Shape: ``also_goods(reader)`` with the MessageReader after its clause acts; an order cue added to the sentence.

``also_after_rate(reader)`` keeps that refusal (fixer H, thirtieth session: "What's the moong rate? Also 10 packets
of salt.", "Moong ka rate kya hai? Aur 10 packet namak bhi.", "मूँग का भाव क्या है? और 10 पैकेट नमक भी।" had asked
salt's rate for 10 packets, silently): counted goods with no word of their own, opening with "also" / "aur … bhi" /
"और … भी" / "saath mein", right after a sentence asking a rate of other goods, are refused
(``ambiguous_intent.also``: a rate asked, and part reads like an order) — the writer may want salt's rate too, or
the salt sent.
"""
from __future__ import annotations

from lang.doubt_goods import also_why
from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["also_goods", "also_after_rate"]

_ALSO = fold_words("also saath sath साथ plus")
_AND = fold_words("and aur और")
_MEIN = fold_words("mein me में hi ही")
_TOO = fold_words("bhi भी too also")


def _opens_also(reader, lo: int, hi: int) -> bool:
    """The sentence's words open with "also", "saath mein", "साथ में" (after an "and"/"aur" or none)."""
    words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"][:3]
    if words and reader._word(words[0]) in _AND:
        words = words[1:]
    if not words or reader._word(words[0]) not in _ALSO:
        return False
    return reader._word(words[0]) in fold_words("also plus") or len(words) > 1 and reader._word(words[1]) in _MEIN


def also_goods(reader) -> None:
    """Add an order cue to each "also" sentence of goods after a priced, counted sentence (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, figures, mentions)."""
    if not reader.mentions or not any(f.kind == "price" for f in reader.figs):
        return
    cued = {c.clause for c in reader.cues}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    kinds: dict[int, set[str]] = {}
    for f in reader.figs:
        kinds.setdefault(f.clause, set()).add(f.kind)
    for clause in sorted(goods - cued):
        lo, hi = reader.clause_span[clause]
        if kinds.get(clause, set()) != {"qty"} or not _opens_also(reader, lo, hi) or any(
                reader._sym(k) == "?" for k in range(lo, hi + 1)):
            continue
        before = reader._worded_clause(clause, -1)
        if before not in cued or not {"qty", "price"} <= kinds.get(before, set()) or any(
                "ask_quote" in c.kinds for c in reader.cues if c.clause == before) or any(
                reader._sym(k) == "?" for k in range(*reader.clause_span[before])):
            continue
        k = next(k for k in range(lo, hi) if reader.tokens[k].kind == "word")
        reader.cues.append(Cue(frozenset({"order"}), k, k + 1, clause, reader.chunk_of[k]))


def also_after_rate(reader) -> None:
    """Refuse counted goods added "also" right after a rate asked of other goods (module docstring)."""
    if len(reader.mentions) < 2 or getattr(reader, "refused_why", None) or not any(
            "ask_quote" in c.kinds for c in reader.cues):
        return
    cued = {c.clause for c in reader.cues if c.kinds}
    asked = {c.clause for c in reader.cues if "ask_quote" in c.kinds}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    for clause in sorted({reader.clause_of[m.first] for m in reader.mentions} - cued):
        lo, hi = reader.clause_span[clause]
        words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        also = _opens_also(reader, lo, hi) or bool(words) and reader._word(words[0]) in _AND and any(
            reader._word(k) in _TOO for k in words[1:])
        before = reader._worded_clause(clause, -1)
        if clause not in counted or not also or before not in asked:
            continue
        theirs = {m.sku for m in reader.mentions if reader.clause_of[m.first] == before}
        mine = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
        if theirs and mine and not mine & theirs:
            reader.refused_why = also_why("ask_quote", "order", [
                reader.cat.by_sku(m.sku).item for m in reader.mentions if m.sku])  # (lang.doubt_goods)
            return
