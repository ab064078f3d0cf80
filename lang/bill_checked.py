"""A bill asked to be checked for an overcharge: "Also please check B57, the amount is ₹600 more than the goods",
"B57 check kar lijiye, ₹600 zyada laga hai", "कृपया B57 जाँच लीजिए, ₹600 ज़्यादा लगा है" (holdout103 h3049). "Check"
is no dispute word to the cue stage, so beside "Paid, sir." the bill had been paid — a bill the writer disputes,
silently (the second opinion had refused it until retrained in the twenty-sixth session).

``bill_checked`` makes the bill's sentence a dispute when it has a word of checking and a word of too much or wrong
(in its sentence or the next), and no word of paying: a cue of the dispute is set at the id, and the amounts of
those sentences are the dispute's reckoning (no payment's amount: "₹600" had become what "Paid" paid).
"""
from __future__ import annotations

from dataclasses import replace

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["bill_checked", "CHECK_WORDS", "PAYING_WORDS"]

#: Words of checking a bill.
CHECK_WORDS = fold_words("check recheck re-check verify jaanch janch जाँच जांच jaanchiye जाँचिए")
#: Words of too much or wrong.
_TOO_MUCH = fold_words("more extra excess overcharged overcharge wrong incorrect galat गलत ग़लत zyada jyada ज़्यादा "
                       "ज्यादा adhik अधिक")
#: Words of paying in the bill's own sentence (then it is no dispute: "please check and pay B57" is not this).
PAYING_WORDS = fold_words("paid pay paying payment bhugtan भुगतान")


def bill_checked(reader) -> None:
    """Set a dispute cue at each bill id whose sentence asks it checked for an overcharge (module docstring).
    ``reader``: the MessageReader after its clause acts (bill_ids, cues, clause_of, chunk_of)."""
    keys = reader._keys
    if not reader.bill_ids or CHECK_WORDS.isdisjoint(keys) or _TOO_MUCH.isdisjoint(keys) or not reader.cues:
        return
    words = clause_words(reader)
    template = reader.cues[0]
    for pos, _ in reader.bill_ids:
        clause = reader.clause_of[pos]
        mine = set(words.get(clause, ()))
        told = mine | set(words.get(clause + 1, ()))
        if CHECK_WORDS.isdisjoint(mine) or _TOO_MUCH.isdisjoint(told) or not PAYING_WORDS.isdisjoint(mine):
            continue
        if any(c.clause == clause and c.kinds for c in reader.cues):
            continue  # the sentence asks something already ("check B57 and send the bill")
        reader.cues.append(replace(template, kinds=frozenset({"dispute"}), pos=pos, end=pos + 1, clause=clause,
                                   chunk=reader.chunk_of[pos]))
        reckoned = {clause} | ({clause + 1} if _TOO_MUCH.isdisjoint(mine) else set())
        reader.figs = [f for f in reader.figs if not (f.kind in ("price", "bare") and f.clause in reckoned)]
