"""Where a verb after a quantity starts a new part of the sentence, when nothing else marks it: "O10 remove masoor 5
kg add chana dal 5 kg", "O10 मसूर 5 किलो हटाओ चना दाल 5 किलो डालो", "O10 me masoor 5 kilo hatao chana dal 5 kilo add
karo". Without a comma the two requests were one chunk: the cut's cancel took the added goods too, and both were
cancelled, silently (breaker AJ). ``verb_breaks`` gives the tokens that start a chunk (``MessageReader._segment``):
an English verb of changing an order right after a count ("5 kg add …"), and the word after a Hindi verb of it that
follows a count ("5 किलो हटाओ चना …"); and "par"/"पर" right after a word of agreeing ("बेसन ₹104/किलो ठीक है पर सूजी
₹56/किलो में नहीं लेंगे", "Besan ₹104/kg theek hai par suji … nahi lenge"): "but", a part of its own as "lekin" is,
so the refusal after it is the suji's alone (it had refused both as a conflict; session 32, fixer AE). ``goods_then_count`` tells "add chana dal 5 kg" (goods added) from "add it to
your khata" for the cue finder.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["verb_breaks", "goods_then_count"]

#: English verbs (first in their part) of changing an order's goods.
_VERB_FIRST = fold_words("add remove cancel drop cut send plus")
#: Hindi and Hinglish verbs (last in their part) of the same.
_VERB_LAST = fold_words("hatao hatado hata हटाओ हटा हटा दो dalo daalo daal डालो डाल jodo जोड़ो जोड़ bhejo भेजो "
                        "kaato काटो")

#: Their whole imperatives, which end a part even with no count before them.
_IMPERATIVE = fold_words("hatao हटाओ dalo daalo डालो jodo जोड़ो kaato काटो")
#: Hindi helpers after an English verb ("add karo", "cancel kar do"): the verb is its part's last.
_AUX = fold_words("karo kar kardo karein karen kijiye kijie dijiye do dena karne karna karni hai hain करो कर करें कीजिए "
                  "दीजिए दो करना करने है हैं")
#: "par"/"पर" is "but" right after a word of agreeing ("ठीक है पर", "theek hai par", "ok par"); after a price it is
#: "at" ("₹150 पर"), so only there does it start a part as "lekin" does.
_PAR = fold_words("par पर")
_AGREED = fold_words("theek thik ठीक ok okay manzoor मंज़ूर मंजूर sahi सही fine")
_IS = fold_words("hai है")


def _after_count(tokens: list, k: int) -> bool:
    """Token ``k - 1`` ends a count: a number, or a unit word right after one."""
    if k < 1:
        return False
    prev = tokens[k - 1]
    if prev.kind == "num":  # (not an id's number: "O43 cancel")
        return not (k > 1 and tokens[k - 2].kind == "word" and tokens[k - 2].end == prev.start)
    return prev.kind == "word" and prev.key in UNIT_WORDS and k > 1 and tokens[k - 2].kind == "num"


def verb_breaks(tokens: list) -> set[int]:
    """Indices of the tokens that start a new chunk (module docstring); linear in the tokens."""
    out: set[int] = set()
    for k, t in enumerate(tokens):
        if t.kind != "word":
            continue
        if t.key in _VERB_FIRST and _after_count(tokens, k):
            j = k + 1
            while j < len(tokens) and tokens[j].kind == "word" and tokens[j].key in _AUX:
                j += 1  # "5 kilo add karo chana …": the verb ends its part, as a Hindi one does
            out.add(j if j > k + 1 else k)
        elif (t.key in _VERB_LAST and _after_count(tokens, k) or t.key in _IMPERATIVE) and k + 1 < len(tokens) and \
                tokens[k + 1].kind == "word" and tokens[k + 1].key not in _AUX:
            out.add(k + 1)  # ("masoor hatao chana dalo 5 kg": a whole imperative ends its part wherever it stands)
        elif t.key in _PAR and k > 1 and (tokens[k - 1].key in _AGREED or tokens[k - 1].key in _IS and
                                          tokens[k - 2].key in _AGREED):
            out.add(k)  # "बेसन ₹104/किलो ठीक है पर सूजी …": "but" after a verdict, as "lekin" (not "₹150 पर": at)
    return out


#: Marks between "Add" and the goods it adds on a list line ("- Add: Everest haldi 100 g × 20").
_LABEL_MARKS = frozenset(":-–")


def goods_then_count(tokens: list, item_tokens: set[int], k: int) -> bool:
    """Goods named from token ``k`` (``item_tokens``: the tokens of item names), then a number right after them; a
    colon or dash at ``k`` is skipped ("Add: Everest haldi 100 g × 20", session 41, FX2)."""
    n = len(tokens)
    k += k < n and tokens[k].kind == "sym" and tokens[k].text in _LABEL_MARKS
    j = k
    while j < n and j in item_tokens and j - k < 5:
        j += 1
    return k < j < n and tokens[j].kind == "num"
