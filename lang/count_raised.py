"""A count raised on a named order's line is no cancel the reading missed: "ऑर्डर O4 में दूध 60 की जगह 80 पैकेट कर
दीजिए।", "ऑर्डर O2 में दूध 80 से बढ़ाकर 100 पैकेट कर दीजिए।", "Order O4 mein doodh 60 ki jagah 80 packet kar do",
"In O4, make the milk 80 packets instead of 60." (a new user's trial, session 34: A27, C13). The rule stages read the
20 packets more as an order on O4 (``tests/corpus_chat/README.md``: a count raised on a named order orders the
difference on it, "O18 — दूध 30 की जगह 40 लीटर कर दीजिए।" → order milk 20 on O18); the second opinion
(``lang.second_opinion``), which learnt "की जगह" / "se … kar do" from the many counts cut, was sure a cancel was asked
too and refused them (``ambiguous_intent.also``).

``count_raised(tokens)`` is true when the message joins counts as one count changed — "X की जगह Y", "X ki jagah Y",
"X से (बढ़ाकर) Y", "X se (badhakar) Y", "X → Y", "from X to Y", "Y instead of X" (a unit word may follow either count)
— every such change raises the count (Y > X), and no word of cutting stands in the message ("cancel", "hata",
"कम", "ghata", "reduce", "remove", "drop", "cut", …). The second opinion's "a cancel was also asked" then stands down
for a reading of orders on named orders only (``lang.second_opinion.judged``); its other doubts stand. "ऑर्डर O4 में
दूध 80 की जगह 60 पैकेट कर दीजिए।" (a cut) and "O4 में दूध 60 की जगह 80 पैकेट कर दो, दही हटा दो" are left to it.

Shape: ``count_raised(tokens) -> bool`` (the reader's tokens, each with ``kind``, ``text`` and folded ``key``).
Linear: one pass over the tokens.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["count_raised"]

_KI, _JAGAH = fold_words("ki की ke के"), fold_words("jagah jageh जगह")
_SE = fold_words("se से")
_RAISE = fold_words("badhakar badha badhake badhaake बढ़ाकर बढ़ा बढ़ाके increase raise")
_KE = fold_words("ke kar के कर")
_FROM, _TO = fold_words("from"), fold_words("to")
_INSTEAD, _OF = fold_words("instead"), fold_words("of")
#: Words of cutting: beside them the second opinion's doubt of a cancel stands.
_CUT = fold_words("cancel cancelled radd रद्द कैंसल कैंसिल hata hatao hatana hata-do हटा हटाओ हटाइए हटाना kam कम "
                  "ghata ghatakar ghata-ke घटा घटाकर घटाके reduce reduced remove drop cut less nikal nikaal निकाल "
                  "mat मत don't dont not nahi नहीं")


def _num(tok) -> Decimal | None:
    """The value of a number token, or None."""
    if tok.kind != "num":
        return None
    try:
        return Decimal(tok.text.replace(",", ""))
    except (InvalidOperation, ValueError):
        return None


def _after_unit(tokens: list, k: int) -> int:
    """The index after the number at ``k`` and a unit word right after it ("60 पैकेट", "40 kg")."""
    return k + 2 if k + 1 < len(tokens) and tokens[k + 1].kind == "word" and tokens[k + 1].key in UNIT_WORDS else k + 1


def _key(tokens: list, k: int) -> str | None:
    """The folded key of the word or mark at ``k``, or None."""
    return tokens[k].key if k < len(tokens) and tokens[k].kind in ("word", "sym") else None


def _changes(tokens: list) -> list[tuple[Decimal, Decimal]]:
    """The (old, new) counts of every count changed in ``tokens`` (module docstring)."""
    out: list[tuple[Decimal, Decimal]] = []
    n = len(tokens)
    for k, t in enumerate(tokens):
        old = _num(t)
        if old is None:
            continue
        j = _after_unit(tokens, k)
        nxt = None
        if _key(tokens, j) in _KI and _key(tokens, j + 1) in _JAGAH:
            nxt = j + 2
        elif _key(tokens, j) in _SE:
            nxt = j + 1
            if _key(tokens, nxt) in _RAISE:
                nxt += 2 if _key(tokens, nxt + 1) in _KE else 1
        elif j < n and tokens[j].kind == "sym" and tokens[j].text == "→":
            nxt = j + 1
        elif _key(tokens, j) in _TO and k > 0 and _key(tokens, k - 1) in _FROM:
            nxt = j + 1
        elif _key(tokens, j) in _INSTEAD and _key(tokens, j + 1) in _OF and j + 2 < n and _num(tokens[j + 2]) is not None:
            out.append((_num(tokens[j + 2]), old))  # "80 packets instead of 60": the new count first
            continue
        if nxt is not None and nxt < n and _num(tokens[nxt]) is not None:
            out.append((old, _num(tokens[nxt])))
    return out


def count_raised(tokens: list) -> bool:
    """Whether every count the message changes is raised and no word of cutting stands (module docstring).
    "ऑर्डर O4 में दूध 60 की जगह 80 पैकेट कर दीजिए।" → True; "Order O4 mein doodh 80 ki jagah 60 packet kar do" →
    False; "In O4, make the milk 80 packets instead of 60." → True."""
    if any(t.kind == "word" and t.key in _CUT for t in tokens):
        return False
    changes = _changes(tokens)
    return bool(changes) and all(new > old for old, new in changes)
