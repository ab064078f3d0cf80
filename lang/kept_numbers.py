"""Counts of goods an order keeps as they are, told beside a change of the order: no figure (part of stage 4a,
``lang.figures``, through ``lang.list_numbers``; helper FIXB of the fiftieth session, from the labelled corpora's
``ambiguous_intent.figure`` refusals "what is 12 L for?", "what is 20 packet for?").

"## Change in order O4 ⏎ - ~~Refined oil 15 L~~ — **cancel** ⏎ - Mustard oil 12 L — keep as is", "- सरसों तेल 12
लीटर — जैसा है वैसा रहने दें", "- Sarson tel 12 litre — jaisa hai waisa rehne do", "- Dahi (20 packet) aur makhan
waise hi rahenge", "- दही (20 पैकेट) और मक्खन वैसे ही रहेंगे": the count says what the order already holds, and the
line asks nothing of it; a shopkeeper changes the other lines and leaves this one. The count had been left over and
the whole message refused.

When: the message names an order ("O4"); the clause (up to the line's end, its sentence's, or a comma or semicolon)
holds a phrase of keeping as it is — "as is", "as it is", "unchanged", "jaisa hai waisa", "जैसा है वैसा", "waise hi",
"वैसे ही", "waisa hi", "वैसा ही" — after the count, or "same" / "वही" / "wahi" right before it and after a word ("O3 - mustard oil
reduce from 15 L to 10 L. sugar same 30kg", "चीनी वही 30 किलो"), and no word of the rest ("rest", "baaki", "बाकी"), of sending,
cancelling or changing ("send", "bhejo", "भेजिए", "cancel", "make", "kar", "कर", "cut", "hata", "हटा", "drop",
"remove", "kam" …), of more ("bhi", "also") or of a rate or a packing kept ("rate as is") nor a ₹. "O4: rice 20 kg, rest as it is" (a change, then the rest kept), "Please drop the 10 kg
sugar from O27, rice as is" (holdout72 en-x6023) and "Send mustard oil 12 L as is" keep their counts.

``kept_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of those numbers.
"""
from __future__ import annotations

import re

from lang.language import fold_words
from lang.token_at import words_and_syms

__all__ = ["kept_numbers"]

_ORDER_ID = re.compile(r"^O\d+$")
#: One-word keeps, and the pairs of words that keep ("as is", "waise hi", "jaisa … waisa").
_KEEP_ONE = fold_words("unchanged")
_AS, _IS = fold_words("as"), fold_words("is it")
_SO = fold_words("waise waisa vaise vaisa वैसे वैसा")
_HI = fold_words("hi ही")
_JAISA = fold_words("jaisa jaise जैसा जैसे")
#: "same" / "वही" / "wahi" right before the count: "sugar same 30kg", "चीनी वही 30 किलो" (session 54, holdout183 q3015).
_SAME = fold_words("same wahi vahi वही")
#: The first words of every keeping phrase: a message with none keeps no count (``kept_numbers`` reads no line).
_KEEPS = _KEEP_ONE | _AS | _SO | _JAISA | _SAME
#: Words that make the line a request of its own, or say the rest is kept (the count is then the change's).
_ASKS = fold_words("rest baaki baki बाकी बाक़ी remaining others send bhej bhejo bhejna bhejiye bhejiyega भेज भेजो भेजिए "
                   "भेजना भेजें cancel कैंसल रद्द make kar karo kardo kijiye karein कर करो कीजिए करें cut reduce increase "
                   "add hata hatao hataiye हटा हटाओ हटाइए ghata घटा badha बढ़ा order ऑर्डर need chahiye चाहिए only sirf "
                   "सिर्फ़ bas बस drop remove delete nikal nikalo निकाल निकालो kam कम less more extra zyada ज़्यादा replace instead "
                   "jagah जगह bhi भी also plus rate rates price bhav भाव रेट daam दाम packing पैकिंग")
#: A line's or sentence's end, and the commas and semicolons that end a clause: "Please drop the 10 kg sugar from
#: O27, rice as is" keeps the rice alone.
_ENDS = frozenset(".?!।,;")


def kept_numbers(tokens: list) -> set[int]:
    """Token indices of the counts of goods kept as they are (module docstring). One pass over the tokens, each
    line looked at once; none without a word of keeping (one C test of the word keys) and an order's id."""
    words, _, word, sym = words_and_syms(tokens)
    if _KEEPS.isdisjoint(words) or not any(_order_id(tokens, k) for k in range(len(tokens))):
        return set()
    out: set[int] = set()
    start = 0
    n = len(tokens)
    for k in range(n + 1):
        if k < n and not (tokens[k].kind == "nl" or sym(k) in _ENDS):
            continue
        out |= _kept_in(tokens, start, k, word, sym)
        start = k + 1
    return out


def _order_id(tokens: list, k: int) -> bool:
    """Token ``k`` is the number of an order's id ("O4" is the word "O" and the number 4, written together), or the
    whole id as one word."""
    t = tokens[k]
    if t.kind == "word":
        return bool(_ORDER_ID.match(t.text))
    return t.kind == "num" and k > 0 and tokens[k - 1].kind == "word" and tokens[k - 1].text in ("O", "o") and \
        tokens[k - 1].end == t.start


def _kept_in(tokens: list, lo: int, hi: int, word, sym) -> set[int]:
    """The counts of tokens ``lo`` … ``hi - 1`` (one line or sentence) when the span keeps its goods as they are."""
    keep_at = None
    for k in range(lo, hi):
        w = word(k)
        if w in _ASKS or sym(k) == "₹":
            return set()
        if keep_at is None and (w in _KEEP_ONE or w in _AS and word(k + 1) in _IS and (
                word(k + 1) != "it" or word(k + 2) == "is") or w in _SO and word(k + 1) in _HI or w in _JAISA and any(
                word(j) in _SO for j in range(k + 1, min(hi, k + 4)))):
            keep_at = k
    same = {k + 1 for k in range(lo + 1, hi - 1) if word(k) in _SAME and tokens[k + 1].kind == "num" and tokens[
        k - 1].kind == "word"}  # (goods, then "same" and the count: not "Wahi 4 tray ande", the order pointed at)
    if keep_at is None:
        return same
    return same | {k for k in range(lo, keep_at) if tokens[k].kind == "num" and not _order_id(tokens, k)}
