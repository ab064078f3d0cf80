"""A bill's copy said received asks nothing: "We had not received the copy of B6, now we have it.", "Thanks, we got
the copy of B6.", "We have received the copy of B6." (session 55, WALKFIX55R: ID55's helper found each read as B6's
bill asked, silently — the desk would send a copy nobody wants). "copy of" is a word of asking the bill ("Please send
a copy of B12"); with a word of getting before it in its clause ("received", "got", "have") the copy has come. Said
not received ("We have not received the copy of B6") it is still asked, unless the same sentence then says it has come
("… now we have it", "… got it now"). The Hindi and Hinglish ("B6 की कॉपी नहीं मिली थी, अब मिल गई।", "B6 ki copy
nahi mili thi, ab mil gayi.") ask nothing already (refused: no request, when nothing else is asked).

Shape: ``copy_received(reader, cues) -> cues`` with the MessageReader as its cues are found (tokens, clause_of);
the same list when nothing is dropped. Raises nothing. Linear in the tokens of the cues' clauses.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["copy_received"]

#: The words of the cue: "copy of", "the copy".
_COPY = fold_words("copy copies of the a")
#: Words of getting that stand before the copy ("received the copy of B6", "we got the copy").
_GOT = fold_words("received receive got get have has had")
#: Negations before the getting word ("had not received", "haven't received").
_NOT = fold_words("not never no haven hasn hadn didn havent hasnt hadnt didnt t")
#: Words saying it has come since ("now we have it", "got it now").
_NOW = fold_words("now")
#: How many words before the copy a getting word may stand.
_SPAN = 5


def copy_received(reader, cues: list) -> list:
    """``cues`` without the bill asked by "copy of" where its clause says the copy has come (module docstring)."""
    words, toks = reader._words, reader.tokens
    drop = []
    for c in cues:
        if c.kinds != {"ask_bill"} or not all(words[k] in _COPY for k in range(c.pos, c.end)):
            continue
        clause = reader.clause_of[c.pos]
        before = [k for k in range(max(0, c.pos - _SPAN), c.pos) if reader.clause_of[k] == clause]
        if not any(words[k] in _GOT for k in before):
            continue
        if any(toks[k].text == "?" for k in range(c.pos, reader.n) if reader.clause_of[k] == clause):
            continue  # "Have you got the copy of B6?"
        if any(words[k] in _NOT for k in before):
            rest = []
            for k in range(c.end, reader.n):
                if toks[k].text in (".", "!", "?", "\n", "।"):
                    break
                rest.append(words[k])
            if not (_NOW.intersection(rest) and _GOT.intersection(rest)):
                continue  # "We have not received the copy of B6": still asked
        drop.append(c)
    return [c for c in cues if c not in drop] if drop else cues
