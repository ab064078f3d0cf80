""""This week" / "this time" in a plain list of goods, and the Hinglish "Is baar …" opening one (session 48, helper RD;
probes in tests/corpus_probes48_rd): "Only 12 packets of Maggi this time.", "इस बार सिर्फ़ 12 पैकेट मैगी।", "Is baar
sirf 12 packet Maggi.", "Just 20 kg rice this week, please.", and "please" as Hindi writes it ("सिर्फ़ 20 किलो चावल,
प्लीज़।").

A line of goods and a count with no word of asking is an order only when its sentence holds nothing but names,
figures, units and list fillers (``lang.resolve``'s plain list); "this" and "इस", and "प्लीज़", were words the reader
did not know, and the three were refused "what should we do with the rice: send, price or cancel?" while "Only 20 kg
rice, please." was read. The Hinglish "Is baar …" / "Is hafte …" had also opened an English question ("Is …?"), which
the message was refused as ("asked as a question").

``this_time_tokens(reader, lo, hi)`` gives the tokens of "this" and its word of time right after it, and of "प्लीज़",
in [lo, hi): words a plain list may carry (``lang.counts_not_lent.unknown_words``). ``this_time_opens(tokens, words)``
says whether a clause's first two words are the Hinglish "is" and a Hinglish word of time ("Is baar", "Is hafte",
"Iss mahine"): no English "Is …?" (``lang.acts``).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["this_time_tokens", "this_time_opens"]

#: "this" ("this week", "is baar", "इस हफ़्ते").
_THIS = fold_words("this is iss इस")
#: Words of a time after "this".
_TIME = fold_words("week weeks time baar bar बार hafte hafta हफ़्ते हफ्ते हफ़्ता हफ्ता month mahine mahina महीने महीना")
#: "please" as Hindi writes it.
_PLEASE = fold_words("प्लीज़ प्लीज")
#: The Hinglish words of time after "Is" as written (not "Is bar soap in stock?": "bar" is the laundry bar too).
_HINGLISH_TIME = frozenset(("baar", "hafte", "hafta", "mahine", "mahina"))


def this_time_tokens(reader, lo: int, hi: int) -> set[int]:
    """The tokens in [lo, hi) of "this" with the word of time right after it ("this week", "इस बार", "is hafte"), and
    of "प्लीज़". ``reader``: anything with ``tokens`` (``lang.language.Token``: kind, key)."""
    out = set()
    tokens = reader.tokens
    for k in range(lo, hi):
        if tokens[k].kind != "word":
            continue
        if tokens[k].key in _PLEASE:
            out.add(k)
        elif tokens[k].key in _THIS and k + 1 < hi and tokens[k + 1].kind == "word" and tokens[k + 1].key in _TIME:
            out.update((k, k + 1))
    return out


def this_time_opens(tokens, words: list[int]) -> bool:
    """Whether the clause's words (``words``: token indices) open with the Hinglish "is"/"iss" and a word of time
    ("Is baar sirf 12 packet Maggi." → True; "Is bar soap in stock?" → False; "Is rice available?" → False)."""
    return len(words) >= 2 and tokens[words[0]].text.lower() in ("is", "iss") and \
        tokens[words[1]].text.lower() in _HINGLISH_TIME
