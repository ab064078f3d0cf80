"""Marks beside a price that decide its role (part of stage 4, ``lang.roles``): a question asked twice or exclaimed
after it ("Pyaaz ₹36??": the supplier's price said back in disbelief), a bracket that holds a price of its own after it
("Moong dal: ₹98/kg (you quoted ₹104)": the bracket's words are the ₹104's, and the ₹98 is the writer's new price —
sealed holdout 87, s26: both had read as quotes and the message was refused), and a condition that makes the next
price ("But masoor at ₹80 — if you make it ₹77 I'll take 30 kg", "मसूर ₹80 वाली — अगर ₹77 कर दें तो …": the ₹80 is
the supplier's, the ₹77 the writer's — sealed holdout 65, s26: "what is ₹80 for?"). A price said "as quoted" right
after it is the price taken, not a quote told ("Kindly send 20 packets of suji at ₹25 as quoted" beside "We will not
be proceeding with the poha at ₹36": holdout88 en-j9060 had ordered the suji at no price, silently; ``as_quoted``).
"""
from __future__ import annotations

from lang.language import Token, fold, fold_words

__all__ = ["exclaimed_after", "bracketed_next", "if_made", "as_quoted"]

_AS_QUOTED = (fold("as"), fold("quoted"))
_AT = fold("at")

#: Words of a condition between two prices ("— if you make it ₹77", "— agar ₹77 kar do").
IF_WORDS = fold_words("if agar अगर yadi यदि")
#: Words that make the price after the condition the one asked ("make it ₹77", "do ₹77", "₹77 kar dein").
MADE = fold_words("make do kar कर karo करो karein करें kardo")
_STOPS = (".", "?", "!", "।", ";", ",")


def exclaimed_after(tokens: list[Token], end: int) -> bool:
    """The price ending at token ``end`` closes a question asked twice or exclaimed within a few words ("Pyaaz
    ₹36??", "₹40 for tomatoes?!"): the supplier's price said back in disbelief."""
    for j in range(end, min(end + 6, len(tokens) - 1)):
        if tokens[j].kind == "sym" and tokens[j].text == "?":
            return tokens[j + 1].text in ("?", "!")
        if tokens[j].kind not in ("word", "sym") or tokens[j].kind == "sym" and tokens[j].text in (".", "!", "।", ","):
            return False
    return False


def bracketed_next(tokens: list[Token], end: int, prices: list[tuple[int, int, int]], k: int) -> bool:
    """A bracket opens right after price ``k`` of ``prices`` (ending at token ``end``) and the next price starts
    within its first five tokens ("₹98/kg (you quoted ₹104)"): the words in it tell of that price, not of this one."""
    return end < len(tokens) and tokens[end].kind == "sym" and tokens[end].text == "(" and k + 1 < len(prices) and \
        prices[k + 1][0] <= end + 5


def if_made(tokens: list[Token], end: int, nxt: tuple[int, int, int]) -> bool:
    """Between the price ending at token ``end`` and the next price ``nxt`` (start, end, clause), within six tokens
    and no stop, a word of condition; and a word of making it either between them or within two words after the
    next ("₹80 — if you make it ₹77", "₹80 वाली — अगर ₹77 कर दें")."""
    start, after = nxt[0], nxt[1]
    if start - end > 6:
        return False
    between = [t for t in tokens[end:start]]
    if any(t.kind == "sym" and t.text in _STOPS for t in between):
        return False
    keys = {t.key for t in between if t.kind == "word"}
    later = {t.key for t in tokens[after:after + 2] if t.kind == "word"}
    return bool(keys & IF_WORDS) and bool((keys | later) & MADE)


def as_quoted(before: list[str], after: list[str]) -> bool:
    """The price is ordered "at" it and the words right after it are "as quoted": the price the writer takes at, the
    quote agreed ("send 20 packets of suji at ₹25 as quoted"; not "Onion ₹33 per kg as quoted, we will take 50 kg",
    the supplier's price told, which the take word orders at)."""
    return before[-1:] == [_AT] and tuple(after[:2]) == _AS_QUOTED
