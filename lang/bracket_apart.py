"""A bracket of counted goods opening a sentence ends it when words follow it: "Has O9 left yet? (10 kg moong) Send
5 kg rice too.", "O9 निकल गया क्या? (10 किलो मूँग) 5 किलो चावल भी भेज दीजिए।", "O9 nikla kya? (10 kilo moong) 5
kilo chawal bhi bhej do." (session 53, helper NOTICED). ")" was no break, so the request after the bracket and the
bracket's goods were one sentence and the "Send" ordered the moong too, silently; a shopkeeper reads the bracket
as the goods of the order asked about (``lang.order_contents``) and the request after it as its own.

Only a bracket that opens its sentence (the text's start, a line break or a sentence mark before it), holds a count
and a word, and is followed on its line by a word or a number ("(10 किलो मूँग) 5 किलो चावल भी …"): "Send rice (10 kg) today" and "(O9) kab aayega?" are left alone.

Shape: ``bracket_ends(tokens)`` → the token positions right after such a ")", where ``MessageReader._segment``
starts a new clause.
"""
from __future__ import annotations

__all__ = ["bracket_ends"]

#: Marks that end a sentence before a bracket opening the next one.
_ENDS = frozenset(".?!।॥…")


def bracket_ends(toks) -> set[int]:
    """Token positions after a ")" that closes a bracket of counted goods opening its sentence, when a word follows
    it or a number (module docstring). ``toks``: the message's tokens (kind "word", "num", "sym", "nl")."""
    out: set[int] = set()
    n = len(toks)
    for i, t in enumerate(toks):
        if t.kind != "sym" or t.text != "(" or i and not (toks[i - 1].kind == "nl" or toks[i - 1].kind == "sym" and
                                                          toks[i - 1].text in _ENDS):
            continue
        close = next((k for k in range(i + 1, n) if toks[k].kind == "nl" or toks[k].kind == "sym" and
                      toks[k].text in "()"), None)
        if close is None or toks[close].text != ")" or close + 1 >= n or toks[close + 1].kind not in ("word", "num"):
            continue
        inside = {toks[k].kind for k in range(i + 1, close)}
        if "num" in inside and "word" in inside:
            out.add(close + 1)
    return out
