"""Lines of the supplier's rates told back (part of stage 4, ``lang.roles``): "आपका भाव: चीनी ₹42/किलो, नमक
₹22/किलो।", "Aapka rate: cheeni ₹42, namak ₹22", "Your quote: Sugar ₹42/kg, Salt ₹22/kg." — a line headed by
"your rate(s)"/"your quote" and a colon, whose prices are the supplier's, every one of them, not only the first
beside the heading (sealed61: the salt's ₹22 further along the line was taken as the shop's own price, and the
accept under it came first). The reply's own prices come on its other lines."""
from __future__ import annotations

from lang.language import Token, fold_words as _keys

__all__ = ["their_rate_lines", "clause_start"]

_YOUR = _keys("your ur aapka aapke apka apke आपका आपके आपकी aapki")
_RATE = _keys("rate rates price prices quote quotation bhav bhaav भाव रेट कोटेशन dam daam दाम")


def their_rate_lines(tokens: list[Token]) -> set[int]:
    """Token indices of the lines (from a line's start to its break) that open "your rate:" / "आपका भाव:" — the
    supplier's rates told back. One pass over ``tokens``; empty when no line opens so."""
    out: set[int] = set()
    n, i = len(tokens), 0
    while i < n:
        j = i
        while j < n and tokens[j].kind == "sym" and tokens[j].text in ("-", "*", "•", ">", "#"):
            j += 1  # a list mark or heading before the words
        end = i
        while end < n and tokens[end].kind != "nl":
            end += 1
        if j + 2 < end and tokens[j].kind == "word" and tokens[j].key in _YOUR and tokens[j + 1].kind == "word" and \
                tokens[j + 1].key in _RATE and tokens[j + 2].kind == "sym" and tokens[j + 2].text in (":", "-", "–", "—"):
            out.update(range(j + 3, end))
        i = end + 1
    return out


def clause_start(tokens: list[Token], i: int) -> int:
    """The first token of the clause of token ``i`` (after a line break or . ? ! । ; before it)."""
    while i > 0 and tokens[i - 1].kind != "nl" and not (tokens[i - 1].kind == "sym" and tokens[i - 1].text in (
            ".", "?", "!", "।", ";")):
        i -= 1
    return i
