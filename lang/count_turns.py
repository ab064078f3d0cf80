"""Two counts of one goods of a named order, the second what the first is to become, said in words
``lang.count_changes`` did not know: "O21 atta 10 packets make it 6 packets", "O16 eggs 4 trays -> 2 trays",
"O36 के 6 ट्रे अंडों में से सिर्फ़ 4 ट्रे भेजना" (of the 6, send only 4), "O15 में 40 किलो चावल को 60 किलो कर
दीजिए", "O15 mein 40 kilo chawal ko 60 kilo kar dijiye".

A shopkeeper reads the change (a cancel of the difference when fewer, an order of it added to the order when more,
tests/corpus_chat/README.md's partial cancellations); they had been refused as two counts of one goods ("6 tray or 4
tray? write the one count you want"). ``lang.count_changes`` asks only its own tests (a named order in the clause, the
counts in one chunk a few words apart).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["turned_to", "only_said"]

#: "make it", "kar do": the second count is what the first becomes.
_MAKE = fold_words("make it")
_MAKE_FIRST = fold_words("make")
#: Words after the second count that make it so ("60 किलो कर दीजिए", "60 kilo kar dijiye", "6 packet kar do").
_MADE = fold_words("kar karo kardo kijiye dijiye कर करो कीजिए दीजिए")
#: The "ko"/"को" of the first count ("40 किलो चावल को 60 किलो कर दीजिए").
_KO = fold_words("ko को")
#: "में से … सिर्फ़", "mein se sirf", "out of … only": the second count is all of the first still wanted.
_OUT_OF = fold_words("में mein me se से out of")
_FROM = fold_words("se से of")
_ONLY = fold_words("only just sirf सिर्फ़ सिर्फ bas बस")
#: What a second count kept of the first is done with ("सिर्फ़ 4 ट्रे भेजना", "only 6 kg send").
_SEND = fold_words("bhejna bhejo bhejiye bhejiyega bhej भेजना भेजो भेजिए भेजें भेज send")


def turned_to(reader, a, b) -> bool:
    """Whether the counts ``a`` then ``b`` (figures of one goods line, ``reader`` the MessageReader) say the first
    becomes the second: "10 packets make it 6 packets", "4 trays -> 2 trays" (an arrow of "-" or "=" and ">"),
    "6 ट्रे अंडों में से सिर्फ़ 4 ट्रे भेजना", "40 kilo chawal ko 60 kilo kar dijiye". Words of the goods between
    are passed over."""
    toks = reader.tokens
    between = [toks[k] for k in range(a.end, b.pos) if k not in reader.item_tokens]
    words = [t.key for t in between if t.kind == "word"]
    syms = "".join(t.text for t in between if t.kind == "sym")
    if not words and syms in ("->", "=>", "-->", "—>", "–>"):
        return True
    if not words:
        return False
    after = [t.key for t in toks[b.end:min(reader.n, b.end + 2)] if t.kind == "word"]
    made = bool(after) and after[0] in _MADE
    if set(words) <= _MAKE and words[0] in _MAKE_FIRST:  # "make it", "make"
        return True
    if made and set(words) <= _KO and words:
        return True
    before_b = [t.key for t in toks[max(a.end, b.pos - 1):b.pos] if t.kind == "word"]
    return set(words) <= _OUT_OF | _ONLY and bool(set(words) & _FROM) and bool(set(words) & _ONLY) and (
        bool(before_b) and before_b[0] in _ONLY) and bool(after) and after[0] in _SEND


#: Words that say an order is changed ("Change to order O1: …", "ऑर्डर O1 में बदलाव: …", "O1 mein badlav: …").
_CHANGE_SAID = fold_words("change changes modify modification update updated revise revised badlav badlaav बदलाव")


def only_said(reader, line) -> bool:
    """Whether the sentence of ``line`` says "only" ("sirf", "सिर्फ़", "bas", "just") or that the order is changed
    ("change", "modify", "बदलाव", "badlav"): "O16 eggs 4trays -> 2trays only", "Change to order O1: rice 40 kg → 25
    kg." change the order with no intent word ("## O88 / 1. Sugar: 30 kg → 20 kg" is a list, not a change)."""
    lo, hi = reader.clause_span[line.clause]
    return any(reader.tokens[k].kind == "word" and reader.tokens[k].key in _ONLY for k in range(lo, hi)) or any(
        reader.tokens[k].kind == "word" and reader.tokens[k].key in _CHANGE_SAID for k in range(lo, hi))  # "Change
    # to order O1: rice 40 kg → 25 kg." (a new user's trial, session 34: C6): the change said outright
