"""A rate the shop says it does not have, then asks sent: "Moong dal ka rate humare paas nahi hai, bhej do.", "मूंग दाल
का रेट हमारे पास नहीं है, भेज दो।", "Moong dal ka bhav abhi tak nahi mila, bhejiye" (other fixers, session 32, issue 10).
The "nahi" is of the rate, not of the goods: the message had been read as a refusal of moong dal, silently. The English
("We don't have the moong dal rate, send it.") was read as the rate question it is.

``rate_not_had`` turns the refusal cues of such a sentence into a rate question (``ask_quote``): only in a clause with no
price, where a rate word ("rate", "bhav", "भाव", "रेट", "daam", "दाम") is followed, with at most "humare/hamare paas",
"abhi tak", "हमारे पास", "अभी तक" between, by "nahi/नहीं" and "hai/mila/aaya/है/मिला/आया", and a word of sending or
telling ("bhej", "batao", "भेजो", "बताइए") follows. "Moong dal ka rate nahi chahiye" (no rate wanted) and "Moong dal
nahi chahiye" (a refusal) are left as they were.

Shape: ``rate_not_had(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rate_not_had"]

_RATE = fold_words("rate rates bhav bhaav भाव रेट daam दाम")
_BETWEEN = fold_words("humare hamare hmare humre paas pas हमारे पास abhi tak अभी तक ab tak")
_NOT = fold_words("nahi nahin nhi नहीं नही")
_HAD = fold_words("hai mila mili aaya aya है मिला मिली आया")
_SEND = fold_words("bhej bhejo bhejiye bhejie bhejna bhejdo batao bataiye bataye batana भेज भेजो भेजिए भेजिये भेजना बताओ "
                   "बताइए बताइये बताना")


def rate_not_had(reader) -> None:
    """Read as a rate question the refusal cues of a clause telling its rate is not at hand (module docstring)."""
    keys = reader._keys
    if _RATE.isdisjoint(keys) or _NOT.isdisjoint(keys) or _SEND.isdisjoint(keys):
        return
    toks = reader.tokens
    priced = {f.clause for f in reader.figs if f.kind in ("price", "bare")}
    clauses = set()
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in _RATE or reader.clause_of[k] in priced:
            continue
        j = k + 1
        while j < len(toks) and toks[j].kind == "word" and toks[j].key in _BETWEEN:
            j += 1
        if j + 1 < len(toks) and toks[j].key in _NOT and toks[j + 1].key in _HAD and any(
                toks[n].kind == "word" and toks[n].key in _SEND and reader.clause_of[n] == reader.clause_of[k]
                for n in range(j + 2, len(toks))):
            clauses.add(reader.clause_of[k])
    for c in reader.cues:
        if c.clause in clauses and c.kinds == {"reject"}:
            c.kinds = frozenset({"ask_quote"})
